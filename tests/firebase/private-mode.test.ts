import { afterEach, describe, expect, it, vi } from "vitest";
import { detectPrivateMode, PROBE_TIMEOUT_MS, type StorageProbe } from "../../engine/firebase/private-mode";

const workingStorage = () => {
  const map = new Map<string, string>();
  return {
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
  } as unknown as Storage;
};

/** An IndexedDB whose open request answers as told (or never). */
function fakeIndexedDb(answer: "success" | "error" | "never") {
  const deleted: string[] = [];
  const factory = {
    open() {
      const request = { result: { close: vi.fn() } } as unknown as IDBOpenDBRequest;
      if (answer !== "never")
        queueMicrotask(() =>
          answer === "success" ? request.onsuccess?.({} as Event) : request.onerror?.({} as Event),
        );
      return request;
    },
    deleteDatabase: (name: string) => void deleted.push(name),
  } as unknown as IDBFactory;
  return { factory, deleted };
}

const probe = (change: Partial<StorageProbe>): StorageProbe => ({
  indexedDB: fakeIndexedDb("success").factory,
  localStorage: workingStorage,
  setTimeout: (run, ms) => setTimeout(run, ms),
  ...change,
});

afterEach(() => {
  vi.useRealTimers();
});

describe("private browsing, as sign-in sees it", () => {
  it("is a normal window when storage and IndexedDB work, and leaves no probe database behind", async () => {
    const db = fakeIndexedDb("success");
    expect(await detectPrivateMode(probe({ indexedDB: db.factory }))).toBe(false);
    expect(db.deleted).toHaveLength(1);
  });

  it("is private when web storage refuses writes or is missing", async () => {
    const refusing = {
      setItem: () => {
        throw new DOMException("quota", "QuotaExceededError");
      },
    } as unknown as Storage;
    expect(await detectPrivateMode(probe({ localStorage: () => refusing }))).toBe(true);
    expect(
      await detectPrivateMode(
        probe({
          localStorage: () => {
            throw new Error("denied");
          },
        }),
      ),
    ).toBe(true);
  });

  it("is private when IndexedDB is missing, throws or fails to open", async () => {
    expect(await detectPrivateMode(probe({ indexedDB: undefined }))).toBe(true);
    const throwing = {
      open: () => {
        throw new DOMException("refused", "InvalidStateError");
      },
    } as unknown as IDBFactory;
    expect(await detectPrivateMode(probe({ indexedDB: throwing }))).toBe(true);
    expect(await detectPrivateMode(probe({ indexedDB: fakeIndexedDb("error").factory }))).toBe(true);
  });

  it("does not hold sign-in up when IndexedDB never answers", async () => {
    vi.useFakeTimers();
    const answer = detectPrivateMode(probe({ indexedDB: fakeIndexedDb("never").factory }));
    await vi.advanceTimersByTimeAsync(PROBE_TIMEOUT_MS);
    expect(await answer).toBe(false);
  });
});
