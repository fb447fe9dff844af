import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { sources } from "../source-files";

describe("firebase stays off the first page", () => {
  it("is imported by the app only through import(), never statically (types aside)", () => {
    const offenders = [...sources("engine"), ...sources("widgets")].filter((file) =>
      /^\s*import\s+(?!type\b)[^;]*from\s+["']firebase(\/|["'])/m.test(readFileSync(file, "utf8")),
    );
    expect(offenders).toEqual([]);
  });
});
