/**
 * The screenshot gallery (npm run gallery, scripts/gallery.ts): every screen of the project's
 * merchant on its phone, for a visitor and a member, in the merchant's language and (on the
 * first phone) a right-to-left and a long-text language; axe runs on every shot. Each test writes
 * its records to reports/gallery/records/, which the script turns into index.html and axe.json.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import AxeBuilder from "@axe-core/playwright";
import { devices, type Page, test } from "@playwright/test";
import { catalogue, logIn } from "../e2e/fixtures";
import { LANGUAGES } from "../engine/i18n/languages";
import { loadMerchant } from "../scripts/lib/merchants";
import {
  FROZEN_TIME,
  GALLERY_DIR,
  PHONES,
  type Phone,
  type Role,
  SCREENS,
  type ShotRecord,
  VOLATILE,
  variantsFor,
} from "./plan";

// A shot is a sequence of page loads and one axe pass each: a whole role × language is one test.
test.describe.configure({ timeout: 10 * 60_000 });

/** Waits until the screen has finished its calls and its fonts, so the shot shows content, not skeletons. */
async function settle(page: Page) {
  await page.waitForLoadState("networkidle", { timeout: 10_000 }).catch(() => undefined);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  // Lazy views and pictures that arrive after the last call: one more quiet moment.
  await page.waitForLoadState("networkidle", { timeout: 5_000 }).catch(() => undefined);
}

for (const role of ["visitor", "member"] as Role[]) {
  for (const kind of ["default", "rtl", "long"] as const) {
    test(`${role} @${kind}`, async ({ browser }, testInfo) => {
      const merchantCode = String(testInfo.project.metadata.merchant);
      const phone = testInfo.project.metadata.phone as Phone;
      const baseURL = String(testInfo.project.use.baseURL);
      const { config } = loadMerchant(merchantCode);
      const variant = variantsFor(config.languages).find((v) => v.kind === kind);
      // The config leaves out the languages a merchant lacks and the extra ones on the second phone.
      if (!variant) throw new Error(`${merchantCode} has no ${kind} language`);
      const locale = LANGUAGES[variant.language].locale;
      const context = await browser.newContext({ ...devices[PHONES[phone]], locale, baseURL });
      // The phone is set to the language, as a member's phone is; the stored choice keeps it after sign-in.
      await context.addInitScript((code) => {
        if (!localStorage.getItem("MC_LANGUAGE")) localStorage.setItem("MC_LANGUAGE", code);
      }, variant.language);
      const page = await context.newPage();
      await page.clock.setFixedTime(FROZEN_TIME);
      const texts = catalogue(variant.language);
      if (role === "member") {
        await page.goto("/m/login");
        await logIn(page, texts, "demo", "Demo@1234");
        await page.getByTestId("top-bar-member").waitFor({ timeout: 15_000 });
      }
      const records: ShotRecord[] = [];
      const dir = `${GALLERY_DIR}/img`;
      mkdirSync(dir, { recursive: true });
      for (const screen of SCREENS) {
        if (!screen.roles.includes(role)) continue;
        if (kind !== "default" && !screen.inLanguages) continue;
        const image = `img/${merchantCode}-${phone}-${role}-${kind}-${screen.id}.png`;
        const record: ShotRecord = {
          merchant: merchantCode,
          phone,
          role,
          variant: kind,
          language: variant.language,
          screen: screen.id,
          image,
          landedOn: screen.path,
          violations: [],
        };
        try {
          await page.goto(screen.path);
          await settle(page);
          if (screen.overlay) {
            await page
              .getByRole("button", { name: new RegExp(texts(screen.overlay.buttonKey)) })
              .first()
              .click();
            await page.getByRole("dialog").waitFor();
            await settle(page);
          }
          record.landedOn = new URL(page.url()).pathname;
          record.badAnswers = await page.evaluate(() => ({
            ...(window as { __wlResponseProblems?: Record<string, number> }).__wlResponseProblems,
          }));
          await page.screenshot({
            path: `${GALLERY_DIR}/${image}`,
            fullPage: true,
            animations: "disabled",
            caret: "hide",
            mask: VOLATILE.map((selector) => page.locator(selector)),
          });
          const axe = await new AxeBuilder({ page })
            .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
            .analyze();
          record.violations = axe.violations.map((violation) => ({
            id: violation.id,
            impact: violation.impact ?? null,
            help: violation.help,
            helpUrl: violation.helpUrl,
            targets: violation.nodes.slice(0, 5).map((node) => node.target.join(" ")),
          }));
        } catch (error) {
          record.error = error instanceof Error ? error.message.split("\n")[0] : String(error);
        }
        records.push(record);
      }
      await context.close();
      mkdirSync(`${GALLERY_DIR}/records`, { recursive: true });
      writeFileSync(
        `${GALLERY_DIR}/records/${merchantCode}-${phone}-${role}-${kind}.json`,
        JSON.stringify(records, null, 2),
      );
    });
  }
}
