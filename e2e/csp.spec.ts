import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { POPUP_KEYS } from "../engine/engagement/rules/announcement";
import { networkId } from "../engine/tracking/load-network";
import { AD_NETWORKS } from "../engine/tracking/network";
import { withStandIns } from "../server/dev/stand-ins";
import { catalogue, expect, logIn, test } from "./fixtures";
import { registeredRoutes } from "./registered-routes";

/**
 * The merchant's content security policy (scripts/lib/csp.ts), Trusted Types enforced, in force
 * on every screen, as a visitor and as a member, with the third parties it enables at work: the
 * captcha, the chat provider, the ad networks, a game's frame and the announcement popup's HTML.
 * The policy differs per merchant, so every merchant's first phone runs it (@every-merchant); one
 * page per role keeps it to a handful of page loads.
 */

interface Violation {
  directive: string;
  blocked: string;
  where: string;
  sample: string;
}

/**
 * Every violation the page's documents report, and every console line of the browser refusing
 * something under the policy ("Refused to …", or newer Chromium's "… violates the following
 * Content Security Policy directive", or "… requires 'TrustedHTML' assignment").
 */
async function watchViolations(page: Page): Promise<Violation[]> {
  const seen: Violation[] = [];
  await page.exposeFunction("__wlCspViolation", (violation: Violation) => {
    seen.push(violation);
  });
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      const report = (window as unknown as { __wlCspViolation: (v: unknown) => void }).__wlCspViolation;
      report({
        directive: event.effectiveDirective,
        blocked: event.blockedURI,
        where: `${location.pathname} ${event.sourceFile}:${event.lineNumber}`,
        sample: event.sample,
      });
    });
  });
  page.on("console", (message) => {
    if (/Refused to|Content Security Policy|Trusted ?Type/i.test(message.text()))
      seen.push({ directive: "console", blocked: "", where: page.url(), sample: message.text() });
  });
  return seen;
}

/** Waits until none of the page's requests is still out. */
function quiet(page: Page): () => Promise<void> {
  const out = new Set<object>();
  page.on("request", (sent) => out.add(sent));
  page.on("requestfinished", (sent) => out.delete(sent));
  page.on("requestfailed", (sent) => out.delete(sent));
  return () => expect.poll(() => out.size, { timeout: 15_000 }).toBe(0);
}

/** An in-app move to `path` (the router follows the history), then its screen's calls settle. */
async function visit(page: Page, path: string, settle: () => Promise<void>) {
  await page.evaluate((target) => {
    history.pushState(null, "", target);
    dispatchEvent(new PopStateEvent("popstate", { state: null }));
  }, path);
  await expect(page.locator("#root")).not.toBeEmpty();
  await settle();
}

/** The header rule the build wrote beside the merchant's folder, without what only a header carries. */
function builtPolicy(code: string): string {
  return readFileSync(`dist/${code}/csp.txt`, "utf8").trim().replace("; frame-ancestors 'none'", "");
}

