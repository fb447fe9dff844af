import { defineConfig } from "@playwright/test";
import { PHONES, variantsFor } from "./gallery/plan";
import { CHROMIUM_FLAGS, testChromePath } from "./scripts/ensure-chromium";
import { listMerchantCodes, loadMerchant } from "./scripts/lib/merchants";

/**
 * The screenshot gallery (npm run gallery): its own test folder, so `playwright test` with the
 * main config (testDir "e2e") never runs it. One project per sample merchant × phone, as in
 * playwright.config.ts, against its own reference server in test mode.
 */
const PORT = Number(process.env.GALLERY_PORT ?? 4199);

export default defineConfig({
  testDir: "gallery",
  // The gallery only reads: the one seeded member signs in once per merchant, phone and language at a time.
  workers: 1,
  retries: 0,
  reporter: [["list"]],
  outputDir: "test-results/gallery",
  projects: listMerchantCodes().flatMap((merchant) =>
    Object.keys(PHONES).map((phone, index) => ({
      name: `${merchant}-${phone}`,
      // The extra languages (@rtl, @long) on the first phone only, and only those the merchant offers.
      grepInvert: new RegExp(
        `@(${(["rtl", "long"] as string[])
          .filter(
            (kind) =>
              index > 0 || !variantsFor(loadMerchant(merchant).config.languages).some((v) => v.kind === kind),
          )
          .concat("none")
          .join("|")})\\b`,
      ),
      use: {
        // A shot whose page is blocked fails alone, as a failed shot, instead of holding its whole column.
        actionTimeout: 15_000,
        navigationTimeout: 30_000,
        browserName: "chromium" as const,
        baseURL: `http://${merchant}.localhost:${PORT}`,
        launchOptions: { executablePath: testChromePath(), args: CHROMIUM_FLAGS },
      },
      metadata: { merchant, phone },
    })),
  ),
  webServer: {
    command: "tsx server/main.ts",
    env: { PORT: String(PORT), MODE: "test", MERCHANT: listMerchantCodes()[0] ?? "" },
    url: `http://127.0.0.1:${PORT}/m/home`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: "pipe",
  },
});
