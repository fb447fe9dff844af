import { useState } from "react";
import { getAvailablePromotions, getPersonalAvailablePromotions } from "../api/promotions";
import type { HttpClient } from "../http/client";
import { AGENT_REGISTER_PATH, INVITE_FRIENDS_PATH } from "../routing/aliases";
import { useAppNavigate } from "../routing/navigation";
import { useStores } from "../ui/stores-context";
import { needsPersonalPromotions, type ReferralFacts, referralAction } from "./referral-rule";

/**
 * Asks the platform what the referral rule needs: the site-wide promotions always (without
 * Authorization), the member's own only when the decision reads them. A failed answer counts as
 * "off" (referral-rule.ts): the entry then falls back to customer service, never to a dead page.
 */
export async function readReferralFacts(
  http: HttpClient,
  session: { isLoggedIn: boolean; customerType: number },
): Promise<ReferralFacts> {
  const loggedIn = session.isLoggedIn;
  const customerType = session.customerType;
  const siteWide = await getAvailablePromotions(http).catch(() => null);
  const personal =
    siteWide?.REFERRAL?.enabled && needsPersonalPromotions(loggedIn, customerType)
      ? await getPersonalAvailablePromotions(http).catch(() => null)
      : null;
  return { loggedIn, customerType, siteWide, personal };
}

/**
 * The referral entry's action (spec section 4): a coming-soon alert, agent registration, invite
 * friends or customer service. `busy` while the promotions are asked; a second tap meanwhile
 * does nothing.
 */
export function useReferralAction(): { run: () => void; busy: boolean } {
  const stores = useStores();
  const navigate = useAppNavigate();
  const [busy, setBusy] = useState(false);
  const run = () => {
    if (busy) return;
    setBusy(true);
    void readReferralFacts(stores.http, stores.session)
      .then(async (facts) => {
        switch (referralAction(facts)) {
          case "coming-soon":
            await stores.notices.show({ message: { id: "coming_soon" } });
            return;
          case "agent-register":
            navigate(AGENT_REGISTER_PATH);
            return;
          case "invite-friends":
            navigate(INVITE_FRIENDS_PATH);
            return;
          case "customer-service":
            if (!(await stores.openCustomerService().catch(() => false))) {
              void stores.notices.show({ message: { id: "cs_unavailable" } });
            }
        }
      })
      .finally(() => setBusy(false));
  };
  return { run, busy };
}
