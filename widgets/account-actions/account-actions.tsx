import { observer } from "mobx-react-lite";
import { useIntl } from "react-intl";
import { LOGIN_PATH, MEMBER_HOME_PATH, REGISTER_PATH } from "../../engine/routing/aliases";
import { space, text } from "../../engine/theme/scales";
import { ButtonLink } from "../../engine/ui/button";
import { useStores } from "../../engine/ui/stores-context";

/** Compact in the top bar: small text and padding, still a thumb's height. */
const compact = { paddingInline: space.md, ...text.small } as const;

/** Login and register for a visitor; the member's name for a member. */
export default observer(function AccountActions() {
  const { session, member } = useStores();
  const intl = useIntl();
  if (session.isLoggedIn) {
    return (
      <ButtonLink to={MEMBER_HOME_PATH} variant="ghost" data-testid="top-bar-member" css={compact}>
        {member.displayName ?? session.info?.userName ?? intl.formatMessage({ id: "nav_member" })}
      </ButtonLink>
    );
  }
  return (
    <>
      <ButtonLink to={LOGIN_PATH} variant="ghost" css={compact}>
        {intl.formatMessage({ id: "login" })}
      </ButtonLink>
      <ButtonLink to={REGISTER_PATH} variant="secondary" css={compact}>
        {intl.formatMessage({ id: "register" })}
      </ButtonLink>
    </>
  );
});
