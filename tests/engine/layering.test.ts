import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { sources } from "../source-files";

describe("layers", () => {
  // Stores build on the wire layer and the rules, never the other way round: the error catalogue
  // names what to show (its own FailureNotice), and the notice store shows it.
  it("the wire layer and the identity rules import no store, not even a type", () => {
    const offenders = ["engine/http", "engine/api", "engine/identity"]
      .flatMap(sources)
      .filter((file) => /from\s+["'][./]*\/stores\//.test(readFileSync(file, "utf8")));
    expect(offenders).toEqual([]);
  });
});
