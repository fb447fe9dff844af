import { STORED_JSON_MAX_CHARS, STORED_TEXT_MAX_CHARS } from "../constants";

/**
 * Web storage that never throws: private modes and full quotas make the real one throw,
 * and losing a preference is better than losing the page.
 */
export interface KeyValueStorage {
  get(key: string): string | null;
  set(key: string, value: string): void;
  remove(key: string): void;
}

export function safeStorage(backing: () => Storage | undefined): KeyValueStorage {
  const attempt = <T>(fn: (s: Storage) => T, fallback: T): T => {
    try {
      const storage = backing();
      return storage ? fn(storage) : fallback;
    } catch {
      return fallback;
    }
  };
  return {
    get: (key) => attempt((s) => s.getItem(key), null),
    set: (key, value) => attempt((s) => s.setItem(key, value), undefined),
    remove: (key) => attempt((s) => s.removeItem(key), undefined),
  };
}

export function memoryStorage(initial: Record<string, string> = {}): KeyValueStorage {
  const map = new Map(Object.entries(initial));
  return {
    get: (key) => map.get(key) ?? null,
    set: (key, value) => void map.set(key, value),
    remove: (key) => void map.delete(key),
  };
}

/** A plain object (not null, not an array): what every stored JSON entry of the app is. */
export function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * A stored JSON entry as `check` accepts it (check returns null to refuse). Whatever does not
 * parse, is too long or has the wrong shape is removed, so the owner falls back to its default
 * and the next write starts clean: a value left by an older build, another client or a damaged
 * disk must never crash a store or a screen.
 */
export function readShape<T>(
  storage: KeyValueStorage,
  key: string,
  check: (value: unknown) => T | null,
): T | null {
  const raw = storage.get(key);
  if (raw === null) return null;
  let result: T | null = null;
  try {
    if (raw.length <= STORED_JSON_MAX_CHARS) result = check(JSON.parse(raw));
  } catch {
    // Unparsable: dropped below like any other bad value.
  }
  if (result === null) storage.remove(key);
  return result;
}

/** A stored text entry when `valid` accepts it; anything else (or too long) is removed and reads as absent. */
export function readText(
  storage: KeyValueStorage,
  key: string,
  valid: (raw: string) => boolean,
): string | null {
  const raw = storage.get(key);
  if (raw === null || (raw.length <= STORED_TEXT_MAX_CHARS && valid(raw))) return raw;
  storage.remove(key);
  return null;
}

/** A "1" flag: set or not; any other value is dropped. */
export function readFlag(storage: KeyValueStorage, key: string): boolean {
  return readText(storage, key, (raw) => raw === "1") !== null;
}
