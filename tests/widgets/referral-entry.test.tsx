// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { FLOATING_WIDGETS_DELAY_MS } from "../../engine/constants";
import agentRegister from "../../widgets/agent-register/register";
import inviteFriends from "../../widgets/invite-friends/register";
import referralEntry from "../../widgets/referral-entry/register";
import type { SeenRequest } from "./fake-transport";
import { CUSTOMER_SERVICE_URL, fireEvent, renderWidget, screen, waitFor } from "./harness";

/**
 * The referral entry (floating on home) runs spec section 4's referral action: what it asks the backend (site-wide
 * promotions without Authorization, the member's own with it) and where each answer leads.
 */
const PROMOTIONS = "/wps/relay/MCSFE_getMerchantAvailablePromotions";
const referral = (enabled: boolean) => ({
  APP_DOWNLOAD: { enabled: true, count: 1 },
  REFERRAL: { enabled, count: enabled ? 2 : 0 },
});
/** The site-wide answer to a call without a token, the personal one to a call with it. */
const promotions = (siteWide: boolean, personal: boolean) => (request: SeenRequest) =>
  request.headers.authorization ? referral(personal) : referral(siteWide);

async function tapEntry(options: Parameters<typeof renderWidget>[1]) {
  const page = await renderWidget(referralEntry, {
    with: [inviteFriends, agentRegister],
    ...options,
    responses: {
      "/wps/relay/MCSFE_getReferralProgram": {
        enabled: true,
        rewardPerInvite: 1000,
        currency: { code: "CNY", decimals: 2 },
      },
      "/wps/relay/MCSFE_getAgentApplication": { eligible: true, application: null },
      ...options?.responses,
    },
  });
  // A floating widget: it shows FLOATING_WIDGETS_DELAY_MS after the page has loaded.
  fireEvent.click(
    await screen.findByRole("button", { name: "Invite friends" }, { timeout: FLOATING_WIDGETS_DELAY_MS * 3 }),
  );
  await page.settle();
  const asked = page.requestsTo(PROMOTIONS);
  return {
    page,
    siteWide: asked.filter((r) => !r.headers.authorization),
    personal: asked.filter((r) => r.headers.authorization),
  };
}

describe("the referral entry", () => {
  it("tells a visitor 'coming soon' while the site-wide referral is off, asking without a token", async () => {
    const { page, siteWide, personal } = await tapEntry({
      responses: { [PROMOTIONS]: promotions(false, true) },
    });
    expect(screen.getByRole("alertdialog").textContent).toContain("Coming soon");
    expect(siteWide).toHaveLength(1);
    expect(personal).toHaveLength(0);
    expect(page.location().pathname).toBe("/m/home");
  });

  it("sends a visitor to invite friends while it is on", async () => {
    const { page } = await tapEntry({ responses: { [PROMOTIONS]: promotions(true, false) } });
    expect(page.location().pathname).toBe("/m/inviteFriends");
    expect(screen.queryByRole("alertdialog")).toBeNull();
  });

  it.each([1, 2])(
    "sends an agent (type %i) to agent registration without asking for their own promotions",
    async (type) => {
      const { page, personal } = await tapEntry({
        session: { type, member: { type } },
        responses: { [PROMOTIONS]: promotions(false, false) },
      });
      expect(page.location().pathname).toBe("/m/agentRegister");
      expect(personal).toHaveLength(0);
    },
  );

  it("sends a member whose own referral is on to invite friends, the token only on the personal call", async () => {
    const { page, siteWide, personal } = await tapEntry({
      session: {},
      responses: { [PROMOTIONS]: promotions(true, true) },
    });
    expect(page.location().pathname).toBe("/m/inviteFriends");
    expect(siteWide).toHaveLength(1);
    expect(personal.map((request) => request.headers.authorization)).toEqual(["member-token"]);
  });

  it("opens customer service for a member whose own referral is off, never 'coming soon'", async () => {
    const { page } = await tapEntry({ session: {}, responses: { [PROMOTIONS]: promotions(true, false) } });
    await waitFor(() => expect(page.opened).toEqual([CUSTOMER_SERVICE_URL]));
    expect(page.location().pathname).toBe("/m/home");
    expect(screen.queryByRole("alertdialog")).toBeNull();
  });

  it("opens customer service for a member when the site-wide answer fails", async () => {
    const { page } = await tapEntry({ session: {}, responses: {} });
    await waitFor(() => expect(page.opened).toEqual([CUSTOMER_SERVICE_URL]));
  });
});
