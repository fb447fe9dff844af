import { describe, expect, it } from "vitest";
import { DuplicateWidgetError, Registry } from "../../engine/registry/registry";

const view = async () => ({ default: () => null });

describe("registry", () => {
  it("throws when an id is registered twice", () => {
    const registry = new Registry();
    registry.register({ id: "screen:home", route: { path: "/m/home" }, view });
    expect(() => registry.register({ id: "screen:home", slot: "overlay", view })).toThrow(
      DuplicateWidgetError,
    );
  });

  it("throws when two widgets claim one route", () => {
    const registry = new Registry();
    registry.register({ id: "screen:home", route: { path: "/m/home" }, view });
    expect(() => registry.register({ id: "screen:home-two", route: { path: "/m/home" }, view })).toThrow(
      /already taken by "screen:home"/,
    );
  });

  it("rejects ids that are not namespaced", () => {
    expect(() => new Registry().register({ id: "Home", slot: "overlay", view })).toThrow(/kind:name/);
  });

  it("lists a slot's widgets in their order", () => {
    const registry = new Registry();
    registry.register({ id: "overlay:b", slot: "overlay", order: 2, view });
    registry.register({ id: "overlay:a", slot: "overlay", order: 1, view });
    registry.register({ id: "floating:c", slot: "floating", view });
    expect(registry.inSlot("overlay").map((w) => w.id)).toEqual(["overlay:a", "overlay:b"]);
  });

  it("keeps one lazy view per widget so its state survives re-renders", () => {
    const registry = new Registry();
    registry.register({ id: "overlay:a", slot: "overlay", view });
    const widget = registry.get("overlay:a");
    if (!widget) throw new Error("not registered");
    expect(registry.view(widget)).toBe(registry.view(widget));
  });
});
