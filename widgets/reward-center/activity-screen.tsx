import { observer } from "mobx-react-lite";
import { useIntl } from "react-intl";
import { useLocation } from "react-router";
import { getPromotionDetail, type Promotion } from "../../engine/api/rewards";
import type { HttpClient } from "../../engine/http/client";
import { useRegistry } from "../../engine/registry/registry-context";
import { HOME_PATH, REWARD_CENTER_PATH } from "../../engine/routing/aliases";
import { ButtonLink } from "../../engine/ui/button";
import { Card } from "../../engine/ui/card";
import { HtmlBlock } from "../../engine/ui/html-block";
import { Page } from "../../engine/ui/page";
import { Stack } from "../../engine/ui/stack";
import { EmptyState, LoadableView } from "../../engine/ui/states";
import { useStores } from "../../engine/ui/stores-context";
import { Text } from "../../engine/ui/text";
import { useServerData } from "../../engine/ui/use-server-data";
import { ClaimArea } from "./claim-area";
import { PromotionFacts, PromotionImage } from "./promotion-facts";
import { useClaims } from "./use-claims";

/** The page's promotion: found, or not (a missing, malformed or unknown id alike). */
type Found = { promotion: Promotion } | { promotion: null };

/** The `id` query as a promotion id, or null when it cannot be one (no request is made then). */
export function promotionIdOf(search: string): number | null {
  const raw = new URLSearchParams(search).get("id") ?? "";
  return /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : null;
}

/** The promotion, or none for an id that names nothing (no request when it cannot be one). */
async function askPromotion(http: HttpClient, id: number | null): Promise<Found> {
  if (id === null) return { promotion: null };
  return getPromotionDetail(http, id).then(
    (promotion): Found => ({ promotion }),
    (error: { errorCode?: string | null }) => {
      // Only "no such promotion" is 'not found'; a failed request offers a retry instead.
      if (error.errorCode === "promotion.not.found") return { promotion: null };
      throw error;
    },
  );
}

/**
 * /m/activity?id=: one promotion (from a home banner, a popup, a shared link): picture, title,
 * what it gives and when, the claim where the reward centre is on, and its rules in full.
 * An id that names nothing is a clear 'not found' with a way home.
 */
export default observer(function ActivityScreen() {
  const stores = useStores();
  const intl = useIntl();
  const registry = useRegistry();
  const claims = useClaims();
  const id = promotionIdOf(useLocation().search);
  const { data: found, reload } = useServerData(`reward/activity/${id}`, () => askPromotion(stores.http, id));

  const title = found.state === "ready" ? found.value.promotion?.title : undefined;
  return (
    <Page title={title ?? intl.formatMessage({ id: "activity_title" })} back={HOME_PATH}>
      <LoadableView data={found} onRetry={reload}>
        {({ promotion }) =>
          promotion === null ? (
            <EmptyState
              message={
                <>
                  <Text as="span" weight="bold" data-testid="activity-not-found">
                    {intl.formatMessage({ id: "activity_not_found" })}
                  </Text>
                  <br />
                  {intl.formatMessage({ id: "activity_not_found_desc" })}
                </>
              }
              action={<ButtonLink to={HOME_PATH}>{intl.formatMessage({ id: "back_home" })}</ButtonLink>}
            />
          ) : (
            <Stack gap="md" data-testid="activity">
              <PromotionImage promotion={promotion} />
              {promotion.summary && <Text size="lead">{promotion.summary}</Text>}
              <PromotionFacts promotion={promotion} />
              <ClaimArea promotion={promotion} claims={claims} />
              <Card>
                <Text as="h2" size="lead" weight="bold">
                  {intl.formatMessage({ id: "reward_rules" })}
                </Text>
                <HtmlBlock html={promotion.content} />
              </Card>
              {registry.isAvailable(REWARD_CENTER_PATH, stores) && (
                <ButtonLink to={REWARD_CENTER_PATH} variant="quiet" block>
                  {intl.formatMessage({ id: "activity_all_promotions" })}
                </ButtonLink>
              )}
            </Stack>
          )
        }
      </LoadableView>
    </Page>
  );
});
