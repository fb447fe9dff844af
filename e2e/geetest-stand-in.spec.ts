/**
 * The development Geetest stand-in in a real browser: the popup a member would see, driven by
 * role and name as the login and registration tests will drive it, and a pass the server issued.
 */
import { expect, test } from "./fixtures";

test.describe("Geetest stand-in (development and test only)", { tag: "@one-phone" }, () => {
  test("v4: the popup opens on showCaptcha, Close reports close, Verify yields a pass", async ({ page }) => {
    await page.goto("/__dev/captcha/last");
    await page.addScriptTag({ url: "/__dev/geetest/gt4.js" });
    await page.evaluate(() => {
      const events: string[] = [];
      const w = window as unknown as Record<string, unknown> & {
        initGeetest4: (
          config: unknown,
          ready: (captcha: Record<string, (run?: unknown) => unknown>) => void,
        ) => void;
      };
      w.events = events;
      w.initGeetest4({ captchaId: "stand-in-test", product: "bind" }, (captcha) => {
        w.captcha = captcha;
        captcha.onReady?.(() => events.push("ready"));
        captcha.onSuccess?.(() => events.push("success"));
        captcha.onClose?.(() => events.push("close"));
        captcha.onError?.(() => events.push("error"));
      });
    });
    const events = () => page.evaluate(() => (window as unknown as { events: string[] }).events);
    await expect.poll(events).toEqual(["ready"]);

    const open = () =>
      page.evaluate(() => (window as unknown as { captcha: { showCaptcha(): void } }).captcha.showCaptcha());
    await open();
    const dialog = page.getByRole("dialog", { name: "Security check" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Slide to verify" })).toBeFocused();
    await dialog.getByRole("button", { name: "Close" }).click();
    await expect(dialog).toBeHidden();
    await expect.poll(events).toEqual(["ready", "close"]);

    await open();
    await dialog.getByRole("button", { name: "Slide to verify" }).click();
    await expect(dialog).toBeHidden();
    await expect.poll(events).toEqual(["ready", "close", "success"]);
    const result = await page.evaluate(() =>
      (window as unknown as { captcha: { getValidate(): Record<string, string> } }).captcha.getValidate(),
    );
    expect(result).toMatchObject({ lot_number: expect.any(String), pass_token: expect.any(String) });
  });
});
