/**
 * Private browsing, as far as sign-in is concerned: the provider keeps its pending sign-in in
 * web storage and IndexedDB, and private modes that refuse those break it half-way. Quota
 * heuristics are not used: Chromium gives every guest or automated profile a small quota too,
 * and would lock out members whose sign-in works.
 */
export interface StorageProbe {
  indexedDB: IDBFactory | undefined;
  localStorage: () => Storage | undefined;
  /** Gives up on an IndexedDB that never answers (counted as working: the provider will say). */
  setTimeout: (run: () => void, ms: number) => unknown;
}

const PROBE_DB = "wl-private-mode-probe";
export const PROBE_TIMEOUT_MS = 1000;

function webStorageRefuses(storage: Storage | undefined): boolean {
  if (!storage) return true;
  try {
    storage.setItem(PROBE_DB, "1");
    storage.removeItem(PROBE_DB);
    return false;
  } catch {
    return true;
  }
}

function indexedDbRefuses(probe: StorageProbe): Promise<boolean> {
  const factory = probe.indexedDB;
  if (!factory) return Promise.resolve(true);
  return new Promise((resolve) => {
    let request: IDBOpenDBRequest;
    try {
      request = factory.open(PROBE_DB);
    } catch {
      resolve(true);
      return;
    }
    request.onerror = () => resolve(true);
    request.onsuccess = () => {
      request.result.close();
      factory.deleteDatabase(PROBE_DB);
      resolve(false);
    };
    probe.setTimeout(() => resolve(false), PROBE_TIMEOUT_MS);
  });
}

export async function detectPrivateMode(probe: StorageProbe = browserProbe()): Promise<boolean> {
  let storage: Storage | undefined;
  try {
    storage = probe.localStorage();
  } catch {
    return true;
  }
  if (webStorageRefuses(storage)) return true;
  return indexedDbRefuses(probe);
}

function browserProbe(): StorageProbe {
  return {
    indexedDB: typeof indexedDB === "undefined" ? undefined : indexedDB,
    localStorage: () => window.localStorage,
    setTimeout: (run, ms) => window.setTimeout(run, ms),
  };
}
