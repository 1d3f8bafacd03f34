import { buildApp } from './app';
import { readConfig } from './config';

const config = readConfig();
const app = await buildApp({ consoleDir: config.consoleDir, logger: true });

let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    app
      .close()
      .then(() => process.exit(0))
      .catch(() => process.exit(1));
  });
}

try {
  await app.listen({ port: config.port, host: config.host });
  app.log.info(`Console at http://localhost:${config.port}/`);
} catch (error) {
  app.log.error({ err: error }, 'could not start');
  process.exit(1);
}
