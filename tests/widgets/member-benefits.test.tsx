// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import benefits from "../../widgets/member-benefits/register";
import { renderWidget, screen, within } from "./harness";

const GOLD = { labelName: "Gold", labelId: 3, type: "AUTO", rankLevel: 3 };

describe("VIP benefits (/m/member/benefits)", () => {
  it("lists the merchant's levels with what each gives, the member's own marked", async () => {
    await renderWidget(benefits, {
      config: "royal",
      session: { member: { userName: "demo", clubLabel: GOLD } },
      responses: {
        "/wps/relay/MCSFE_getPlayerRankProgress": {
          currentProgress: { completedConditions: 4, totalExpectedConditions: 10 },
          playerRankProgress: { labelId: 3 },
        },
      },
    });
    expect(screen.getByTestId("benefits-level").textContent).toBe("Gold");
    const levels = within(screen.getByTestId("benefits-levels")).getAllByRole("listitem", {
      current: undefined,
    });
    const own = levels.find((level) => level.getAttribute("aria-current") === "true");
    expect(own?.textContent).toContain("Gold (your level)");
    expect(own?.textContent).toContain("生日礼金 ¥388");
    expect(await screen.findByText("40% of the way to the next level")).toBeTruthy();
  });

  it("tells a member whose label is not AUTO that there are none, and leads back", async () => {
    await renderWidget(benefits, {
      config: "royal",
      session: { member: { userName: "demo", clubLabel: { ...GOLD, type: "MANUAL" } } },
    });
    expect(screen.getByText("VIP benefits are not available for your account.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "My account" }).getAttribute("href")).toBe("/m/member/home");
    expect(screen.queryByTestId("benefits-levels")).toBeNull();
  });
});