test("every screen, the captcha, the chat, the ad networks and a game run under the merchant's policy with no violation", {
  tag: ["@one-phone", "@every-merchant"],
}, async ({ page, merchant, dev }) => {
  test.setTimeout(150_000);
  const texts = catalogue(merchant.languages.default);
  const violations = await watchViolations(page);
  const settle = quiet(page);
  const routes = await registeredRoutes();
  expect(routes.length).toBeGreaterThan(15);
  if (merchant.geetest?.id) await dev.state({ whitelabel: { GEETEST3: true } });

  await page.goto("/m/home");
  await expect(page.locator('meta[http-equiv="Content-Security-Policy"]')).toHaveAttribute(
    "content",
    builtPolicy(merchant.code),
  );
  await settle();
  for (const route of routes) await visit(page, route.path, settle);

  // The visitor signs in on the same page: the login's encryption, and the slider where the merchant has one.
  await visit(page, "/m/login", settle);
  await logIn(page, texts, "demo", "Demo@1234");
  if (merchant.geetest?.id)
    await page
      .getByRole("dialog", { name: "Security check" })
      .getByRole("button", { name: "Slide to verify" })
      .click();
  await expect(page.getByTestId("top-bar-member")).toHaveText("demo");
  for (const route of routes) await visit(page, route.path, settle);

  // Every ad network that loads a script has it in the page, from the stand-in the test server
  // routes it to (royal sets them all, lite none).
  const routed = withStandIns(merchant).tracking;
  const scripts = AD_NETWORKS.filter(
    (network) => networkId(routed, network) && routed?.sources?.[network]?.endsWith(".js"),
  );
  if (merchant.code === "royal") expect(scripts).toHaveLength(8);
  for (const network of scripts)
    await expect(page.locator(`script[src*="${routed?.sources?.[network]}"]`), network).toHaveCount(1);

  // A game opens in its frame, on the games' own origin.
  await visit(page, "/m/home", settle);
  await page
    .getByRole("region", { name: texts("banners") })
    .getByRole("button", { name: "Live baccarat, real dealers" })
    .click();
  await expect(page.frameLocator("iframe").getByRole("button", { name: "Bet on Player" })).toBeVisible();

  // The chat provider's widget, from the customer-service tab.
  await visit(page, "/m/home", settle);
  await page
    .getByRole("navigation")
    .getByRole("button", { name: texts("nav_service") })
    .click();
  await expect(page.locator("script[data-cs-provider]")).toHaveCount(1);
  await expect(page.getByRole("dialog", { name: /chat/i })).toBeVisible();
  await settle();

  // The member's announcement popup, server HTML through the one sanitiser (a TrustedHTML from
  // its policy): as a member who has not hidden it today.
  await page.evaluate((key) => localStorage.setItem(key, "0"), POPUP_KEYS.hiddenAt);
  await page.goto("/m/home");
  await expect(page.getByTestId("announcement-popup")).toBeVisible({ timeout: 10_000 });
  await expect(page.getByTestId("announcement-popup")).not.toBeEmpty();
  await settle();

  expect(violations).toEqual([]);

  // The policy is really in force. Trusted Types: no string becomes HTML or a script's text, and
  // a script of the page's own cannot turn a string into code. (The test's own evaluate is exempt
  // from the eval rule, so the eval probe is a module the page imports: an import is no Trusted
  // Types sink, script-src decides it. Trusted Types refuse the string code before 'unsafe-eval'
  // is asked, so all three refusals are theirs.)
  await page.route("**/m/csp-eval-probe.js", (route) =>
    route.fulfill({
      contentType: "text/javascript",
      body: 'try { window.__wlEvaluated = new Function("return true")(); } catch { window.__wlEvaluated = false; }',
    }),
  );
  const outcome = await page.evaluate(async () => {
    const refused = (write: () => void) => {
      try {
        write();
        return false;
      } catch (error) {
        return error instanceof TypeError;
      }
    };
    const box = document.createElement("div");
    const html = refused(() => {
      box.innerHTML = '<img src="x" onerror="window.__wlInjectedRan = true">';
    });
    const inline = document.createElement("script");
    const scriptText = refused(() => {
      inline.textContent = "window.__wlInjectedRan = true";
    });
    document.head.append(inline, box);
    // A variable, so that neither TypeScript nor a bundler looks for the file.
    const probe = "/m/csp-eval-probe.js";
    await import(probe);
    // And a call to a host the policy does not name never leaves the page.
    const called = await fetch("https://not-in-the-policy.example/").then(
      () => true,
      () => false,
    );
    const page = window as unknown as Record<string, unknown>;
    return { html, scriptText, ran: "__wlInjectedRan" in window, evaluated: page.__wlEvaluated, called };
  });
  expect(outcome).toEqual({ html: true, scriptText: true, ran: false, evaluated: false, called: false });
  const reported = () => violations.filter((violation) => violation.directive !== "console");
  await expect
    .poll(() =>
      reported()
        .map((violation) => violation.directive)
        .sort(),
    )
    .toEqual([
      "connect-src",
      "require-trusted-types-for",
      "require-trusted-types-for",
      "require-trusted-types-for",
    ]);
  // The browser also says so in the console (for the call), where the walk above would have shown
  // any refusal the page did not catch.
  expect(violations.some((violation) => violation.directive === "console")).toBe(true);
});
