import { observer } from "mobx-react-lite";
import { useIntl } from "react-intl";
import { Link } from "react-router";
import { LAYOUT } from "../../engine/theme/layout";
import { useStores } from "../../engine/ui/stores-context";

const actionLink = {
  display: "inline-flex",
  alignItems: "center",
  minHeight: LAYOUT.minTouch - 8,
  padding: "0 12px",
  borderRadius: "var(--wl-radius)",
  fontWeight: 600,
  fontSize: 14,
  textDecoration: "none",
} as const;

/** Login and register for a visitor; the member's name for a member. */
export default observer(function AccountActions() {
  const { session, member } = useStores();
  const intl = useIntl();
  if (session.isLoggedIn) {
    return (
      <Link
        to="/m/member/home"
        data-testid="top-bar-member"
        css={{ ...actionLink, color: "inherit", border: "1px solid currentColor" }}
      >
        {member.displayName ?? session.info?.userName ?? intl.formatMessage({ id: "nav_member" })}
      </Link>
    );
  }
  return (
    <>
      <Link to="/m/login" css={{ ...actionLink, color: "inherit", border: "1px solid currentColor" }}>
        {intl.formatMessage({ id: "login" })}
      </Link>
      <Link
        to="/m/register"
        css={{ ...actionLink, background: "var(--wl-accent)", color: "var(--wl-on-accent)" }}
      >
        {intl.formatMessage({ id: "register" })}
      </Link>
    </>
  );
});
