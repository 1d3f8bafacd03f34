import { describe, expect, it } from 'vitest';
import {
  createSessionStore,
  QC_DATA_STORAGE_KEY,
  TOKEN_STORAGE_KEY,
  UPDATE_IMAGES_DATA_STATUS_STORAGE_KEY,
  type SessionStorage,
} from './storage';

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  const storage: SessionStorage = {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, String(value)),
    removeItem: (key) => void items.delete(key),
  };
  return { storage, items };
}

describe('createSessionStore', () => {
  it('uses the fixed keys', () => {
    expect(TOKEN_STORAGE_KEY).toBe('sightings.accessToken');
    expect(QC_DATA_STORAGE_KEY).toBe('qc_data');
    expect(UPDATE_IMAGES_DATA_STATUS_STORAGE_KEY).toBe('updateImagesDataStatus');
  });

  it('keeps, reads and clears the token', () => {
    const { storage, items } = memoryStorage();
    const store = createSessionStore(storage);
    expect(store.getToken()).toBeNull();
    store.setToken('abc.def.ghi');
    expect(items.get(TOKEN_STORAGE_KEY)).toBe('abc.def.ghi');
    expect(store.getToken()).toBe('abc.def.ghi');
    store.clearToken();
    expect(store.getToken()).toBeNull();
    expect(items.has(TOKEN_STORAGE_KEY)).toBe(false);
  });

  it('reads an empty stored token as none', () => {
    const { storage } = memoryStorage({ [TOKEN_STORAGE_KEY]: '' });
    expect(createSessionStore(storage).getToken()).toBeNull();
  });

  it.each([
    ['qc_data', 'QcData', QC_DATA_STORAGE_KEY],
    ['updateImagesDataStatus', 'UpdateImagesDataStatus', UPDATE_IMAGES_DATA_STATUS_STORAGE_KEY],
  ] as const)('keeps, reads and clears %s', (_name, suffix, key) => {
    const { storage, items } = memoryStorage();
    const store = createSessionStore(storage);
    const entries = [
      { id: 1, status: 'IDENTICAL' as const },
      { id: 2, status: 'OFFLINE' as const },
    ];
    expect(store[`get${suffix}`]()).toEqual([]);
    store[`set${suffix}`](entries);
    expect(JSON.parse(items.get(key)!)).toEqual(entries);
    expect(store[`get${suffix}`]()).toEqual(entries);
    store[`clear${suffix}`]();
    expect(items.has(key)).toBe(false);
    expect(store[`get${suffix}`]()).toEqual([]);
  });

  it('stores only id and status', () => {
    const { storage, items } = memoryStorage();
    const entry = { id: 3, status: 'PENDING' as const, extra: 'no' };
    createSessionStore(storage).setQcData([entry]);
    expect(items.get(QC_DATA_STORAGE_KEY)).toBe('[{"id":3,"status":"PENDING"}]');
  });

  it.each([
    ['corrupt JSON', '[{"id":1,'],
    ['not a list', '{"id":1,"status":"IDENTICAL"}'],
    ['null', 'null'],
    ['an id that is not a number', '[{"id":"1","status":"IDENTICAL"}]'],
    ['an unknown status', '[{"id":1,"status":"MAYBE"}]'],
    ['a list of numbers', '[1,2,3]'],
  ])('reads %s as empty and removes it, without throwing', (_what, stored) => {
    for (const key of [QC_DATA_STORAGE_KEY, UPDATE_IMAGES_DATA_STATUS_STORAGE_KEY]) {
      const { storage, items } = memoryStorage({ [key]: stored });
      const store = createSessionStore(storage);
      const read =
        key === QC_DATA_STORAGE_KEY
          ? () => store.getQcData()
          : () => store.getUpdateImagesDataStatus();
      expect(read).not.toThrow();
      expect(items.has(key)).toBe(false);
      expect(read()).toEqual([]);
    }
  });

  it('clearAll removes its three entries and leaves other keys alone', () => {
    const { storage, items } = memoryStorage({ other: 'kept' });
    const store = createSessionStore(storage);
    store.setToken('t');
    store.setQcData([{ id: 1, status: 'IDENTICAL' }]);
    store.setUpdateImagesDataStatus([{ id: 2, status: 'NOT_IDENTICAL' }]);
    store.clearAll();
    expect([...items.keys()]).toEqual(['other']);
  });
});
