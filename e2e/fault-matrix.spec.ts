import type { Locator, Page } from "@playwright/test";
import { DEFAULT_REQUEST_TIMEOUT_MS, STORAGE_KEYS } from "../engine/constants";
import { MATRIX_OVERLAYS, MATRIX_ROUTES, urlOf } from "./fault-matrix-routes";
import { catalogue, type DevControls, expect, test } from "./fixtures";

/**
 * The fault matrix (issue 20; docs/testing.md): every route and overlay, as a visitor and as a
 * member, with every API call failing one way. Each combination must end on a visible message or
 * the screen's own content, with a way forward inside it, and without an uncaught error. Failures
 * are collected, not thrown, so one red run names every failing combination.
 */

/** The server's message for the business error: what a member would read in the notice. */
const BUSINESS_MESSAGE = "Service temporarily unavailable";

interface Fault {
  name: string;
  /** The dev control's body (path `/wps/*`), or offline: the browser itself loses the network. */
  fault?: Parameters<DevControls["fault"]>[0];
  offline?: boolean;
  /** The client's timer must run out: the page's clock is moved on instead of waiting. */
  timeout?: boolean;
}

const ALL_API = "/wps/*";
const FAULTS: readonly Fault[] = [
  { name: "500", fault: { path: ALL_API, status: 500 } },
  { name: "502", fault: { path: ALL_API, status: 502 } },
  { name: "401", fault: { path: ALL_API, status: 401 } },
  {
    name: "business error",
    fault: { path: ALL_API, status: 400, errorCode: "system.busy", message: BUSINESS_MESSAGE },
  },
  // The server holds each call while the page's clock is moved past the client's timeout, so the
  // client gives up first. Held for seconds, not a minute: the test server speaks HTTP/1.1, six
  // connections per host, and calls held longer would starve the screens' own code of them.
  { name: "timeout", fault: { path: ALL_API, delayMs: 8_000 }, timeout: true },
  { name: "malformed JSON", fault: { path: ALL_API, malformed: true } },
  { name: "dropped connection", fault: { path: ALL_API, drop: true } },
  { name: "offline", offline: true },
];
const ROLES = ["visitor", "member"] as const;

/**
 * How long a screen may take to settle on a message or its content, in real time: 6 s once left
 * the member's home still loading behind a closed notice in a full run on two busy cores.
 */
const SETTLE_MS = 10_000;
const POLL_MS = 150;

interface Verdict {
  ok: boolean;
  /** Still showing placeholders or a spinner: neither a message nor content yet. */
  loading: boolean;
  dialog: boolean;
  reason: string;
}

/**
 * What the member sees now: an open dialog if any (it is in front), else the page. It must show
 * a known message or some text of its own; a message or a dialog must offer a way forward inside
 * it (a button, a link, a field or a game frame): the tab bar below does not count, or every
 * failure would pass.
 */
function look(page: Page, messages: string[]): Promise<Verdict> {
  return page.evaluate((messages) => {
    const shown = (element: Element) => {
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      return box.width > 0 && box.height > 0 && style.visibility !== "hidden" && style.display !== "none";
    };
    const dialogs = [...document.querySelectorAll('[role="alertdialog"], [role="dialog"]')].filter(shown);
    const dialog = dialogs.at(-1);
    // The static shell's main stays in the page under React's; the last one shown is the screen.
    // The game viewer has no main: it takes the whole page.
    const scope = dialog ?? [...document.querySelectorAll("main")].filter(shown).at(-1) ?? document.body;
    const fail = (reason: string, loading = false) => ({
      ok: false,
      loading,
      dialog: Boolean(dialog),
      reason,
    });
    if (!scope || !shown(scope)) return fail("blank: no page and no dialog");
    const busy = [...scope.querySelectorAll('.wl-skeleton, [aria-busy="true"]')].some(shown);
    const text = (scope as HTMLElement).innerText.trim();
    const message = messages.find((candidate) => text.includes(candidate));
    const ways = [...scope.querySelectorAll("button, a[href], input, select, textarea, iframe")].filter(
      (element) => shown(element) && !(element as HTMLButtonElement).disabled,
    );
    if (busy && !message) return fail("still loading, nothing to read or do", true);
    if (!message && text.length === 0) return fail(`blank ${dialog ? "dialog" : "page"}`);
    // The screen's own content is a way forward in itself; a message needs a button or link by it.
    if ((message || dialog) && ways.length === 0) return fail(`no way forward on "${text.slice(0, 80)}"`);
    return { ok: true, loading: false, dialog: Boolean(dialog), reason: "" };
  }, messages);
}

