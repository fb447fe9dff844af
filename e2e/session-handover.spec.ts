/**
 * A session handed over in the address (`?token=`, spec section 2: what native shells and links
 * use) never stays there: the page's first script takes it out before the first paint, no
 * request names it in its Referer, a reload keeps the member signed in from storage, and the ad
 * networks, whose real scripts report the page's address, referrer and cookies, never see it
 * (docs/security.md). The networks are outside this machine: their stand-ins record what each
 * call could see of the page (GET /__dev/ad-networks/calls, `seen`), and this test reads that.
 * Every merchant, since each has its own page, policy and networks.
 */
import type { BrowserContext, Request } from "@playwright/test";
import { networkId } from "../engine/tracking/load-network";
import { AD_NETWORKS } from "../engine/tracking/network";
import { networkCalls } from "./ad-network-calls";
import { catalogue, expect, logIn, serverRequest, sessionToken, test } from "./fixtures";

/** Every Referer the context's requests send (frames and workers included) until it is read. */
function referrers(context: BrowserContext): () => Promise<string[]> {
  const pending: Promise<string | null>[] = [];
  const listen = (request: Request) => {
    // A request still starting as the test ends has no headers left to read: none to count.
    pending.push(request.headerValue("referer").catch(() => null));
  };
  context.on("request", listen);
  return async () => {
    context.off("request", listen);
    return (await Promise.all(pending)).filter((value): value is string => value !== null);
  };
}

test("a session handed over in the address leaves it before the first paint, reaches no referrer or ad network, and survives a reload @one-phone @every-merchant", async ({
  page,
  context,
  merchant,
  dev,
  playwright,
  baseURL,
}) => {
  const texts = catalogue(merchant.languages.default);
  const since = Date.now();
  const { token } = await dev.session("demo");
  const sentReferrers = referrers(context);
  // The address as the first frame is drawn: rendering runs animation frames before it paints.
  await page.addInitScript(() => {
    if (window.top !== window) return;
    requestAnimationFrame(() => {
      (window as unknown as Record<string, string>).__wlFirstFrameAddress = location.href;
    });
  });

  const entries = await page.evaluate(() => history.length);
  await page.goto(`/m/home?affiliateCode=AFF31&token=${token}`);
  await expect(page.getByTestId("top-bar-member")).toHaveText("demo");
  const firstFrame = await page.evaluate(
    () => (window as unknown as Record<string, string>).__wlFirstFrameAddress,
  );
  expect(firstFrame).toMatch(/\/m\/home\?affiliateCode=AFF31$/);
  expect(page.url()).not.toContain(token);
  // Back does not return to the address with the token: the entry was replaced, not added.
  expect(await page.evaluate(() => history.length)).toBe(entries + 1);

  await page.reload();
  await expect(page.getByTestId("top-bar-member")).toHaveText("demo");
  expect(page.url()).not.toContain(token);

  // A login's token as well: the member logs out and back in through the form.
  await page.getByTestId("top-bar-member").click();
  await page.getByRole("button", { name: texts("logout") }).click();
  // The kept parameters stay with the member (spec section 2); the token went with the first page.
  await expect(page).toHaveURL(/\/m\/login\?affiliateCode=AFF31$/);
  await logIn(page, texts, "demo", "Demo@1234");
  await expect(page.getByTestId("top-bar-member")).toHaveText("demo");
  const loginToken = await sessionToken(page);
  expect(loginToken).toBeTruthy();

  const sent = await sentReferrers();
  expect(sent.length).toBeGreaterThan(10);
  for (const secret of [token, loginToken])
    expect(sent.filter((referrer) => referrer.includes(secret))).toEqual([]);
  // The policy sends the origin only: no request names the page it came from.
  expect(sent.filter((referrer) => new URL(referrer).pathname !== "/")).toEqual([]);

  // What every network the merchant loads could see and send home, from the first page on.
  const request = await serverRequest(playwright, baseURL);
  const networks = AD_NETWORKS.filter((network) => networkId(merchant.tracking, network));
  const recorded = () => networkCalls(request, merchant.code, since);
  if (networks.length > 0) {
    await expect
      .poll(async () => (await recorded()).filter((call) => call.seen !== null).length)
      .toBeGreaterThan(0);
  }
  const heard = JSON.stringify(await recorded());
  for (const secret of [token, loginToken]) expect(heard).not.toContain(secret);
  await request.dispose();
});
