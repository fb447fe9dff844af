import type { APIRequestContext, Page } from "@playwright/test";
import { DOMAIN_CHECK_LOADING_VALUE, DOMAIN_RACE_PING_TIMEOUT_MS } from "../engine/constants";
import { entriesFor } from "../engine/customer-service/open-customer-service";
import { PROBE_IMAGE_PATH } from "../engine/domains/probe-image";
import { catalogue, expect, serverRequest, test } from "./fixtures";

/**
 * The fastest-domain race and the domain-unreachable dialog (docs/domains.md). The merchant's
 * other domains are mirrors of its host on the same server, `<name>.<code>.localhost:<port>`:
 * Chromium resolves every *.localhost to loopback, so each is an origin of its own (the pings
 * are cross-origin, with their CORS preflight), and POST /__dev/domains marks which are down.
 */
let control: APIRequestContext;
let seeded: string[] = [];
let merchantCode = "";

test.beforeEach(async ({ playwright, baseURL, merchant }) => {
  merchantCode = merchant.code;
  control = await serverRequest(playwright, baseURL);
  const reply = await control.post("/__dev/domains", { data: { merchant: merchant.code } });
  seeded = (await reply.json()).value.domains;
});

test.afterEach(async () => {
  await control.post("/__dev/domains", { data: { merchant: merchantCode, domains: seeded, down: [] } });
  await control.dispose();
});

/** The domain list the backend answers and the hosts that are down. */
async function domains(list: string[], down: string[]) {
  const reply = await control.post("/__dev/domains", {
    data: { merchant: merchantCode, domains: list, down },
  });
  expect(reply.ok()).toBe(true);
}

const hostOf = (baseURL: string | undefined, mirror?: string) => {
  const url = new URL(baseURL ?? "");
  return mirror ? `${mirror}.${url.host}` : url.host;
};

const dialogOf = (page: Page) => page.getByTestId("domain-dialog");

/** The page's connect-src, as its policy meta names it. */
async function connectSources(page: Page): Promise<string[]> {
  const policy = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute("content");
  const directive = (policy ?? "").split(";").find((part) => part.trim().startsWith("connect-src"));
  return directive?.trim().split(/\s+/).slice(1) ?? [];
}