/**
 * Waits for the screen to settle; a timeout fault's calls only end when the page's clock moves.
 * The wait is real time on both paths: a screen whose code is still on its way (a busy machine)
 * starts its call after a clock move, so the clock moves again each poll until the deadline.
 */
async function settle(page: Page, messages: string[], timeoutMs: number | null): Promise<Verdict> {
  let verdict = await look(page, messages);
  const deadline = Date.now() + SETTLE_MS;
  while (!verdict.ok && Date.now() < deadline) {
    if (timeoutMs !== null && verdict.loading) await page.clock.runFor(timeoutMs);
    await page.waitForTimeout(POLL_MS);
    verdict = await look(page, messages);
  }
  return verdict;
}

/**
 * Closes what is open as a member would: a notice by its own last button (confirm), a sheet or
 * another dialog by the back key (its buttons may be choices, like a language).
 */
async function closeDialogs(page: Page) {
  for (let i = 0; i < 6; i++) {
    const notice = page.locator('[role="alertdialog"]:visible').last();
    const dialog = page.locator('[role="dialog"]:visible').last();
    if ((await notice.count()) > 0) {
      await notice
        .getByRole("button")
        .last()
        .click({ timeout: 2_000 })
        .catch(() => page.keyboard.press("Escape"));
    } else if ((await dialog.count()) > 0) await page.keyboard.press("Escape");
    else return;
    await page.waitForTimeout(50);
  }
}

/** A tap as a member makes it past notices: what is open is closed first, and a late one in turn. */
async function tapPastNotices(page: Page, target: Locator, timeout: number) {
  for (let attempt = 1; ; attempt++) {
    await closeDialogs(page);
    try {
      return await target.click({ timeout });
    } catch (error) {
      if (attempt === 3) throw error;
    }
  }
}

/** In-app navigation, as a link does it: the router hears popstate, no page load. */
async function open(page: Page, url: string) {
  await page.evaluate((url) => {
    history.pushState(null, "", url);
    dispatchEvent(new PopStateEvent("popstate", { state: null }));
  }, url);
}

