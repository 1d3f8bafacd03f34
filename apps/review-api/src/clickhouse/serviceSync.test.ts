import { afterAll, expect, it, vi } from 'vitest';
import type { Db } from '../db/database';
import { openClickhouseUsageService } from './service';
import type * as syncModule from './sync';
import { createUsageSync } from './sync';

/*
 * The service starts its sync with the connection's settings for background work: on the
 * embedded engine, which shares this process's cores with the requests, the sync's inserts
 * run at the lowest CPU priority (connect.ts `EMBEDDED_BACKGROUND_SETTINGS`).
 */

vi.mock('./sync', async (original) => {
  const actual = await original<typeof syncModule>();
  return {
    ...actual,
    createUsageSync: vi.fn(() => ({
      start: () => undefined,
      drain: async () => undefined,
      progress: () => ({}),
      close: async () => undefined,
    })),
  };
});

const service = await openClickhouseUsageService({ mode: 'embedded', path: null }, {} as Db, {
  autoStart: false,
  batchSize: 7,
});
afterAll(() => service.close());

it('starts the sync on the embedded engine with its inserts at the lowest CPU priority', () => {
  expect(vi.mocked(createUsageSync)).toHaveBeenCalledOnce();
  const options = vi.mocked(createUsageSync).mock.calls[0]![2];
  expect(options).toMatchObject({ insertSettings: { os_thread_priority: 19 }, batchSize: 7 });
});
