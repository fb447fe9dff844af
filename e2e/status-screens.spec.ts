import { entriesFor } from "../engine/customer-service/open-customer-service";
import { catalogue, expect, test } from "./fixtures";

test.describe("start-up status @one-phone", () => {
  test("maintenance replaces the app, with English beside the merchant's language", async ({
    page,
    merchant,
    dev,
  }) => {
    const end = Date.UTC(2030, 0, 2, 3, 0);
    await dev.state({ maintenance: true, maintenanceEnd: end });
    await page.goto("/m/home");
    const texts = catalogue(merchant.languages.default);
    const english = catalogue("EN");
    const heading = page.getByRole("heading", { level: 1 });
    await expect(heading).toContainText(texts("maintenance"));
    if (merchant.languages.default !== "EN") await expect(heading).toContainText(english("maintenance"));
    await expect(page.getByText(texts("maintenance_desc"))).toBeVisible();
    await expect(page.getByTestId("maintenance-end")).toContainText("2030");
    await expect(page.getByTestId("visitor-ip")).toContainText("127.0.0.1");
    await expect(page.getByRole("button", { name: texts("contact_us") })).toBeVisible();
    await expect(page.getByTestId("vendor-lane")).toHaveCount(0);
  });

  test("contact us opens the merchant's customer service", async ({ page, merchant, dev }) => {
    await dev.state({ maintenance: true });
    await page.goto("/m/home");
    await page.getByRole("button", { name: catalogue(merchant.languages.default)("contact_us") }).click();
    // A visitor's entry (the unrestricted one) opens its provider's widget, here the backend's
    // stand-in (docs/customer-service.md; e2e/customer-service.spec.ts has the rest).
    const entries = (merchant.customerService ?? []).map((entry) => ({ ...entry, path: entry.url }));
    const csType = entriesFor(entries, null)[0]?.csType;
    await expect(page.locator(`[data-chat-stand-in="${csType}"]`)).toBeVisible();
  });

  test("access denied shows the IP and lets the visitor retry @one-merchant", async ({
    page,
    merchant,
    dev,
  }) => {
    await dev.state({ regionRestriction: true });
    await page.goto("/m/home");
    const texts = catalogue(merchant.languages.default);
    await expect(page.getByRole("heading", { level: 1 })).toContainText(texts("error_access"));
    await expect(page.getByTestId("visitor-ip")).toContainText("127.0.0.1");
    await expect(page.getByText(texts("error_ip_desc"))).toBeVisible();
    await expect(page.getByRole("button", { name: texts("contact_cs") })).toBeVisible();
    await dev.state({ regionRestriction: false });
    await page.getByRole("button", { name: texts("retry_once") }).click();
    await expect(page.getByTestId("vendor-lane").first()).toBeVisible();
  });

  test("a failed status call with an error code shows the server's message, and the app stays @one-merchant", async ({
    page,
    merchant,
    dev,
  }) => {
    await dev.fault({
      path: "/wps/system/status",
      status: 500,
      errorCode: "system.busy",
      message: "System busy, try later",
    });
    await page.goto("/m/home");
    const texts = catalogue(merchant.languages.default);
    const dialog = page.getByRole("alertdialog");
    await expect(dialog.getByRole("heading")).toHaveText(texts("notice"));
    await expect(dialog).toContainText("System busy, try later");
    await dialog.getByRole("button", { name: texts("confirm") }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByTestId("vendor-lane").first()).toBeVisible();
  });

  test("a status call that never answers shows the network notice on plain http @one-merchant", async ({
    page,
    dev,
  }) => {
    await dev.fault({ path: "/wps/system/status", drop: true });
    await page.goto("/m/home");
    await expect(page.getByRole("alertdialog")).toContainText("Network Error / CORS Errors");
  });
});
