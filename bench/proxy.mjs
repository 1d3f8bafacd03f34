// A round-robin proxy on loopback, made for the tests and the `scale` benchmark that run several
// servers on one database (docs/scaling.md): a few lines on Node's http, never shipped.
import { once } from 'node:events';
import { Agent, createServer, request } from 'node:http';

/**
 * Starts the proxy in front of `origins` (http://127.0.0.1:port each): every request goes to the
 * next server in turn; one that refuses the connection (a killed server) is passed over for the
 * next, as a load balancer's health check would. A request a server has taken is never retried.
 * Answers `{ url, close }`. With `keepAlive`, connections to the servers are kept and reused
 * (as a load balancer does; the benchmark's setting); without it, each request gets a
 * connection of its own (the test's: a refused one means the server took nothing).
 */
export async function roundRobinProxy(origins, { keepAlive = false } = {}) {
  const agent = keepAlive ? new Agent({ keepAlive: true, maxSockets: 64 }) : false;
  let next = 0;
  const server = createServer((incoming, outgoing) => {
    const chunks = [];
    incoming.on('data', (chunk) => chunks.push(chunk));
    incoming.on('end', () => {
      const body = Buffer.concat(chunks);
      // This request's turn, then the servers after it, each once.
      const first = next++;
      const tryFrom = (offset) => {
        const target = new URL(origins[(first + offset) % origins.length]);
        const forward = request(
          {
            host: target.hostname,
            port: target.port,
            method: incoming.method,
            path: incoming.url,
            headers: incoming.headers,
            agent,
          },
          (answer) => {
            outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
            answer.pipe(outgoing);
          },
        );
        forward.on('error', (error) => {
          if (error.code === 'ECONNREFUSED' && offset + 1 < origins.length) tryFrom(offset + 1);
          else if (!outgoing.headersSent) outgoing.writeHead(502).end();
          else outgoing.destroy();
        });
        forward.end(body);
      };
      tryFrom(0);
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return {
    url: `http://127.0.0.1:${server.address().port}`,
    close: () =>
      new Promise((resolve) => {
        if (agent) agent.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
