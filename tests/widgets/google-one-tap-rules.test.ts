import { observable, runInAction } from "mobx";
import { describe, expect, it } from "vitest";
import type { MerchantConfig } from "../../engine/config/merchant-config";
import { OneTapModel } from "../../widgets/google-one-tap/engage";

/** The app as one-tap's rules read it: sunrise's settings, a visitor in a browser on login. */
function app(change: { nativeApp?: "ios" | "android" | null; clientId?: string } = {}) {
  const state = observable({ pathname: "/m/login", loggedIn: false, switchOn: true });
  const config = {
    auth: { socialChannels: ["google", "twitter"] },
    firebase: {
      apiKey: "k",
      projectId: "p",
      ...("clientId" in change ? {} : { googleWebClientId: "1-demo.apps.googleusercontent.com" }),
    },
  } as unknown as MerchantConfig;
  const stores = {
    config,
    environment: { nativeApp: change.nativeApp ?? null },
    route: {
      get pathname() {
        return state.pathname;
      },
    },
    session: {
      get isLoggedIn() {
        return state.loggedIn;
      },
    },
    feature: (key: string) => key === "GOOGLELOGIN3" && state.switchOn,
  };
  const model = new OneTapModel(stores as unknown as ConstructorParameters<typeof OneTapModel>[0]);
  const set = (values: Partial<typeof state>) => runInAction(() => Object.assign(state, values));
  return { model, set };
}

describe("GOOGLELOGIN3: when one-tap is due", () => {
  it("on login, home and home's aliases, to a visitor in a browser; not on other pages", () => {
    const { model, set } = app();
    expect(model.due).toBe(true);
    for (const [pathname, due] of [
      ["/m/home", true],
      ["/m/index.html", true],
      ["/m/register", false],
      ["/m/deposit", false],
    ] as const) {
      set({ pathname });
      expect(model.due, pathname).toBe(due);
    }
  });

  it("follows the live switch and the session as they change", () => {
    const { model, set } = app();
    set({ switchOn: false });
    expect(model.due).toBe(false);
    set({ switchOn: true, loggedIn: true });
    expect(model.due).toBe(false);
    set({ loggedIn: false });
    expect(model.due).toBe(true);
  });

  it("never in the native app, nor without a web client id", () => {
    expect(app({ nativeApp: "ios" }).model.due).toBe(false);
    expect(app({ clientId: undefined }).model.due).toBe(false);
  });

  it("not again on this visit once the prompt has closed", () => {
    const { model, set } = app();
    model.close();
    expect(model.due).toBe(false);
    set({ pathname: "/m/home" });
    expect(model.due).toBe(false);
  });
});
