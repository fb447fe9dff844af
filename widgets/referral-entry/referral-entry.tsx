import { observer } from "mobx-react-lite";
import { useIntl } from "react-intl";
import { useReferralAction } from "../../engine/promotions/use-referral-action";
import { color, elevation, radius } from "../../engine/theme/scales";
import { IconButton } from "../../engine/ui/button";
import { Spinner } from "../../engine/ui/spinner";

/** A gift: what members of such sites look for to invite a friend. */
function GiftIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      width="20"
      height="20"
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M4 8h16v4H4zM6 12v8h12v-8M12 8v12M12 8c-2-4-6-4-6-1s6 1 6 1c2-4 6-4 6-1s-6 1-6 1" />
    </svg>
  );
}

/**
 * The floating gift at home's lower start corner (register.ts; the floating layer places it):
 * runs the referral action (coming soon, agent, invite, service).
 */
export default observer(function ReferralEntry() {
  const intl = useIntl();
  const referral = useReferralAction();
  return (
    <div
      css={{
        display: "flex",
        color: color.onPrimary,
        background: color.primary,
        borderRadius: radius.pill,
        boxShadow: elevation.floating,
      }}
    >
      <IconButton
        label={intl.formatMessage({ id: "shortcut_invite" })}
        data-testid="referral-entry"
        aria-busy={referral.busy || undefined}
        onClick={referral.run}
        css={{ borderRadius: radius.pill }}
      >
        {referral.busy ? <Spinner size={16} /> : <GiftIcon />}
      </IconButton>
    </div>
  );
});
