/**
 * A tester per widget (docs/architecture.md, "Widget tests"): `renderWidget(definition, options)`
 * mounts one widget the way engine/app.tsx does — the real engine (createEngine), a registry holding that
 * widget (and any `with` it), the engine's routes with their guard and `when` rule, its slots, the
 * lazy view behind its error boundary, the real catalogue of the chosen language, and the notice
 * and toast hosts — over a fake transport (fake-transport.ts) instead of the network.
 *
 *   const page = await renderWidget(login, { config: "royal", responses: { "/wps/session/login": SESSION } });
 *   page.fill({ Username: "demo", Password: "Demo@1234" });
 *   fireEvent.click(screen.getByRole("button", { name: "Log in" }));
 *   await page.settle();
 *   expect(page.requestsTo("/wps/session/login")[0]?.body).toMatchObject({ username: "demo" });
 *
 * Before rendering it does what engine/boot.tsx does before the page shows (landing query, the
 * language's catalogue, the status call), so the widget starts as a member would see it. Answers
 * arrive on real macrotasks: `settle()` after a tap lets them in; with `fakeClock`, `advance(ms)`
 * moves the spec's timings. Everything is taken down after each test (testing-library's cleanup,
 * the stores' reactions, real timers, web storage, the firebase client).
 */

import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { observer } from "mobx-react-lite";
import { IntlProvider } from "react-intl";
import { MemoryRouter } from "react-router";
import { afterEach, vi } from "vitest";
import type { MemberInfo } from "../../engine/api/member";
import type { SystemStatus } from "../../engine/api/system";
import { NavigationBridge, Screen } from "../../engine/app";
import type { LanguageCode, MerchantConfig } from "../../engine/config/merchant-config";
import { STORAGE_KEYS } from "../../engine/constants";
import { Engagements } from "../../engine/engagement/engagements";
import { firebaseAuth, resetFirebaseAuthForTests } from "../../engine/firebase/firebase-loader";
import { loadCatalogue } from "../../engine/i18n/catalogues";
import { captureRegistrationInfo } from "../../engine/identity/registration-info";
import { safeStorage } from "../../engine/platform/storage";
import { Registry, type WidgetDefinition } from "../../engine/registry/registry";
import { RegistryContext } from "../../engine/registry/registry-context";
import { createEngine } from "../../engine/root/create-engine";
import type { Engine } from "../../engine/root/engine";
import { HOME_PATH } from "../../engine/routing/aliases";
import type { SessionInfo } from "../../engine/stores/session-store";
import { NoticeHost } from "../../engine/ui/notice-host";
import { StoresContext } from "../../engine/ui/stores-context";
import { ToastHost } from "../../engine/ui/toast-host";
import { encodeCustomerServicePath } from "../../server/legacy-cipher";
import { testConfig } from "../engine/test-stores";
import { fakeFirebaseModules, fakeSdk } from "../firebase/fake-firebase";
import { fakeTransport, type Responses } from "./fake-transport";

export { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
export { fail, httpStatus } from "./fake-transport";

export interface WidgetTestOptions {
  /** A sample merchant's code (loaded and merged as the build does), or keys laid over testConfig. */
  config?: string | Partial<MerchantConfig>;
  /** A logged-in member as the session store keeps it, `member` being what /wps/member/info answers. */
  session?: Partial<Omit<SessionInfo, "merchantCode">> & { member?: Partial<MemberInfo> };
  /** The member's language, one of the merchant's; English by default. */
  language?: LanguageCode;
  /** The status call's answer, over an open site with one customer-service entry. */
  status?: Partial<SystemStatus>;
  /**
   * What the backend answers, by path (fake-transport.ts), over the status call and the country
   * list; unknown calls get the reference server's 404.
   */
  responses?: Responses;
  /** Where the page opens, query included (read as a landing link); the screen's path, else /m/home. */
  path?: string;
  /** Widgets registered beside it (the tab bar shows a tab only for a registered screen). */
  with?: WidgetDefinition[];
  /** Fake setTimeout, setInterval and Date from the start, for the spec's timings: see `advance`. */
  fakeClock?: boolean;
  /** The firebase SDK the lazy loader hands out when the merchant has firebase; a fresh fake otherwise. */
  firebase?: ReturnType<typeof fakeSdk>;
}

/** Where the status call's one customer-service entry leads (sent encoded, as the platform does). */
export const CUSTOMER_SERVICE_URL = "https://chat.example/acme";

/** The status call's answer unless a test says otherwise: an open site, as the reference server answers. */
const OPEN_SITE: SystemStatus = {
  maintenance: false,
  regionRestriction: false,
  ip: "203.0.113.7",
  info: {
    customerService: [
      { title: "Live chat", path: encodeCustomerServicePath(CUSTOMER_SERVICE_URL), csType: "LIVECHAT" },
    ],
  },
};

/** The country list (GET /wps/system/country) unless a test says otherwise: Thailand at home, and China. */
export const COUNTRIES = {
  countryCode: "TH",
  countryDialingCode: "66",
  countries: [
    { countryCode: "TH", countryDialingCode: "66" },
    { countryCode: "CN", countryDialingCode: "86" },
  ],
};

/** The device id every harness page reports as loginDeviceId (36 characters, spec section 9). */
export const TEST_DEVICE_ID = "00000000-0000-4000-8000-00000000d3v1";

const merchants = new Map<string, MerchantConfig>();
async function configFor(choice: WidgetTestOptions["config"]): Promise<MerchantConfig> {
  if (typeof choice !== "string") return { ...testConfig, ...choice };
  if (!merchants.has(choice)) {
    // Imported on first use: the schema validators cost a test file that only uses testConfig.
    const { loadMerchant } = await import("../../scripts/lib/merchants");
    merchants.set(choice, loadMerchant(choice).config);
  }
  return structuredClone(merchants.get(choice) as MerchantConfig);
}

// Captured before any test fakes the clock: waiting for the fake backend needs real time to pass.
const realSetTimeout = globalThis.setTimeout;

/** Lets answers, lazy views and re-renders that are under way arrive. */
export async function settle(): Promise<void> {
  for (let round = 0; round < 3; round++) {
    await act(() => new Promise<void>((resolve) => realSetTimeout(resolve, 0)));
  }
}

const teardown: Array<() => void> = [];
afterEach(() => {
  cleanup();
  for (const step of teardown.splice(0)) step();
  vi.useRealTimers();
  resetFirebaseAuthForTests();
  window.localStorage.clear();
  window.sessionStorage.clear();
});

/** engine/app.tsx's page, in a memory router at `path`. */
const Harness = observer(function Harness(props: { stores: Engine; registry: Registry; path: string }) {
  const { stores, registry, path } = props;
  return (
    <StoresContext.Provider value={stores}>
      <RegistryContext.Provider value={registry}>
        <IntlProvider locale={stores.i18n.locale} messages={stores.i18n.messages ?? {}} defaultLocale="en">
          <MemoryRouter initialEntries={[path]}>
            <NavigationBridge stores={stores} />
            <Screen stores={stores} registry={registry} />
            {/* The engagement overlays' rules start at once here (the app waits for the page's load). */}
            <Engagements registry={registry} />
            <NoticeHost />
            <ToastHost />
          </MemoryRouter>
        </IntlProvider>
      </RegistryContext.Provider>
    </StoresContext.Provider>
  );
});

function sessionResponses(options: WidgetTestOptions, code: string, storage: Storage): Responses {
  if (!options.session) return {};
  const { member, ...given } = options.session;
  const info: SessionInfo = {
    id: 7,
    token: "member-token",
    userName: "demo",
    type: 0,
    firstTimeLogin: false,
    ...given,
    merchantCode: code,
  };
  storage.setItem(STORAGE_KEYS.sessionInfo, JSON.stringify(info));
  return { "/wps/member/info": { id: info.id, userName: info.userName, type: info.type, ...member } };
}

/** Mounts `definition` as the app would; see the header for what comes with it. */
export async function renderWidget(definition: WidgetDefinition, options: WidgetTestOptions = {}) {
  if (options.fakeClock)
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "setInterval", "clearInterval", "Date"] });
  const config = await configFor(options.config);
  const language = options.language ?? "EN";
  if (!config.languages.supported.includes(language)) {
    throw new Error(
      `${config.code} does not offer ${language} (it offers ${config.languages.supported.join(", ")})`,
    );
  }
  const path = options.path ?? ("route" in definition ? definition.route.path : HOME_PATH);
  const search = new URL(path, "https://x").search;
  const host = `${config.code}.localhost`;
  window.localStorage.setItem(STORAGE_KEYS.language, language);
  const transport = fakeTransport({
    "/wps/system/status": { ...OPEN_SITE, ...options.status },
    "/wps/system/country": COUNTRIES,
    ...sessionResponses(options, config.code, window.sessionStorage),
    ...options.responses,
  });
  const opened: string[] = [];
  const localStorage = safeStorage(() => window.localStorage);
  const stores = createEngine({
    config,
    fetch: transport.fetch,
    apiOrigin: "",
    sessionStorage: safeStorage(() => window.sessionStorage),
    localStorage,
    location: { protocol: "https:", host, search, pathname: new URL(path, "https://x").pathname },
    browserLanguages: ["en-US"],
    loadCatalogue,
    openWindow: (url) => opened.push(url),
    generateId: () => TEST_DEVICE_ID,
  });
  teardown.push(() => stores.stop());

  // What engine/boot.tsx does before the page shows (a session comes from options.session: a
  // token handed over in the address never reaches the app's address, engine/security/token-handover.ts).
  captureRegistrationInfo(search, localStorage, host);
  stores.start();
  await stores.i18n.load();
  await stores.system.load(host, "").catch(() => undefined);

  const firebase = options.firebase ?? fakeSdk();
  if (config.firebase?.apiKey) {
    // The widget's first call to the loader gets this client: the real SDK is never imported.
    void firebaseAuth(
      config.firebase,
      safeStorage(() => window.sessionStorage),
      async () => fakeFirebaseModules(firebase).modules,
    );
  }

  const registry = new Registry();
  registry.register(definition, ...(options.with ?? []));
  // Loaded ahead, so that lazy views, the cipher (encrypted calls, customer-service links) and
  // the sign-in code are a microtask away rather than a file read when settle() waits for them.
  await Promise.all([
    ...[definition, ...(options.with ?? [])].map((widget) => widget.view()),
    import("../../engine/http/legacy-cipher"),
    import("../../engine/http/encrypted-sender"),
    // The sign-in code the app loads on first use (engine/stores/identity-facade.ts).
    import("../../engine/root/identity-flows"),
    import("../../engine/stores/identity-store"),
    import("../../engine/stores/identity/identity-api"),
    // The notice dialog, which the app loads with the first notice (engine/ui/notice-host.tsx).
    import("../../engine/ui/notice-dialog"),
    // The floating layer, which the app loads after the page (engine/app.tsx).
    import("../../engine/layout/floating-layer"),
    // The texts the app loads with each view (its catalogue parts).
    stores.i18n.loadParts([definition, ...(options.with ?? [])].flatMap((widget) => widget.messages ?? [])),
  ]);

  render(<Harness stores={stores} registry={registry} path={path} />);
  await settle();

  const requestsTo = (path: string) => transport.requests.filter((request) => request.path === path);
  return {
    stores,
    /** Every request the fake backend saw, oldest first. */
    requests: transport.requests,
    requestsTo,
    /** Addresses the page opened in a new window (customer service). */
    opened,
    /** Where the router is now (as the stores see it). */
    location: () => ({ pathname: stores.route.pathname, search: stores.route.search }),
    /** The fake firebase SDK, to answer or inspect sign-ins. */
    firebase,
    /** Types into fields found by their label. */
    fill(fields: Record<string, string>) {
      for (const [label, value] of Object.entries(fields)) {
        fireEvent.change(screen.getByLabelText(label), { target: { value } });
      }
    },
    settle,
    advance,
    /**
     * The spec's double-submit guards (fake clock): `tap` twice at once (confirming the notice the
     * first answer raised, as a member would), then once more `ms` later. How many requests to
     * `path` had gone out after the double tap, and after the later tap.
     */
    async guardedSubmits(tap: () => void, path: string, ms: number) {
      tap();
      await settle();
      const notice = screen.queryByRole("alertdialog");
      if (notice) fireEvent.click(within(notice).getByRole("button"));
      tap();
      await advance(ms - 1);
      const doubleTap = requestsTo(path).length;
      await advance(1);
      tap();
      await settle();
      return { doubleTap, later: requestsTo(path).length };
    },
  };
}

/** Moves the fake clock (fakeClock: true) and lets what it set off finish. */
async function advance(ms: number): Promise<void> {
  await act(() => vi.advanceTimersByTimeAsync(ms));
  await settle();
}

/** What is in the field of that label now. */
export function typedIn(label: string): string {
  return (screen.getByLabelText(label) as HTMLInputElement).value;
}

/** A field's flag as a member meets it: marked invalid, focused, and the message tied to it. */
export function flagOf(label: string) {
  const field = screen.getByLabelText(label);
  const described = (field.getAttribute("aria-describedby") ?? "").split(" ").filter(Boolean);
  return {
    invalid: field.getAttribute("aria-invalid") === "true",
    focused: document.activeElement === field,
    message: described.map((id) => document.getElementById(id)?.textContent ?? "").join(" "),
  };
}