test.describe("fault matrix", { tag: ["@one-phone", "@one-merchant"] }, () => {
  // A page per role and fault, each visiting every route: longer than one journey.
  test.describe.configure({ timeout: 180_000 });

  for (const fault of FAULTS) {
    test(`every route and overlay under ${fault.name}, as a visitor and as a member`, async ({
      page: firstPage,
      context,
      merchant,
      dev,
    }) => {
      const texts = catalogue(merchant.languages.default);
      const messages = [
        ...["load_failed", "unknown_error", "please_login", "network_offline", "not_found_title"].map(texts),
        ...["timeout_retry_please", "empty_default"].map(texts),
        BUSINESS_MESSAGE,
      ];
      const requestTimeout = merchant.timings?.requestTimeoutMs ?? DEFAULT_REQUEST_TIMEOUT_MS;
      const clockTimeout = fault.timeout ? requestTimeout : null;
      const failures: string[] = [];
      let combinations = 0;
      let current = "";

      for (const role of ROLES) {
        // A tab per role: what the visitor's tab kept for the session (a game waiting for a
        // login, say) must not steer the member's.
        const page = role === ROLES[0] ? firstPage : await context.newPage();
        page.on("pageerror", (error) => failures.push(`${current}: uncaught ${error.message}`));
        page.on("console", (message) => {
          if (message.text().includes("Uncaught")) failures.push(`${current}: console ${message.text()}`);
        });
        if (fault.timeout) await page.clock.install();
        let session: string | null = null;
        /** Home as the role sees it without faults, then the fault switched on. */
        const start = async () => {
          await dev.restore();
          await context.setOffline(false);
          if (session)
            await page.evaluate(({ key, info }) => sessionStorage.setItem(key, info), {
              key: STORAGE_KEYS.sessionInfo,
              info: session,
            });
          await page.goto("/m/home");
          // A game a 401 left waiting for the login resumes once the member is back (its frame).
          if (role === "member")
            await expect(page.getByTestId("top-bar-member").or(page.locator("iframe"))).toBeVisible();
          else await expect(page.locator("main").last()).toBeVisible();
          // Kept before the fault is on: a 401 ends the session in this tab within moments.
          if (role === "member")
            session ??= await page.evaluate((key) => sessionStorage.getItem(key), STORAGE_KEYS.sessionInfo);
          if (fault.fault) await dev.fault(fault.fault);
          // The stand-ins' pictures and pages (/wps/demo/…) are no API call, and a real merchant
          // serves them from elsewhere: held for a minute they would take every connection the
          // browser opens to this one host, and no screen's code could load.
          if (fault.timeout) await dev.fault({ path: "/wps/demo/*", delayMs: 1 });
          if (fault.offline) await context.setOffline(true);
        };
        if (role === "member") await dev.signIn(page, "demo");
        await start();
        expect(role === "visitor" || session !== null, "the member's session, kept for each restart").toBe(
          true,
        );

        const check = async (label: string, act: () => Promise<void>) => {
          current = `${role} × ${fault.name} × ${label}`;
          combinations += 1;
          // A member whose session a 401 ended is signed in again: each route is a member's.
          if (
            role === "member" &&
            (await page.evaluate((key) => !sessionStorage.getItem(key), STORAGE_KEYS.sessionInfo))
          )
            await start();
          // A call still held by the server from the last route is let go first: the browser has
          // few connections per host, and the next screen's code needs one.
          if (fault.timeout) await page.clock.runFor(requestTimeout);
          await closeDialogs(page);
          try {
            await act();
          } catch (error) {
            // The first line says what failed; a line on what covers the target says why.
            const lines = String(error).split("\n");
            const why = lines.find((line) => line.includes("intercepts pointer events"))?.trim() ?? "";
            return void failures.push(`${current}: could not open it: ${lines[0]} ${why}`.trim());
          }
          const failed = async (reason: string) => {
            failures.push(`${current}: ${reason} (at ${new URL(page.url()).pathname})`);
            // What the member saw, beside the report: the list names it, the picture shows it.
            await page.screenshot({ path: test.info().outputPath(`${failures.length}.png`) }).catch(() => {});
          };
          const first = await settle(page, messages, clockTimeout);
          if (!first.ok) return failed(first.reason);
          if (!first.dialog) return;
          // Behind the notice the page must still stand once the member closes it.
          await closeDialogs(page);
          const behind = await settle(page, messages, clockTimeout);
          if (!behind.ok) await failed(`after the notice, ${behind.reason}`);
        };

        for (const route of MATRIX_ROUTES) await check(urlOf(route), () => open(page, urlOf(route)));
        const language = page.getByRole("button", { name: new RegExp(`^${texts("language")}:`) });
        for (const overlay of MATRIX_OVERLAYS) {
          await check(overlay, async () => {
            await open(page, "/m/home");
            // Home's own notices come first; the member closes them, then reaches for the globe.
            await settle(page, messages, clockTimeout);
            // Offline, home's own code may not have loaded in this tab: home then says so with
            // its retry, and the globe it would hold is rightly not there (check() below still
            // holds that page to the rule). Seen on sahara in a full run.
            const loadFailed = page.getByRole("alert").filter({ hasText: texts("load_failed") });
            if (!(await language.isVisible()) && (await loadFailed.first().isVisible())) return;
            // A late notice may come between closing the last one and the tap: closed in turn.
            await tapPastNotices(page, language, 2_000);
          });
        }
        await context.setOffline(false);
        if (page !== firstPage) await page.close();
      }

      const routes = MATRIX_ROUTES.length + MATRIX_OVERLAYS.length;
      const line = `fault matrix (${fault.name}): ${routes} routes × 1 fault × ${ROLES.length} roles = ${combinations} combinations, ${failures.length} failures (of the matrix's ${routes} routes × ${FAULTS.length} faults × ${ROLES.length} roles = ${routes * FAULTS.length * ROLES.length})`;
      console.log([line, ...failures.map((failure) => `  ${failure}`)].join("\n"));
      test.info().annotations.push({ type: "fault matrix", description: line });
      expect(failures, line).toEqual([]);
    });
  }
});

interface FormCase {
  name: string;
  role: (typeof ROLES)[number];
  url: string;
  /** Each field by its label's catalogue key, with what the member typed. */
  fields: Array<{ label: string; exact: boolean; value: string }>;
  submit: string;
  /**
   * Faults after which the form rightly goes away: a 401 ends a member's session, and a member's
   * page then gives way to the login page (spec §8) — money and bank details are not kept across a
   * logout (docs/decisions.md).
   */
  leaves?: readonly string[];
}

