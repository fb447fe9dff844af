/**
 * The screenshot gallery (npm run gallery, scripts/gallery.ts): every screen of the project's
 * merchant on its phone, for a visitor and a member, in the merchant's language and (on the
 * first phone) a right-to-left and a long-text language; axe runs on every shot. The overlays a
 * member meets unasked are closed with their close buttons before the shots, as a member closes
 * them; the live column shoots home and login as a member first meets them, overlay and all.
 * Each test writes its records to reports/gallery/records/, which the script turns into
 * index.html and axe.json.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { type Browser, devices, type Page, test } from "@playwright/test";
import { animationsDone, axeViolations, nodeLine } from "../e2e/axe";
import { catalogue, logIn } from "../e2e/fixtures";
import type { LanguageCode } from "../engine/config/merchant-config";
import { STORAGE_KEYS } from "../engine/constants";
import { LANGUAGES } from "../engine/i18n/languages";
import { loadMerchant } from "../scripts/lib/merchants";
import {
  closeWhatComes,
  dialogComes,
  OVERLAY_WAIT_MS,
  OverlayCloser,
  topDialog,
  visibleDialogs,
} from "./overlays";
import {
  FROZEN_TIME,
  GALLERY_DIR,
  LIVE_SCREENS,
  PHONES,
  type Phone,
  type Role,
  SCREENS,
  type Screen,
  type ShotRecord,
  VOLATILE,
  variantsFor,
} from "./plan";

// A shot is a sequence of page loads and one axe pass each: a whole role × language is one test.
test.describe.configure({ timeout: 10 * 60_000 });

/** Waits until the screen has finished its calls, its fonts and its fades, so the shot shows content, not skeletons. */
async function settle(page: Page) {
  await page.waitForLoadState("networkidle", { timeout: 10_000 }).catch(() => undefined);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  // Lazy views and pictures that arrive after the last call: one more quiet moment.
  await page.waitForLoadState("networkidle", { timeout: 5_000 }).catch(() => undefined);
  await animationsDone(page);
}

/** The shot and its axe pass, into the record; false when a dialog came or went between the two. */
async function shoot(page: Page, record: ShotRecord): Promise<boolean> {
  record.showing = await visibleDialogs(page);
  record.landedOn = new URL(page.url()).pathname;
  record.badAnswers = await page.evaluate(() => ({
    ...(window as { __wlResponseProblems?: Record<string, number> }).__wlResponseProblems,
  }));
  await page.screenshot({
    path: `${GALLERY_DIR}/${record.image}`,
    fullPage: true,
    animations: "disabled",
    caret: "hide",
    // Over a dialog a mask would hide the dialog's own text: then only what moves inside it.
    mask: VOLATILE.map((selector) => (record.showing?.length ? topDialog(page) : page).locator(selector)),
  });
  const violations = await axeViolations(page);
  record.violations = violations.map((violation) => ({
    id: violation.id,
    impact: violation.impact ?? null,
    help: violation.help,
    helpUrl: violation.helpUrl,
    targets: violation.nodes.slice(0, 5).map(nodeLine),
  }));
  return JSON.stringify(await visibleDialogs(page)) === JSON.stringify(record.showing);
}

interface Column {
  merchant: string;
  phone: Phone;
  role: Role;
  language: LanguageCode;
  texts: (key: string) => string;
}

function newRecord(column: Column, variant: ShotRecord["variant"], screen: Screen): ShotRecord {
  return {
    merchant: column.merchant,
    phone: column.phone,
    role: column.role,
    variant,
    language: column.language,
    screen: screen.id,
    image: `img/${column.merchant}-${column.phone}-${column.role}-${variant}-${screen.id}.png`,
    landedOn: screen.path,
    violations: [],
  };
}

/** A new phone, as a member picks it up: the device, its language, the frozen clock. */
async function newPhone(browser: Browser, column: Column, baseURL: string, storedLanguage: boolean) {
  const locale = LANGUAGES[column.language].locale;
  const context = await browser.newContext({ ...devices[PHONES[column.phone]], locale, baseURL });
  // The phone is set to the language, as a member's phone is; the stored choice keeps it after sign-in.
  if (storedLanguage)
    await context.addInitScript(
      ({ key, code }) => {
        if (!localStorage.getItem(key)) localStorage.setItem(key, code);
      },
      { key: STORAGE_KEYS.language, code: column.language },
    );
  const page = await context.newPage();
  await page.clock.setFixedTime(FROZEN_TIME);
  return { context, page };
}

