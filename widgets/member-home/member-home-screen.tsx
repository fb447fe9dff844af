import { observer } from "mobx-react-lite";
import { useState } from "react";
import { useIntl } from "react-intl";
import { useNavigate } from "react-router";
import { HOME_PATH } from "../../engine/routing/aliases";
import { Button, Page, Skeleton, Spinner } from "../../engine/ui/primitives";
import { useStores } from "../../engine/ui/stores-context";

/** The member's own page: who they are, their VIP rank, and the way out. */
export default observer(function MemberHomeScreen() {
  const stores = useStores();
  const { member } = stores;
  const intl = useIntl();
  const navigate = useNavigate();
  const [leaving, setLeaving] = useState(false);

  const signOut = async () => {
    setLeaving(true);
    await stores.identity.logout();
    navigate(HOME_PATH, { replace: true });
  };

  return (
    <Page labelledBy="member-title">
      <h1 id="member-title" css={{ fontSize: 22, margin: "16px 0" }}>
        {intl.formatMessage({ id: "member_home_title" })}
      </h1>
      {member.info ? (
        <section
          css={{
            background: "var(--wl-surface)",
            borderRadius: "var(--wl-radius)",
            padding: 16,
            display: "grid",
            gap: 6,
          }}
        >
          <p data-testid="member-name" css={{ fontSize: 20, fontWeight: 700, margin: 0 }}>
            {member.displayName}
          </p>
          {member.vipLabel && (
            <p data-testid="member-vip" css={{ margin: 0, color: "var(--wl-accent-text)", fontWeight: 600 }}>
              {intl.formatMessage({ id: "vip_level" }, { label: member.vipLabel })}
            </p>
          )}
          {member.info.regDate && (
            <p css={{ margin: 0, color: "var(--wl-text-muted)" }}>
              {intl.formatMessage(
                { id: "member_since" },
                { date: intl.formatDate(member.info.regDate, { dateStyle: "medium" }) },
              )}
            </p>
          )}
        </section>
      ) : member.loading ? (
        <Skeleton className="wl-lane" />
      ) : (
        <p role="alert">{intl.formatMessage({ id: "load_failed" })}</p>
      )}
      <Button variant="ghost" onClick={signOut} disabled={leaving} css={{ marginTop: 24, width: "100%" }}>
        {leaving && <Spinner size={16} />}
        {intl.formatMessage({ id: "logout" })}
      </Button>
    </Page>
  );
});
