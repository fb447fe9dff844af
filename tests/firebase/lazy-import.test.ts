import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe("firebase stays off the first page", () => {
  it("is imported by the app only through import(), never statically (types aside)", () => {
    const offenders = [...sources("engine"), ...sources("widgets")].filter((file) =>
      /^\s*import\s+(?!type\b)[^;]*from\s+["']firebase(\/|["'])/m.test(readFileSync(file, "utf8")),
    );
    expect(offenders).toEqual([]);
  });
});
