/**
 * Corrupt or missing storage (issue 20): every key the app keeps × the values it must refuse,
 * storage that throws, cookies that throw or are ignored. The owner starts as with nothing
 * stored and the bad value is gone.
 */
import { readFileSync } from "node:fs";
import { afterAll, describe, expect, it } from "vitest";
import { DEVICE_ID_KEY, isValidDeviceId, resolveDeviceId } from "../../engine/identity/device-id";
import { documentCookies } from "../../engine/platform/cookies";
import { type KeyValueStorage, memoryStorage, safeStorage } from "../../engine/platform/storage";
import { emptyStorages, KEY_CASES, type KeyCase, type Storages } from "./corrupt-storage-cases";
import { testStores } from "./test-stores";

function seeded(keyCase: KeyCase, value: string): Storages {
  const storages = emptyStorages();
  storages[keyCase.area].set(keyCase.key, value);
  return storages;
}

/** What a fresh start reads and leaves under the key: the owner's default. */
async function freshStart(keyCase: KeyCase) {
  const storages = emptyStorages();
  const read = await keyCase.read(storages);
  return { read, left: storages[keyCase.area].get(keyCase.key) };
}

let cases = 0;
afterAll(() => console.info(`corrupt storage: ${KEY_CASES.length} keys, ${cases} cases`));

describe.each(KEY_CASES)("$key ($area storage, $owner)", (keyCase) => {
  it("reads a value the app writes (the owner does read this key)", async () => {
    cases++;
    const storages = seeded(keyCase, keyCase.good);
    const read = await keyCase.read(storages);
    expect(read).not.toEqual((await freshStart(keyCase)).read);
    if (!keyCase.consumed) expect(storages[keyCase.area].get(keyCase.key)).toBe(keyCase.good);
  });

  it.each(Object.entries(keyCase.bad))(
    "refuses %s: starts with its default and drops it",
    async (_, value) => {
      cases++;
      const storages = seeded(keyCase, value);
      const read = await keyCase.read(storages);
      const fresh = await freshStart(keyCase);
      expect(read).toEqual(keyCase.refusedReadsAs ?? fresh.read);
      expect(storages[keyCase.area].get(keyCase.key)).toBe(fresh.left);
    },
  );
});

function failing(
  name: string,
  failOn: (method: string) => boolean,
  backing: Record<string, string> = {},
): Storage {
  const map = new Map(Object.entries(backing));
  const guard = (method: string) => {
    if (failOn(method)) throw new DOMException(`${method} refused`, name);
  };
  return {
    getItem(key: string) {
      guard("getItem");
      return map.get(key) ?? null;
    },
    setItem(key: string, value: string) {
      guard("setItem");
      map.set(key, value);
    },
    removeItem(key: string) {
      guard("removeItem");
      map.delete(key);
    },
    clear: () => map.clear(),
    key: () => null,
    get length() {
      return map.size;
    },
  };
}

/** Browsers' ways of refusing storage, as the app's safeStorage meets them. */
const REFUSALS: Record<string, (seed?: Record<string, string>) => KeyValueStorage> = {
  "every call throws SecurityError": () => safeStorage(() => failing("SecurityError", () => true)),
  "the storage object itself throws (cookies blocked)": () =>
    safeStorage(() => {
      throw new DOMException("denied", "SecurityError");
    }),
  "no storage at all": () => safeStorage(() => undefined),
  "Safari private mode: writes throw QuotaExceededError": (seed) =>
    safeStorage(() => failing("QuotaExceededError", (method) => method === "setItem", seed)),
};

describe.each(Object.entries(REFUSALS))("storage that refuses: %s", (_, refusing) => {
  it.each(KEY_CASES.map((keyCase) => [keyCase.key, keyCase] as const))(
    "%s: the owner starts with its default and never throws",
    async (_key, keyCase) => {
      cases++;
      const storages = { local: refusing(), session: refusing() };
      expect(await keyCase.read(storages)).toEqual((await freshStart(keyCase)).read);
    },
  );

  it("a member can sign in and stays signed in for the page's life", () => {
    cases++;
    const stores = testStores({}, refusing(), { localStorage: refusing(), cookies: throwingCookies() });
    expect(stores.session.isLoggedIn).toBe(false);
    stores.session.start({
      id: 7,
      token: "t-1",
      merchantCode: "acme",
      userName: "demo",
      type: 0,
      firstTimeLogin: false,
    });
    expect(stores.session.token).toBe("t-1");
    expect(isValidDeviceId(stores.deviceId)).toBe(true);
    // The same id for the whole page, though nothing could keep it.
    expect(stores.deviceId).toBe(stores.deviceId);
  });
});

it("with writes refused, a value stored before is still read", () => {
  cases++;
  const local = REFUSALS["Safari private mode: writes throw QuotaExceededError"]?.({ MC_LANGUAGE: "CN" });
  const stores = testStores({}, memoryStorage(), { localStorage: local });
  expect(stores.i18n.language).toBe("CN");
});

function fakeDocument(cookie: { get: () => string; set: (value: string) => void }): Document {
  return Object.defineProperty({}, "cookie", {
    get: cookie.get,
    set: cookie.set,
    configurable: true,
  }) as Document;
}

function throwingCookies() {
  return documentCookies(
    fakeDocument({
      get: () => {
        throw new DOMException("The document is sandboxed", "SecurityError");
      },
      set: () => {
        throw new DOMException("The document is sandboxed", "SecurityError");
      },
    }),
  );
}

describe("cookies disabled or damaged", () => {
  const jars = {
    "document.cookie throws": throwingCookies,
    "writes are ignored (cookies disabled)": () =>
      documentCookies(fakeDocument({ get: () => "", set: () => undefined })),
    "a cookie that does not decode": () =>
      documentCookies(
        fakeDocument({ get: () => `a=1; ${DEVICE_ID_KEY}=%E0%A4%A; b=2`, set: () => undefined }),
      ),
    "a device id cookie of the wrong length": () =>
      documentCookies(fakeDocument({ get: () => `${DEVICE_ID_KEY}=short`, set: () => undefined })),
  };

  it.each(Object.entries(jars))(
    "%s: reads as no cookie, writes never throw, the device still gets one id",
    (_, jar) => {
      cases++;
      const cookies = jar();
      expect(() => cookies.set("x", "1", { days: 1 })).not.toThrow();
      const local = memoryStorage();
      const first = resolveDeviceId({
        localStorage: local,
        cookies,
        nativeDeviceId: null,
        generate: () => "n".repeat(36),
      });
      expect(first).toBe("n".repeat(36));
      // The next page finds it in local storage, though the cookie never kept it.
      const again = resolveDeviceId({
        localStorage: local,
        cookies,
        nativeDeviceId: null,
        generate: () => "m".repeat(36),
      });
      expect(again).toBe(first);
    },
  );

  it("a readable cookie is still read", () => {
    cases++;
    const cookies = documentCookies(
      fakeDocument({ get: () => `${DEVICE_ID_KEY}=${"c".repeat(36)}`, set: () => undefined }),
    );
    expect(cookies.get(DEVICE_ID_KEY)).toBe("c".repeat(36));
  });
});

it("docs/storage.md lists exactly the keys tested here", () => {
  const documented = [...readFileSync("docs/storage.md", "utf8").matchAll(/^\| `([^`]+)`/gm)].map(
    (m) => m[1],
  );
  const tested = KEY_CASES.map((keyCase) => keyCase.key.replace(/^wl-http:.*/, "wl-http:*"));
  expect(new Set(documented)).toEqual(new Set(tested));
});
