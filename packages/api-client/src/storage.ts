import {
  isImageStatus,
  QC_DATA_STORAGE_KEY,
  TOKEN_STORAGE_KEY,
  UPDATE_IMAGES_DATA_STATUS_STORAGE_KEY,
  type ImageStatus,
} from '@sightings/domain-model';

// The keys are defined once, in domain-model (constants.ts); re-exported for the client's users.
export { QC_DATA_STORAGE_KEY, TOKEN_STORAGE_KEY, UPDATE_IMAGES_DATA_STATUS_STORAGE_KEY };

/** One entry of `qc_data` and of `updateImagesDataStatus`: an image's row id and its status. */
export interface ImageStatusEntry {
  id: number;
  status: ImageStatus;
}

/** The part of the Web Storage API the session store uses (localStorage, or one for tests). */
export type SessionStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface SessionStore {
  getToken(): string | null;
  setToken(token: string): void;
  clearToken(): void;
  getQcData(): ImageStatusEntry[];
  setQcData(entries: readonly ImageStatusEntry[]): void;
  clearQcData(): void;
  getUpdateImagesDataStatus(): ImageStatusEntry[];
  setUpdateImagesDataStatus(entries: readonly ImageStatusEntry[]): void;
  clearUpdateImagesDataStatus(): void;
  /** Removes the three entries of this store (the sign-out); other keys of the origin stay. */
  clearAll(): void;
}

const isImageStatusEntry = (value: unknown): value is ImageStatusEntry => {
  if (typeof value !== 'object' || value === null) return false;
  const { id, status } = value as { id?: unknown; status?: unknown };
  return Number.isInteger(id) && isImageStatus(status);
};

/**
 * The browser-storage entries of the specs (spec 000 section 3): the access token, `qc_data`
 * and `updateImagesDataStatus`. An entry that is not what it should be (corrupt JSON, another
 * shape) reads as empty and is removed; nothing here throws on bad stored data. The token is
 * stored as is and never logged.
 */
export function createSessionStore(
  storage: SessionStorage = globalThis.localStorage,
): SessionStore {
  const readList = (key: string): ImageStatusEntry[] => {
    const text = storage.getItem(key);
    if (text === null) return [];
    try {
      const value: unknown = JSON.parse(text);
      if (Array.isArray(value) && value.every(isImageStatusEntry)) {
        return value.map(({ id, status }) => ({ id, status }));
      }
    } catch {
      // Corrupt JSON: removed below, like any other bad value.
    }
    storage.removeItem(key);
    return [];
  };
  const writeList = (key: string, entries: readonly ImageStatusEntry[]) =>
    storage.setItem(key, JSON.stringify(entries.map(({ id, status }) => ({ id, status }))));

  return {
    getToken: () => {
      const token = storage.getItem(TOKEN_STORAGE_KEY);
      return token === null || token === '' ? null : token;
    },
    setToken: (token) => storage.setItem(TOKEN_STORAGE_KEY, token),
    clearToken: () => storage.removeItem(TOKEN_STORAGE_KEY),
    getQcData: () => readList(QC_DATA_STORAGE_KEY),
    setQcData: (entries) => writeList(QC_DATA_STORAGE_KEY, entries),
    clearQcData: () => storage.removeItem(QC_DATA_STORAGE_KEY),
    getUpdateImagesDataStatus: () => readList(UPDATE_IMAGES_DATA_STATUS_STORAGE_KEY),
    setUpdateImagesDataStatus: (entries) =>
      writeList(UPDATE_IMAGES_DATA_STATUS_STORAGE_KEY, entries),
    clearUpdateImagesDataStatus: () => storage.removeItem(UPDATE_IMAGES_DATA_STATUS_STORAGE_KEY),
    clearAll: () => {
      for (const key of [
        TOKEN_STORAGE_KEY,
        QC_DATA_STORAGE_KEY,
        UPDATE_IMAGES_DATA_STATUS_STORAGE_KEY,
      ]) {
        storage.removeItem(key);
      }
    },
  };
}
