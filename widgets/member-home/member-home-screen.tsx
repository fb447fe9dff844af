import { observer } from "mobx-react-lite";
import { useEffect, useState } from "react";
import { useIntl } from "react-intl";
import { space } from "../../engine/theme/scales";
import { Button } from "../../engine/ui/button";
import { Card } from "../../engine/ui/card";
import { Page } from "../../engine/ui/page";
import { Skeleton } from "../../engine/ui/skeleton";
import { ErrorState } from "../../engine/ui/states";
import { useStores } from "../../engine/ui/stores-context";
import { Text } from "../../engine/ui/text";

/** The member's own page: who they are, their VIP rank, and the way out. */
export default observer(function MemberHomeScreen() {
  const stores = useStores();
  const { member } = stores;
  const intl = useIntl();
  const [leaving, setLeaving] = useState(false);
  // The sign-out code loads while the member reads the page, not when they tap.
  useEffect(() => stores.identity.preload(), [stores]);

  // The session ends at once; this page is for members, so its guard then shows the login page
  // (spec section 2), where the next member of a shared phone signs in.
  const signOut = () => {
    setLeaving(true);
    void stores.identity.logout();
  };

  return (
    <Page title={intl.formatMessage({ id: "member_home_title" })}>
      {member.info ? (
        <Card>
          <Text data-testid="member-name" size="heading" weight="bold">
            {member.displayName}
          </Text>
          {member.vipLabel && (
            <Text data-testid="member-vip" tone="accent" weight="medium">
              {intl.formatMessage({ id: "vip_level" }, { label: member.vipLabel })}
            </Text>
          )}
          {member.info.regDate && (
            <Text tone="muted">
              {intl.formatMessage(
                { id: "member_since" },
                { date: intl.formatDate(member.info.regDate, { dateStyle: "medium" }) },
              )}
            </Text>
          )}
        </Card>
      ) : member.loading ? (
        <Skeleton className="wl-lane" />
      ) : (
        <ErrorState onRetry={() => void member.load().catch(() => undefined)} />
      )}
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
