// @vitest-environment jsdom
import { runInAction } from "mobx";
import { describe, expect, it, vi } from "vitest";
import home from "../../widgets/home/register";
import updateNotice from "../../widgets/update-notice/register";
import { fireEvent, renderWidget, screen, within } from "./harness";

describe("the update notice (spec section 4, update check)", () => {
  it("appears once a newer build is reported, over the page rather than instead of it", async () => {
    const page = await renderWidget(updateNotice, { with: [home] });
    expect(screen.queryByRole("heading", { name: "Update available" })).toBeNull();
    runInAction(() => page.stores.update.reportUpdate());
    await page.settle();
    const notice = screen.getByRole("status", { name: "Update available" });
    expect(within(notice).getByText("A new version is ready.")).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Home · Acme Games" })).toBeTruthy();
  });

  it("lets the waiting service worker take over on Refresh, once, showing the wait", async () => {
    const page = await renderWidget(updateNotice);
    // The worker never finishes taking over here: what follows is the browser's reload, which
    // UpdateStore does on the real window.location (the engine gives no way to hand it a fake page).
    const beforeReload = vi.fn(() => new Promise<void>(() => {}));
    page.stores.update.beforeReload = beforeReload;
    runInAction(() => page.stores.update.reportUpdate());
    await page.settle();
    fireEvent.click(screen.getByRole("button", { name: "Refresh" }));
    await page.settle();
    // The spec's update texts: while the new version takes over, the button says 'Please wait…'.
    const refresh = screen.getByRole("button", { name: "Please wait…" });
    expect(refresh.hasAttribute("disabled")).toBe(true);
    expect(refresh.getAttribute("aria-busy")).toBe("true");
    fireEvent.click(refresh);
    expect(beforeReload).toHaveBeenCalledTimes(1);
  });
});
