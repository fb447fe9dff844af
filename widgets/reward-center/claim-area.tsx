import { observer } from "mobx-react-lite";
import { type ReactNode, useId } from "react";
import { useIntl } from "react-intl";
import { useLocation } from "react-router";
import type { Promotion } from "../../engine/api/rewards";
import { LOGIN_PATH } from "../../engine/routing/aliases";
import { useAppNavigate } from "../../engine/routing/navigation";
import { withReturnPath } from "../../engine/routing/return-path";
import { Button } from "../../engine/ui/button";
import { Icon } from "../../engine/ui/icon";
import { Row, stack } from "../../engine/ui/stack";
import { Text } from "../../engine/ui/text";
import { claimAction } from "./claim-rules";
import type { Claims } from "./use-claims";

/** Sends a visitor to log in, and back to this very page (list or activity) once they have. */
export function useLoginAndReturn(): () => void {
  const navigate = useAppNavigate();
  const { pathname, search } = useLocation();
  return () => navigate(withReturnPath(LOGIN_PATH, `${pathname}${search}`));
}

const STATUS_TEXT = {
  automatic: "reward_automatic",
  ended: "reward_ended",
  upcoming: "reward_upcoming",
} as const;

/**
 * Where a promotion is taken up: the claim or apply button, "log in to claim" for a visitor, the
 * claimed state, or why there is nothing to tap; a refused claim is said right under it.
 */
export const ClaimArea = observer(function ClaimArea({
  promotion,
  claims,
}: {
  promotion: Promotion;
  claims: Claims;
}) {
  const intl = useIntl();
  const loginAndReturn = useLoginAndReturn();
  const failureId = useId();
  const action = claimAction(promotion, claims.byPromotion.get(promotion.id), claims);
  const failure = claims.failures.get(promotion.id);
  const text = (id: string) => intl.formatMessage({ id });

  let control: ReactNode = null;
  switch (action.kind) {
    case "claim":
    case "apply": {
      const busy = claims.claiming === promotion.id;
      control = (
        <Button
          onClick={() => void claims.claim(promotion)}
          busy={busy || !claims.ready}
          disabled={claims.claiming !== null || !claims.ready}
          aria-describedby={failure ? failureId : undefined}
          block
        >
          {text(action.kind === "claim" ? "reward_claim" : "reward_apply")}
        </Button>
      );
      break;
    }
    case "login":
      control = (
        <Button variant="secondary" onClick={loginAndReturn} block>
          {text("reward_login")}
        </Button>
      );
      break;
    case "done":
      control = (
        <Row gap="xs" data-testid="claim-state">
          <Text as="span" tone="brand">
            <Icon name="check" size={18} />
          </Text>
          <Text as="span" weight="bold" tone="brand">
            {text(action.state === "CLAIMED" ? "reward_claimed" : "reward_applied")}
          </Text>
        </Row>
      );
      break;
    case "automatic":
    case "ended":
    case "upcoming":
      control = (
        <Text tone="muted" data-testid="claim-state">
          {text(STATUS_TEXT[action.kind])}
        </Text>
      );
      break;
    case "unavailable":
      break;
  }
  return (
    <div css={stack("xs")} aria-live="polite">
      {control}
      {failure && (
        <Text id={failureId} role="alert" tone="danger" size="small">
          {text(failure)}
        </Text>
      )}
    </div>
  );
});