const FORMS: readonly FormCase[] = [
  {
    name: "login",
    role: "visitor",
    url: "/m/login",
    fields: [
      { label: "username", exact: true, value: "someone1" },
      { label: "password", exact: true, value: "Typed@2024" },
    ],
    submit: "login",
  },
  {
    name: "register",
    role: "visitor",
    url: "/m/register",
    fields: [
      { label: "username", exact: true, value: "newcomer7" },
      { label: "password", exact: true, value: "Fresh@2024" },
      { label: "confirm_password", exact: false, value: "Fresh@2024" },
    ],
    submit: "register",
  },
  {
    name: "deposit",
    role: "member",
    url: "/m/voucherCenter",
    fields: [{ label: "deposit_amount", exact: false, value: "100" }],
    submit: "deposit_submit",
    leaves: ["401"],
  },
];

test.describe("a form sent under a fault keeps what was typed", {
  tag: ["@one-phone", "@one-merchant"],
}, () => {
  test.describe.configure({ timeout: 120_000 });

  for (const form of FORMS) {
    test(`${form.name}, under every fault`, async ({ page, context, merchant, dev }) => {
      const texts = catalogue(merchant.languages.default);
      const requestTimeout = merchant.timings?.requestTimeoutMs ?? DEFAULT_REQUEST_TIMEOUT_MS;
      const failures: string[] = [];
      let current = "";
      page.on("pageerror", (error) => failures.push(`${current}: uncaught ${error.message}`));
      await page.clock.install();
      if (form.role === "member") await dev.signIn(page, "demo");
      const field = (entry: FormCase["fields"][number]) =>
        page.getByLabel(entry.exact ? texts(entry.label) : new RegExp(texts(entry.label)), {
          exact: entry.exact,
        });
      const submit = page.getByRole("button", { name: texts(form.submit), exact: true });
      await page.goto(form.url);
      // The register form opens on the mobile number where the merchant registers by it.
      if (form.name === "register" && merchant.features?.MOBILENUMREG3)
        await page.getByRole("tab", { name: texts("register_by_username") }).click();
      await expect(submit).toBeVisible();

      for (const fault of FAULTS.filter((each) => !form.leaves?.includes(each.name))) {
        current = `${form.name} × ${fault.name}`;
        // A late notice of the last fault's (a held call that ended after its notice was closed;
        // on a busy run, NO RSA KEY once covered the button for the rest of the test) is up, or
        // comes as the member reaches for the button: closed in turn, as a member would.
        await closeDialogs(page);
        for (const entry of form.fields) await field(entry).fill(entry.value);
        if (fault.fault) await dev.fault(fault.fault);
        if (fault.offline) await context.setOffline(true);
        await tapPastNotices(page, submit, 5_000);
        // The answer (or the client's timer, moved on by the clock) ends in a notice or the form back.
        const notice = page.getByRole("alertdialog");
        for (let i = 0; i < 3 && fault.timeout && (await notice.count()) === 0; i++)
          await page.clock.runFor(requestTimeout);
        await expect
          .poll(async () => (await notice.count()) > 0 || (await submit.isEnabled()), { timeout: 10_000 })
          .toBe(true)
          .catch(() => failures.push(`${current}: neither a notice nor the form back`));
        // A notice may follow the form's own re-enabling by a moment.
        await page.waitForTimeout(300);
        await closeDialogs(page);
        await dev.restore();
        await context.setOffline(false);
        for (const entry of form.fields) {
          const value = await field(entry)
            .inputValue({ timeout: 3_000 })
            .catch(() => "(field gone)");
          if (value !== entry.value)
            failures.push(`${current}: ${entry.label} holds "${value}", not "${entry.value}"`);
        }
        // The next fault starts from empty fields, so a kept value is this fault's doing.
        for (const entry of form.fields)
          await field(entry)
            .fill("")
            .catch(() => {});
      }
      const line = `fault forms (${form.name}): ${FAULTS.length - (form.leaves?.length ?? 0)} faults, ${failures.length} failures`;
      console.log([line, ...failures.map((failure) => `  ${failure}`)].join("\n"));
      test.info().annotations.push({ type: "fault forms", description: line });
      expect(failures, line).toEqual([]);
    });
  }
});
