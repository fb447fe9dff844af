// @vitest-environment jsdom
import { act, cleanup, render, screen } from "@testing-library/react";
import { IntlProvider } from "react-intl";
import { MemoryRouter, useLocation } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Registry } from "../../engine/registry/registry";
import type { Engine } from "../../engine/root/engine";
import { AppRoutes } from "../../engine/routing/app-routes";
import { StoresContext } from "../../engine/ui/stores-context";
import { testStores } from "./test-stores";

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

function testRegistry() {
  const registry = new Registry();
  registry.register({
    id: "screen:home",
    route: { path: "/m/home" },
    view: async () => ({ default: () => <h1>Home screen</h1> }),
  });
  registry.register({
    id: "screen:login",
    route: { path: "/m/login" },
    view: async () => ({ default: () => <h1>Login screen</h1> }),
  });
  registry.register({
    id: "screen:member",
    route: { path: "/m/member/home", protected: true },
    view: async () => ({ default: () => <h1>Member screen</h1> }),
  });
  registry.register({
    id: "screen:broken",
    route: { path: "/m/broken" },
    view: async () => ({
      default: () => {
        throw new Error("boom");
      },
    }),
  });
  return registry;
}

function renderAt(path: string, stores: Engine = testStores()) {
  return render(
    <StoresContext.Provider value={stores}>
      <IntlProvider
        locale="en"
        messages={{ not_found_title: "Page not found", load_failed: "Could not load", retry_once: "Retry" }}
        onError={() => undefined}
      >
        <MemoryRouter initialEntries={[path]}>
          <AppRoutes registry={testRegistry()} />
          <Where />
        </MemoryRouter>
      </IntlProvider>
    </StoresContext.Provider>,
  );
}

afterEach(cleanup);

describe("routes built from the registry", () => {
  it.each(["/m/home", "/m/index", "/m/index.html", "/"])("%s shows home", async (path) => {
    renderAt(path);
    expect(await screen.findByRole("heading", { name: "Home screen" })).toBeTruthy();
    expect(screen.getByTestId("where").textContent).toBe(path);
  });

  it("sends a visitor on a protected route to /m/login", async () => {
    renderAt("/m/member/home");
    expect(await screen.findByRole("heading", { name: "Login screen" })).toBeTruthy();
    expect(screen.getByTestId("where").textContent).toBe("/m/login");
  });

  it("lets a protected route through with a token in the query", async () => {
    renderAt("/m/member/home?tokens=abc");
    expect(await screen.findByRole("heading", { name: "Member screen" })).toBeTruthy();
  });

  it("lets a protected route through with a stored session", async () => {
    const stores = testStores();
    stores.session.start({
      id: 1,
      token: "t",
      merchantCode: "acme",
      userName: "demo",
      type: 0,
      firstTimeLogin: false,
    });
    renderAt("/m/member/home", stores);
    expect(await screen.findByRole("heading", { name: "Member screen" })).toBeTruthy();
  });

  it("answers an unknown route with the not-found page", async () => {
    renderAt("/m/nowhere");
    expect(await screen.findByRole("heading", { name: "Page not found" })).toBeTruthy();
  });

  it("keeps the app up when a screen crashes, and logs the widget's id", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => undefined);
    renderAt("/m/broken");
    expect(await screen.findByRole("alert")).toBeTruthy();
    expect(screen.getByText("Could not load")).toBeTruthy();
    expect(log.mock.calls.some((call) => String(call[0]).includes("[widget screen:broken]"))).toBe(true);
    log.mockRestore();
  });
});

describe("leaving a protected page when the session ends", () => {
  const member = {
    id: 1,
    token: "t",
    merchantCode: "acme",
    userName: "demo",
    type: 0,
    firstTimeLogin: false,
  };

  it("goes to the login page after the member logs out (spec section 2's guard)", async () => {
    const stores = testStores();
    stores.session.start(member);
    renderAt("/m/member/home", stores);
    await screen.findByRole("heading", { name: "Member screen" });
    act(() => stores.session.clear("logout"));
    expect(await screen.findByRole("heading", { name: "Login screen" })).toBeTruthy();
  });

  it("goes to the login page when the session is lost", async () => {
    const stores = testStores();
    stores.session.start(member);
    renderAt("/m/member/home", stores);
    await screen.findByRole("heading", { name: "Member screen" });
    act(() => stores.session.clear());
    expect(await screen.findByRole("heading", { name: "Login screen" })).toBeTruthy();
  });
});
