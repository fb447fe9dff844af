import { describe, expect, it } from "vitest";
import { defineOverlay, defineScreen, defineSlot } from "../../engine/registry/blueprints";
import { DuplicateWidgetError, Registry } from "../../engine/registry/registry";
import type { Engine } from "../../engine/root/engine";

const view = async () => ({ default: () => null });

describe("registry", () => {
  it("throws when an id is registered twice", () => {
    const registry = new Registry();
    registry.register({ id: "screen:home", route: { path: "/m/home" }, view });
    expect(() => registry.register({ id: "screen:home", route: { path: "/m/index" }, view })).toThrow(
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

  it("calls a route available only while it is registered and its when rule holds, whatever the query", () => {
    const registry = new Registry();
    const stores = { on: true } as unknown as Engine;
    const switchedOn = (given: Engine) => (given as unknown as { on: boolean }).on;
    registry.register(defineScreen({ name: "rewards", path: "/m/rewardCenter", when: switchedOn, view }));
    registry.register(defineScreen({ name: "home", path: "/m/home", view }));
    expect(registry.isAvailable("/m/rewardCenter", stores)).toBe(true);
    expect(registry.isAvailable("/m/rewardCenter?tab=2#rules", stores)).toBe(true);
    expect(registry.isAvailable("/m/home", stores)).toBe(true);
    expect(registry.isAvailable("/m/mall/mallHome", stores)).toBe(false);
    (stores as unknown as { on: boolean }).on = false;
    expect(registry.isAvailable("/m/rewardCenter", stores)).toBe(false);
    expect(registry.isAvailable("/m/home", stores)).toBe(true);
  });

  it("rejects ids that are not namespaced", () => {
    expect(() => new Registry().register({ id: "Home", slot: "overlay", view })).toThrow(/kind:name/);
  });

  it("lists a slot's widgets in their order", () => {
    const registry = new Registry();
    registry.register({ id: "overlay:b", slot: "overlay", order: 2, view });
    registry.register({ id: "overlay:a", slot: "overlay", order: 1, view });
    registry.register({
      id: "floating:c",
      slot: "floating",
      floating: { corner: "end", width: 1, height: 1 },
      view,
    });
    expect(registry.inSlot("overlay").map((w) => w.id)).toEqual(["overlay:a", "overlay:b"]);
  });

  it("keeps one lazy view per widget so its state survives re-renders", () => {
    const registry = new Registry();
    registry.register({ id: "overlay:a", slot: "overlay", view });
    const widget = registry.get("overlay:a");
    if (!widget) throw new Error("not registered");
    expect(registry.view(widget)).toBe(registry.view(widget));
  });

  it("refuses an id whose kind does not match where the widget goes", () => {
    const registry = new Registry();
    expect(() => registry.register({ id: "screen:x", slot: "floating", view })).toThrow(
      /goes in the floating slot, so its id must start with "floating:"/,
    );
    expect(() => registry.register({ id: "overlay:x", route: { path: "/m/x" }, view })).toThrow(
      /goes in a route, so its id must start with "screen:"/,
    );
    expect(() => registry.register({ id: "signin:x", slot: "top-bar", view })).toThrow(/"chrome:"/);
    expect(registry.routes()).toEqual([]);
  });

  it("has every floating part declare its corner and size, and only bottom bars declare a height", () => {
    const registry = new Registry();
    expect(() => registry.register({ id: "floating:x", slot: "floating", view })).toThrow(
      /must declare floating: \{ corner, width, height \}/,
    );
    const place = { corner: "start" as const, width: 44, height: 44 };
    expect(() => registry.register({ id: "chrome:x", slot: "top-bar", floating: place, view })).toThrow(
      /in the top-bar slot declares a floating place or bar height/,
    );
    expect(() => registry.register({ id: "chrome:y", slot: "top-bar", barHeight: 56, view })).toThrow(
      /in the top-bar slot declares a floating place or bar height/,
    );
    expect(registry.inSlot("floating")).toEqual([]);
    expect(registry.inSlot("top-bar")).toEqual([]);
  });
});

describe("blueprints", () => {
  it("build the id from the kind and the shape the registry expects", () => {
    const registry = new Registry();
    const when = () => true;
    const screen = defineScreen({ name: "wallet", path: "/m/wallet", protected: true, view });
    const overlay = defineOverlay({ name: "popup", when, exclusive: true, order: 3, view });
    const place = { corner: "end" as const, width: 56, height: 56 };
    const floating = defineSlot("floating", { name: "chat", order: 20, floating: place, view });
    const method = defineSlot("sign-in-methods", { name: "social", order: 20, view });
    const bar = defineSlot("bottom-bar", { name: "tabs", barHeight: 56, view });
    registry.register(screen, overlay, floating, method, bar);
    expect(screen).toEqual({ id: "screen:wallet", route: { path: "/m/wallet", protected: true }, view });
    expect(overlay).toEqual({ id: "overlay:popup", slot: "overlay", exclusive: true, order: 3, when, view });
    expect(floating).toEqual({ id: "floating:chat", slot: "floating", order: 20, floating: place, view });
    expect(bar).toEqual({ id: "chrome:tabs", slot: "bottom-bar", barHeight: 56, view });
    expect(registry.inSlot("floating").map((w) => w.id)).toEqual(["floating:chat"]);
    expect(registry.inSlot("sign-in-methods").map((w) => w.id)).toEqual(["signin:social"]);
    expect(registry.inSlot("bottom-bar").map((w) => w.id)).toEqual(["chrome:tabs"]);
  });

  it("leave a screen open to visitors unless it says otherwise", () => {
    expect(defineScreen({ name: "news", path: "/m/news", view }).route).toEqual({ path: "/m/news" });
  });

  it("keep where a protected screen sends visitors, and ignore it on a public one", () => {
    expect(
      defineScreen({ name: "feedback", path: "/m/feedback", protected: true, guestRedirect: "/m/home", view })
        .route,
    ).toEqual({ path: "/m/feedback", protected: true, guestRedirect: "/m/home" });
    expect(defineScreen({ name: "help", path: "/m/help", guestRedirect: "/m/home", view }).route).toEqual({
      path: "/m/help",
    });
  });
});
