import { describe, expect, it } from "vitest";
import { perEngine } from "../../engine/registry/per-engine";

describe("perEngine", () => {
  it("makes one model per engine on first use, from the first call's arguments, and shares it after", () => {
    const made: string[] = [];
    const modelFor = perEngine((engine: { name: string }, label = "default") => {
      made.push(`${engine.name}:${label}`);
      return { engine, label };
    });
    const app = { name: "app" };
    const test = { name: "test" };
    const first = modelFor(app, "fake clock");
    expect(modelFor(app)).toBe(first);
    expect(modelFor(app, "other").label).toBe("fake clock");
    expect(modelFor(test)).not.toBe(first);
    expect(made).toEqual(["app:fake clock", "test:default"]);
  });
});
