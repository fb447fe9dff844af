import { observer } from "mobx-react-lite";
import { useId } from "react";
import { useIntl } from "react-intl";
import type { Promotion } from "../../engine/api/rewards";
import { ACTIVITY_PATH } from "../../engine/routing/aliases";
import { AppLink } from "../../engine/routing/navigation";
import { color, space } from "../../engine/theme/scales";
import { Card } from "../../engine/ui/card";
import { HtmlBlock } from "../../engine/ui/html-block";
import { Text, textStyle } from "../../engine/ui/text";
import { ClaimArea } from "./claim-area";
import { PromotionFacts, PromotionImage } from "./promotion-facts";
import type { Claims } from "./use-claims";

/**
 * One promotion in the reward centre: picture, title, what it gives and when, the claim, and its
 * rules (server HTML, sanitised by HtmlBlock) folded away under "Rules"; the title opens its page.
 */
export const PromotionCard = observer(function PromotionCard({
  promotion,
  claims,
}: {
  promotion: Promotion;
  claims: Claims;
}) {
  const intl = useIntl();
  const titleId = useId();
  return (
    <Card role="article" aria-labelledby={titleId} data-testid="promotion">
      <PromotionImage promotion={promotion} />
      <h3 id={titleId} css={textStyle({ size: "lead", weight: "bold" })}>
        <AppLink
          to={`${ACTIVITY_PATH}?id=${promotion.id}`}
          css={{ color: "inherit", textDecoration: "none" }}
        >
          {promotion.title}
        </AppLink>
      </h3>
      {promotion.summary && <Text>{promotion.summary}</Text>}
      <PromotionFacts promotion={promotion} />
      <ClaimArea promotion={promotion} claims={claims} />
      <details>
        <summary css={{ cursor: "pointer", color: color.primaryText, paddingBlock: space.xs }}>
          {intl.formatMessage({ id: "reward_rules" })}
        </summary>
        <HtmlBlock html={promotion.content} />
      </details>
    </Card>
  );
});
