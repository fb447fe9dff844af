import { readFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { describe, expect, it, vi } from "vitest";
import { type LegacyCipher, NO_RSA_KEY, RequestEncryption } from "../../engine/http/encryption";
import { ApiError } from "../../engine/http/envelope";

const fakeCipher = (): LegacyCipher => ({
  encryptBody: (body, modulus) => ({
    value: `enc(${JSON.stringify(body)})`,
    headers: { Encryption: "rsa", "X-Digest": `enc(${JSON.stringify(body)})`, "X-RSA": modulus },
  }),
});

describe("RequestEncryption", () => {
  it("loads the cipher only when the first body is encrypted, and only once", async () => {
    const loadCipher = vi.fn(async () => fakeCipher());
    const encryption = new RequestEncryption(async () => "abcd", loadCipher);
    expect(loadCipher).not.toHaveBeenCalled();
    await encryption.encrypt("/wps/a", { a: 1 });
    await encryption.encrypt("/wps/b", { b: 2 });
    expect(loadCipher).toHaveBeenCalledTimes(1);
  });

  it("fetches the key once for concurrent callers and keeps it, quotes stripped", async () => {
    const fetchKey = vi.fn(async () => '"ABCdef0123"\n');
    const encryption = new RequestEncryption(fetchKey, async () => fakeCipher());
    const [a, b] = await Promise.all([encryption.encrypt("/wps/a", 1), encryption.encrypt("/wps/b", 2)]);
    await encryption.encrypt("/wps/c", 3);
    expect(fetchKey).toHaveBeenCalledTimes(1);
    expect(a.headers["X-RSA"]).toBe("ABCdef0123");
    expect(b.headers["X-RSA"]).toBe("ABCdef0123");
  });

  it("rejects with NO RSA KEY when the key cannot be had, and asks again next time", async () => {
    const fetchKey = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error("HTTP 500"))
      .mockResolvedValueOnce("<html>proxy error</html>")
      .mockResolvedValueOnce("abcd");
    const encryption = new RequestEncryption(fetchKey, async () => fakeCipher());
    for (const _ of [1, 2]) {
      const error = await encryption.encrypt("/wps/session/login", {}).catch((e) => e);
      expect(error).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({ kind: "malformed", message: NO_RSA_KEY, path: "/wps/session/login" });
    }
    await expect(encryption.encrypt("/wps/session/login", {})).resolves.toMatchObject({
      headers: { "X-RSA": "abcd" },
    });
    expect(fetchKey).toHaveBeenCalledTimes(3);
  });

  it("turns a cipher failure into an ApiError carrying its message (spec section 8)", async () => {
    const encryption = new RequestEncryption(
      async () => "abcd",
      async () => ({
        encryptBody: () => {
          throw new Error("the RSA modulus is too small for the key");
        },
      }),
    );
    await expect(encryption.encrypt("/wps/x", {})).rejects.toMatchObject({
      kind: "malformed",
      serverMessage: "the RSA modulus is too small for the key",
      message: "the RSA modulus is too small for the key",
    });
  });

  it("tries a chunk that failed to load again on the next call", async () => {
    const loadCipher = vi
      .fn<() => Promise<LegacyCipher>>()
      .mockRejectedValueOnce(new TypeError("Failed to fetch dynamically imported module"))
      .mockResolvedValueOnce(fakeCipher());
    const encryption = new RequestEncryption(async () => "abcd", loadCipher);
    await expect(encryption.encrypt("/wps/x", {})).rejects.toMatchObject({
      message: "Failed to fetch dynamically imported module",
    });
    await expect(encryption.encrypt("/wps/x", {})).resolves.toBeDefined();
    expect(loadCipher).toHaveBeenCalledTimes(2);
  });
});

/**
 * The first page must not carry node-forge: nothing the HTTP client imports statically (type-only
 * imports are erased) may reach node-forge or the legacy cipher module. Following the relative
 * imports from client.ts is what the bundler does to decide what goes into the entry chunk.
 */
describe("the first page's module graph", () => {
  const staticImports = (file: string): string[] => {
    const source = readFileSync(file, "utf8");
    const patterns = [
      /^import\s+(?!type\s)[\s\S]*?\sfrom\s+"([^"]+)"/gm,
      /^import\s+"([^"]+)"/gm,
      /^export\s+(?!type\s)[^;]*?\sfrom\s+"([^"]+)"/gm,
    ];
    return patterns.flatMap((pattern) => [...source.matchAll(pattern)].map((match) => match[1] ?? ""));
  };

  it("reaches neither node-forge nor legacy-cipher from engine/http/client.ts", () => {
    const seen = new Set<string>();
    const reached: string[] = [];
    const visit = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      for (const spec of staticImports(file)) {
        reached.push(spec);
        if (spec.startsWith(".")) visit(`${resolve(dirname(file), spec)}.ts`);
      }
    };
    visit(resolve(__dirname, "../../engine/http/client.ts"));
    expect(seen.size).toBeGreaterThan(3);
    expect(reached.filter((spec) => spec.includes("node-forge") || spec.includes("legacy-cipher"))).toEqual(
      [],
    );
  });
});
