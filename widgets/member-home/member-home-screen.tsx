import { observer } from "mobx-react-lite";
import { useEffect, useState } from "react";
import { useIntl } from "react-intl";
import { space } from "../../engine/theme/scales";
import { Button } from "../../engine/ui/button";
import { Page } from "../../engine/ui/page";
import { Skeleton } from "../../engine/ui/skeleton";
import { stack } from "../../engine/ui/stack";
import { ErrorState } from "../../engine/ui/states";
import { useStores } from "../../engine/ui/stores-context";
import { BalanceCard } from "./balance-card";
import { ProfileCard } from "./profile-card";
import { Shortcuts } from "./shortcuts";

/**
 * The member's own page: who they are (picture, name, VIP rank and progress), their balance with
 * deposit and withdraw, shortcuts to the member area, and the way out.
 */
export default observer(function MemberHomeScreen() {
  const stores = useStores();
  const { member } = stores;
  const intl = useIntl();
  const [leaving, setLeaving] = useState(false);
  useEffect(() => {
    // The sign-out code loads while the member reads the page, not when they tap.
    stores.identity.preload();
    // The balance is read fresh each visit: a deposit may have arrived since.
    void stores.money.refreshBalance();
    if (!stores.member.rankProgress) void stores.member.loadRankProgress();
  }, [stores]);

  // The session ends at once; this page is for members, so its guard then shows the login page
  // (spec section 2), where the next member of a shared phone signs in.
  const signOut = () => {
    setLeaving(true);
    void stores.identity.logout();
  };

  return (
    <Page title={intl.formatMessage({ id: "member_home_title" })}>
      <div css={stack("md")}>
        {member.info ? (
          <ProfileCard />
        ) : member.loading ? (
          <Skeleton className="wl-lane" />
        ) : (
          <ErrorState onRetry={() => void member.load().catch(() => undefined)} />
        )}
        <BalanceCard />
      </div>
      <Shortcuts />
      <Button
        variant="ghost"
        block
        onClick={signOut}
        busy={leaving}
        disabled={leaving}
        css={{ marginBlockStart: space.xl }}
      >
        {intl.formatMessage({ id: "logout" })}
      </Button>
    </Page>
  );
});