/** Signs in through the form, closing what stands over it first, as a member must; returns what was closed. */
async function signIn(page: Page, texts: (key: string) => string): Promise<string[]> {
  await page.goto("/m/login");
  await settle(page);
  const closed = await closeWhatComes(page, texts, OVERLAY_WAIT_MS);
  await logIn(page, texts, "demo", "Demo@1234");
  await page.getByTestId("top-bar-member").waitFor({ timeout: 15_000 });
  return closed;
}

function writeRecords(name: string, records: ShotRecord[]) {
  mkdirSync(`${GALLERY_DIR}/records`, { recursive: true });
  writeFileSync(`${GALLERY_DIR}/records/${name}.json`, JSON.stringify(records, null, 2));
}

function columnOf(testInfo: import("@playwright/test").TestInfo, role: Role, language: LanguageCode): Column {
  return {
    merchant: String(testInfo.project.metadata.merchant),
    phone: testInfo.project.metadata.phone as Phone,
    role,
    language,
    texts: catalogue(language),
  };
}

for (const role of ["visitor", "member"] as Role[]) {
  for (const kind of ["default", "rtl", "long"] as const) {
    test(`${role} @${kind}`, async ({ browser }, testInfo) => {
      const merchantCode = String(testInfo.project.metadata.merchant);
      const { config } = loadMerchant(merchantCode);
      const variant = variantsFor(config.languages).find((v) => v.kind === kind);
      // The config leaves out the languages a merchant lacks and the extra ones on the second phone.
      if (!variant) throw new Error(`${merchantCode} has no ${kind} language`);
      const column = columnOf(testInfo, role, variant.language);
      const { context, page } = await newPhone(browser, column, String(testInfo.project.use.baseURL), true);
      const { texts } = column;
      if (role === "member") await signIn(page, texts);
      mkdirSync(`${GALLERY_DIR}/img`, { recursive: true });
      const records: ShotRecord[] = [];
      const overlays = new OverlayCloser(page, texts);
      let first = true;
      for (const screen of SCREENS) {
        if (!screen.roles.includes(role)) continue;
        if (kind !== "default" && !screen.inLanguages) continue;
        const record = newRecord(column, kind, screen);
        try {
          // An overlay that arrived between the shot and its axe pass: closed, and the screen shot again.
          for (let attempt = 0; ; attempt++) {
            await page.goto(screen.path);
            await settle(page);
            record.closed = [
              ...(record.closed ?? []),
              ...(await (first ? overlays.firstPage() : overlays.laterPage(attempt > 0))),
            ];
            first = false;
            if (screen.overlay) {
              await page
                .getByRole("button", { name: new RegExp(texts(screen.overlay.buttonKey)) })
                .first()
                .click();
              await topDialog(page).waitFor();
              await settle(page);
            }
            if (await shoot(page, record)) break;
            if (attempt === 2)
              throw new Error(`a dialog kept coming or going during the shot (${record.showing})`);
          }
        } catch (error) {
          record.error = error instanceof Error ? error.message.split("\n")[0] : String(error);
        }
        records.push(record);
      }
      await context.close();
      writeRecords(`${merchantCode}-${column.phone}-${role}-${kind}`, records);
    });
  }

  test(`${role} @live`, async ({ browser }, testInfo) => {
    const merchantCode = String(testInfo.project.metadata.merchant);
    const column = columnOf(testInfo, role, loadMerchant(merchantCode).config.languages.default);
    mkdirSync(`${GALLERY_DIR}/img`, { recursive: true });
    const records: ShotRecord[] = [];
    for (const id of LIVE_SCREENS[role]) {
      const screen = SCREENS.find((s) => s.id === id);
      if (!screen) throw new Error(`no screen ${id}`);
      const record = newRecord(column, "live", screen);
      // Each screen on a new phone: the first page of a first visit, nothing stored.
      const { context, page } = await newPhone(browser, column, String(testInfo.project.use.baseURL), false);
      try {
        if (role === "member") record.closed = await signIn(page, column.texts);
        else await page.goto(screen.path);
        await settle(page);
        // Whatever the app lets in first, shot once it has faded in; nothing, if nothing comes.
        await dialogComes(page, OVERLAY_WAIT_MS);
        if (!(await shoot(page, record)))
          throw new Error(`a dialog came or went during the shot (${record.showing})`);
      } catch (error) {
        record.error = error instanceof Error ? error.message.split("\n")[0] : String(error);
      }
      records.push(record);
      await context.close();
    }
    writeRecords(`${merchantCode}-${column.phone}-${role}-live`, records);
  });
}
