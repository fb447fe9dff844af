// @vitest-environment jsdom
import { act, cleanup, render, screen } from "@testing-library/react";
import { Suspense } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Registry } from "../../engine/registry/registry";
import { Slot } from "../../engine/registry/widget-view";
import { StoresContext } from "../../engine/ui/stores-context";
import { testStores } from "./test-stores";

afterEach(cleanup);

describe("widgets in a slot", () => {
  it("a failing widget disappears and logs its id; its neighbour stays", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const registry = new Registry();
    registry.register({
      id: "chrome:broken",
      slot: "top-bar",
      view: async () => ({
        default: () => {
          throw new Error("kaput");
        },
      }),
    });
    registry.register({
      id: "chrome:fine",
      slot: "top-bar",
      view: async () => ({ default: () => <p>Still here</p> }),
    });
    render(
      <StoresContext.Provider value={testStores()}>
        <Slot name="top-bar" registry={registry} />
      </StoresContext.Provider>,
    );
    expect(await screen.findByText("Still here")).toBeTruthy();
    expect(log.mock.calls.some((call) => String(call[0]).includes("[widget chrome:broken]"))).toBe(true);
    log.mockRestore();
  });

  it("a widget whose lazy import fails disappears too", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const registry = new Registry();
    registry.register({
      id: "chrome:offline",
      slot: "top-bar",
      view: () => Promise.reject(new Error("chunk failed")),
    });
    registry.register({
      id: "chrome:fine",
      slot: "top-bar",
      view: async () => ({ default: () => <p>Still here</p> }),
    });
    render(
      <StoresContext.Provider value={testStores()}>
        <Slot name="top-bar" registry={registry} />
      </StoresContext.Provider>,
    );
    expect(await screen.findByText("Still here")).toBeTruthy();
    await vi.waitFor(() =>
      expect(log.mock.calls.some((c) => String(c[0]).includes("[widget chrome:offline]"))).toBe(true),
    );
    log.mockRestore();
  });

  it("shows a widget only while its when rule holds", async () => {
    const stores = testStores();
    const registry = new Registry();
    registry.register({
      id: "chrome:members-only",
      slot: "top-bar",
      when: (s) => s.session.isLoggedIn,
      view: async () => ({ default: () => <p>Members only</p> }),
    });
    render(
      <StoresContext.Provider value={stores}>
        <Slot name="top-bar" registry={registry} />
      </StoresContext.Provider>,
    );
    expect(screen.queryByText("Members only")).toBeNull();
    stores.session.start({
      id: 1,
      token: "t",
      merchantCode: "acme",
      userName: "u",
      type: 0,
      firstTimeLogin: false,
    });
    expect(await screen.findByText("Members only")).toBeTruthy();
  });
});

describe("a slot inside a page's flow", () => {
  /** A page with the sign-in methods above its 'Register' link, whose one method's code is still on its way. */
  function pageWithPendingMethod(withPage: boolean) {
    let arrive: () => void = () => undefined;
    const registry = new Registry();
    registry.register({
      id: "signin:slow",
      slot: "sign-in-methods",
      view: () =>
        new Promise((resolve) => {
          arrive = () => resolve({ default: () => <button type="button">Continue with Google</button> });
        }),
    });
    render(
      <StoresContext.Provider value={testStores()}>
        <Suspense fallback={<p>Page loading</p>}>
          <form aria-label="Log in" />
          <Slot name="sign-in-methods" registry={registry} withPage={withPage} />
          <a href="/m/register">Register</a>
        </Suspense>
      </StoresContext.Provider>,
    );
    return () => act(async () => arrive());
  }

  it("with the page: the page waits for the method, so 'Register' is never painted where the method will go", async () => {
    const arrive = pageWithPendingMethod(true);
    expect(screen.getByText("Page loading")).toBeTruthy();
    expect(screen.queryByText("Register")).toBeNull();
    await arrive();
    expect(await screen.findByRole("button", { name: "Continue with Google" })).toBeTruthy();
    expect(screen.getByText("Register")).toBeTruthy();
  });

  it("alone (the default): the page shows at once and the method comes in later", async () => {
    const arrive = pageWithPendingMethod(false);
    expect(screen.getByText("Register")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Continue with Google" })).toBeNull();
    await arrive();
    expect(await screen.findByRole("button", { name: "Continue with Google" })).toBeTruthy();
  });
});