test.describe("the fastest domain @one-phone", () => {
  test("with the primary domain failing, the race finds a live mirror the platform names at run time (not in the policy) and retry lands there, codes kept", async ({
    page,
    baseURL,
    merchant,
  }) => {
    const primary = hostOf(baseURL);
    const dead = hostOf(baseURL, "dead");
    const alive = hostOf(baseURL, "alive");
    // The mirrors come from the platform (domainRoute, the bootstrap's domainList), not the
    // merchant file: the build's policy never named them.
    await domains([dead, alive], [primary, dead]);
    const probes: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).host === alive) probes.push(new URL(request.url()).pathname);
    });
    await page.goto("/m/home?affiliateCode=AF7&r=R7");
    const dialog = dialogOf(page);
    const texts = catalogue(merchant.languages.default);
    await expect(page.getByRole("dialog", { name: texts("domain_title") })).toBeVisible();
    await expect(dialog.getByTestId("domain-error")).toHaveText(
      "This address is not available. Please use another one.",
    );
    await expect(dialog.getByTestId("domain-state")).toHaveAttribute("data-outcome", "won");
    await expect(dialog.getByText(texts("domain_found"))).toBeVisible();
    await expect(page.getByTestId("vendor-lane")).toHaveCount(0);
    // connect-src names no mirror (a fetch there would be refused): the race reached it by the
    // build's icon, which img-src allows, and sent it no ping.
    expect((await connectSources(page)).some((source) => source.includes(".localhost"))).toBe(false);
    expect(probes).toEqual([PROBE_IMAGE_PATH]);
    const landing = page.waitForRequest(
      (request) => request.isNavigationRequest() && request.url().includes(alive),
    );
    await dialog.getByTestId("domain-retry").click();
    expect((await landing).url()).toBe(`http://${alive}/m/index.html?affiliateCode=AF7&r=R7`);
    await expect(page.getByTestId("vendor-lane").first()).toBeVisible();
    expect(new URL(page.url()).host).toBe(alive);
    await expect(dialogOf(page)).toHaveCount(0);
  });

  test("every domain dead: the dialog says so, and retry races again @one-merchant", async ({
    page,
    baseURL,
    merchant,
  }) => {
    const primary = hostOf(baseURL);
    const first = hostOf(baseURL, "first");
    const second = hostOf(baseURL, "second");
    await domains([first, second], [primary, first, second]);
    // The merchant file's own domains (*.example) are raced too and never answer here: the clock
    // takes them past their 10 s.
    await page.clock.install();
    await page.goto("/m/home?r=R1");
    const dialog = dialogOf(page);
    const state = dialog.getByTestId("domain-state");
    // Once the pings are out (their timers set), the clock can pass their 10 s.
    await expect(state).toHaveAttribute("data-raced", /\d+/);
    await page.clock.runFor(DOMAIN_RACE_PING_TIMEOUT_MS);
    await expect(state).toHaveAttribute("data-outcome", "all-dead");
    const texts = catalogue(merchant.languages.default);
    await expect(dialog.getByRole("alert")).toHaveText(texts("domain_none_alive"));
    // The second mirror comes back: retry races again and finds it.
    await domains([first, second], [primary, first]);
    await dialog.getByTestId("domain-retry").click();
    // It answers at once (real time): the clock stays put, or the 10 s would run out first.
    await expect(state).toHaveAttribute("data-outcome", "won");
    const landing = page.waitForRequest(
      (request) => request.isNavigationRequest() && request.url().includes(second),
    );
    await dialog.getByTestId("domain-retry").click();
    expect((await landing).url()).toBe(`http://${second}/m/index.html?r=R1`);
  });

  test("no domain listed: the dialog says there is none to try", async ({ page, baseURL, merchant }) => {
    await domains([], [hostOf(baseURL)]);
    await page.clock.install();
    await page.goto("/m/home");
    const state = dialogOf(page).getByTestId("domain-state");
    await expect(state).toHaveAttribute("data-raced", /\d+/);
    await page.clock.runFor(DOMAIN_RACE_PING_TIMEOUT_MS);
    // A merchant whose file lists domains still races those (and none answers here).
    const fileDomains = merchant.api?.domains ?? [];
    await expect(state).toHaveAttribute("data-outcome", fileDomains.length ? "all-dead" : "empty");
    const texts = catalogue(merchant.languages.default);
    await expect(dialogOf(page).getByRole("alert")).toHaveText(
      texts(fileDomains.length ? "domain_none_alive" : "domain_none_listed"),
    );
  });

  test("while the race runs the dialog shows the loading indicator; a mirror that never answers is out after 10 s @one-merchant", async ({
    page,
    baseURL,
    dev,
  }) => {
    const primary = hostOf(baseURL);
    const slow = hostOf(baseURL, "slow");
    await domains([slow], [primary]);
    // The mirror is one the platform names: the race probes it with the build's icon.
    await dev.fault({ path: PROBE_IMAGE_PATH, delayMs: 60_000 });
    await page.clock.install();
    await page.goto("/m/home");
    const dialog = dialogOf(page);
    await expect(dialog.getByTestId("domain-state")).toHaveAttribute("data-phase", "loading");
    await expect(dialog.getByRole("progressbar")).toHaveAttribute(
      "aria-valuenow",
      String(DOMAIN_CHECK_LOADING_VALUE),
    );
    await expect(dialog.getByTestId("domain-retry")).toBeDisabled();
    await expect(dialog.getByTestId("domain-state")).toHaveAttribute("data-raced", /[1-9]/);
    await page.clock.runFor(DOMAIN_RACE_PING_TIMEOUT_MS - 1_000);
    await expect(dialog.getByTestId("domain-state")).toHaveAttribute("data-phase", "loading");
    await page.clock.runFor(1_000);
    await expect(dialog.getByTestId("domain-state")).toHaveAttribute("data-outcome", "all-dead");
  });

  test("the customer service button opens the merchant's customer service", async ({
    page,
    baseURL,
    merchant,
  }) => {
    await domains([], [hostOf(baseURL)]);
    await page.goto("/m/home");
    await dialogOf(page).getByTestId("domain-cs").click();
    // The visitor's entry (the unrestricted one) opens its provider's widget, here the backend's
    // stand-in (docs/customer-service.md).
    const entries = (merchant.customerService ?? []).map((entry) => ({ ...entry, path: entry.url }));
    const csType = entriesFor(entries, null)[0]?.csType;
    await expect(page.locator(`[data-chat-stand-in="${csType}"]`)).toBeVisible();
  });
});
