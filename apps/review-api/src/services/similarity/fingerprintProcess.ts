import { fork, type ChildProcess } from 'node:child_process';
import { setPriority } from 'node:os';
import type { FingerprintAnswer, FingerprintRequest } from './fingerprintChild';
import type { PairFingerprints, PairSources } from './sourceFingerprint';

/*
 * The fingerprints are computed in a process of their own (fingerprintChild.ts), started when
 * there is a picture to read and ended when it has had none for `FINGERPRINT_PROCESS_IDLE_MS`:
 * drawing and reading pictures with libvips leaves memory the allocator never gives back (the
 * idle demo server held 50 MB more after its first 400 pictures), and a process that ends gives
 * back all of it. It runs at a lower priority (nice 10), so the server's requests go first on a
 * busy machine. The server's own memory and start are as without fingerprints.
 */

/** How long the fingerprint process waits for the next picture before it ends. */
export const FINGERPRINT_PROCESS_IDLE_MS = 10_000;

/**
 * A sighting not answered within this is a process stuck on its pictures: it is ended (the
 * sighting fails like one whose reader died, fingerprintAhead.ts), so neither the queue's
 * fingerprints nor the server's shutdown wait on it.
 */
export const FINGERPRINT_ANSWER_WITHIN_MS = 60_000;

export interface FingerprintProcess {
  /** A sighting's fingerprints and score (a picture sharp cannot read has none). */
  fingerprintPair(pair: PairSources): Promise<PairFingerprints>;
  /** Ends the process, if it runs; sightings asked for and not answered fail. */
  close(): Promise<void>;
  /** The running process's id, if one runs (tests). */
  readonly pid: number | undefined;
}

/** Where the process's module is: beside this one, as TypeScript (sources) or built (dist). */
function childModule(): { path: URL; execArgv: string[] } {
  const here = import.meta.url;
  return here.endsWith('.ts')
    ? {
        path: new URL('./fingerprintChild.ts', here),
        execArgv: ['--conditions=@sightings/source', '--import', 'tsx'],
      }
    : { path: new URL('./fingerprintChild.mjs', here), execArgv: [] };
}

interface Running {
  child: ChildProcess;
  /** The pictures asked for and not yet answered, by request id. */
  waiting: Map<
    number,
    { resolve: (result: PairFingerprints) => void; reject: (error: Error) => void }
  >;
  ended: Promise<void>;
}

export function createFingerprintProcess(
  options: { idleMs?: number; answerWithinMs?: number } = {},
): FingerprintProcess {
  const idleMs = options.idleMs ?? FINGERPRINT_PROCESS_IDLE_MS;
  const answerWithinMs = options.answerWithinMs ?? FINGERPRINT_ANSWER_WITHIN_MS;
  let current: Running | null = null;
  let nextId = 1;
  let idleTimer: NodeJS.Timeout | undefined;

  function start(): Running {
    const { path, execArgv } = childModule();
    const child = fork(path, [], {
      execArgv,
      serialization: 'advanced',
      stdio: ['ignore', 'ignore', 'ignore', 'ipc'],
    });
    if (child.pid !== undefined) {
      try {
        setPriority(child.pid, 10);
      } catch {
        /* Not allowed here: it runs at the server's priority. */
      }
    }
    const waiting: Running['waiting'] = new Map();
    const failAll = (error: Error) => {
      if (current?.child === child) current = null;
      for (const asked of waiting.values()) asked.reject(error);
      waiting.clear();
    };
    child.on('message', (answer: FingerprintAnswer) => {
      const asked = waiting.get(answer.id);
      if (!asked) return;
      waiting.delete(answer.id);
      if ('error' in answer) asked.reject(new Error(answer.error));
      else asked.resolve(answer.result);
      if (!waiting.size) armIdle();
    });
    const ended = new Promise<void>((resolve) => {
      child.once('exit', (code, signal) => {
        failAll(
          new Error(`the fingerprint process ended (${signal ?? `exit code ${String(code)}`})`),
        );
        resolve();
      });
      // A process that could not start gets no 'exit'.
      child.once('error', (error) => {
        failAll(error);
        if (child.exitCode === null && child.pid === undefined) resolve();
      });
    });
    return { child, waiting, ended };
  }

  function armIdle() {
    clearTimeout(idleTimer);
    idleTimer = setTimeout(() => {
      if (current && !current.waiting.size) letGo(current);
    }, idleMs);
    idleTimer.unref();
  }

  /** The process exits when its channel closes (fingerprintChild.ts). */
  function letGo(running: Running) {
    if (current === running) current = null;
    if (running.child.connected) running.child.disconnect();
    else running.child.kill();
  }

  return {
    fingerprintPair(pair) {
      clearTimeout(idleTimer);
      const running = (current ??= start());
      const id = nextId++;
      const request: FingerprintRequest = { id, pair };
      return new Promise((resolve, reject) => {
        const stuck = setTimeout(() => running.child.kill('SIGKILL'), answerWithinMs);
        stuck.unref();
        running.waiting.set(id, {
          resolve: (result) => {
            clearTimeout(stuck);
            resolve(result);
          },
          reject: (error) => {
            clearTimeout(stuck);
            reject(error);
          },
        });
        running.child.send(request, (error) => {
          if (error && running.waiting.delete(id)) reject(error);
        });
      });
    },
    get pid() {
      return current?.child.pid;
    },
    async close() {
      clearTimeout(idleTimer);
      const running = current;
      if (!running) return;
      letGo(running);
      // A process stuck in its work may never read that it was let go.
      const stuck = setTimeout(() => running.child.kill('SIGKILL'), 5_000);
      await running.ended;
      clearTimeout(stuck);
    },
  };
}
