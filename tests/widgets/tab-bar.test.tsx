// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import home from "../../widgets/home/register";
import login from "../../widgets/login/register";
import memberHome from "../../widgets/member-home/register";
import rewardCenter from "../../widgets/reward-center/register";
import tabBar from "../../widgets/tab-bar/register";
import { CUSTOMER_SERVICE_URL, fireEvent, renderWidget, screen, waitFor, within } from "./harness";

const tabs = () => within(screen.getByRole("navigation", { name: "Main navigation" }));

describe("the tab bar", () => {
  it("shows a tab only for a registered screen, plus customer service", async () => {
    await renderWidget(tabBar, { with: [home, memberHome] });
    expect(
      tabs()
        .getAllByRole("link")
        .map((link) => link.textContent),
    ).toEqual(["Home", "Me"]);
    expect(tabs().getByRole("button", { name: "Service" })).toBeTruthy();
  });

  it("shows the reward centre's tab where the merchant's REWCEN3 switch is on", async () => {
    await renderWidget(tabBar, { with: [home, ...rewardCenter], config: "royal" });
    expect(tabs().getByRole("link", { name: "Promotions" })).toBeTruthy();
  });

  it("hides the reward centre's tab where REWCEN3 is off, though its screen is registered", async () => {
    await renderWidget(tabBar, { with: [home, ...rewardCenter], config: "lite" });
    expect(
      tabs()
        .getAllByRole("link")
        .map((link) => link.textContent),
    ).toEqual(["Home"]);
  });

  it("with no screen registered still offers customer service, and nothing that leads nowhere", async () => {
    await renderWidget(tabBar);
    expect(tabs().queryAllByRole("link")).toEqual([]);
    expect(tabs().getByRole("button", { name: "Service" })).toBeTruthy();
  });

  it("marks the tab of the page on show, and moves with a tap", async () => {
    const page = await renderWidget(tabBar, { with: [home, memberHome], session: {} });
    expect(tabs().getByRole("link", { name: "Home" }).getAttribute("aria-current")).toBe("page");
    fireEvent.click(tabs().getByRole("link", { name: "Me" }));
    await page.settle();
    expect(page.location().pathname).toBe("/m/member/home");
    expect(await screen.findByRole("heading", { name: "My account" })).toBeTruthy();
    expect(tabs().getByRole("link", { name: "Me" }).getAttribute("aria-current")).toBe("page");
    expect(tabs().getByRole("link", { name: "Home" }).getAttribute("aria-current")).toBeNull();
  });

  for (const alias of ["/", "/m/index.html"])
    it(`marks Home as the current tab on ${alias}, which shows home`, async () => {
      await renderWidget(tabBar, { with: [home, memberHome], session: {}, path: alias });
      const homeTab = tabs().getByRole("link", { name: "Home" });
      expect(homeTab.getAttribute("aria-current")).toBe("page");
      expect(homeTab.classList.contains("active")).toBe(true);
      expect(tabs().getByRole("link", { name: "Me" }).getAttribute("aria-current")).toBeNull();
    });

  it("sends a visitor who taps Me to the login page", async () => {
    const page = await renderWidget(tabBar, { with: [home, memberHome, login] });
    fireEvent.click(tabs().getByRole("link", { name: "Me" }));
    await page.settle();
    expect(page.location().pathname).toBe("/m/login");
    expect(await screen.findByRole("heading", { name: "Welcome back" })).toBeTruthy();
  });

  it("opens the merchant's customer service from Service", async () => {
    const page = await renderWidget(tabBar);
    fireEvent.click(tabs().getByRole("button", { name: "Service" }));
    await waitFor(() => expect(page.opened).toEqual([CUSTOMER_SERVICE_URL]));
  });

  it("opens the VIP line for a member whose label it serves", async () => {
    const page = await renderWidget(tabBar, {
      session: { member: { clubLabel: { labelName: "Gold", labelId: 3, type: "AUTO", rankLevel: 3 } } },
      status: {
        info: {
          customerService: [
            { title: "Chat", path: "https://chat.example/all", csType: "LIVECHAT", csPosition: 1 },
            {
              title: "VIP",
              path: "https://chat.example/vip",
              csType: "COMM100VIP",
              csPosition: 2,
              labelIds: [3, 5],
            },
          ],
        },
      },
    });
    fireEvent.click(tabs().getByRole("button", { name: "Service" }));
    await waitFor(() => expect(page.opened).toEqual(["https://chat.example/vip"]));
  });
});
