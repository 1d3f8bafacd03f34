// A PGlite database in a worker thread of its own: the work-queue sandbox runs its queries here
// (db/pgliteThread.ts), so that a query which never ends stops this thread only, and the
// server ends the thread at the query's time budget. Plain JavaScript: a worker thread is
// started by Node itself, outside the TypeScript loaders of the server and of the tests.
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { parentPort, workerData } from 'node:worker_threads';

/** A database error as plain data (a worker's message cannot carry an Error's own fields). */
const errorData = (error) => {
  const fields = {};
  for (const key of ['code', 'detail', 'hint', 'position', 'severity']) {
    if (error && typeof error === 'object' && typeof error[key] === 'string') {
      fields[key] = error[key];
    }
  }
  return { message: error instanceof Error ? error.message : String(error), ...fields };
};

const keepAsText = (value) => value;

/** The query options: the types drizzle reads as text come as their OIDs. */
const queryOptions = (options) => {
  if (!options) return undefined;
  const { rowMode, textTypes } = options;
  return {
    ...(rowMode ? { rowMode } : {}),
    ...(textTypes?.length
      ? { parsers: Object.fromEntries(textTypes.map((oid) => [oid, keepAsText])) }
      : {}),
  };
};

let database;
try {
  database = new PGlite({
    loadDataDir: new Blob([workerData.snapshot]),
    extensions: { pg_trgm },
  });
  await database.waitReady;
  parentPort.postMessage({ ready: true });
} catch (error) {
  parentPort.postMessage({ ready: false, error: errorData(error) });
}

parentPort.on('message', async ({ id, op, text, params, options }) => {
  try {
    let result;
    if (op === 'query') {
      const { rows, fields, affectedRows } = await database.query(
        text,
        params,
        queryOptions(options),
      );
      result = { rows, fields, affectedRows };
    } else if (op === 'exec') {
      result = (await database.exec(text)).map(({ rows, fields, affectedRows }) => ({
        rows,
        fields,
        affectedRows,
      }));
    } else if (op === 'close') {
      await database.close();
      result = null;
    } else {
      throw new Error(`Unknown operation ${op}.`);
    }
    parentPort.postMessage({ id, result });
  } catch (error) {
    parentPort.postMessage({ id, error: errorData(error) });
  }
});
