import { observer } from "mobx-react-lite";
import { useState } from "react";
import { useIntl } from "react-intl";
import { getPromotionCategories } from "../../engine/api/promotions";
import { getPromotionList, type Promotion } from "../../engine/api/rewards";
import type { HttpClient } from "../../engine/http/client";
import { space } from "../../engine/theme/scales";
import { Button } from "../../engine/ui/button";
import { Card } from "../../engine/ui/card";
import { Chips } from "../../engine/ui/chips";
import { Page } from "../../engine/ui/page";
import { Section } from "../../engine/ui/section";
import { Stack } from "../../engine/ui/stack";
import { EmptyState, LoadableView } from "../../engine/ui/states";
import { useStores } from "../../engine/ui/stores-context";
import { Text } from "../../engine/ui/text";
import { useServerData } from "../../engine/ui/use-server-data";
import { useLoginAndReturn } from "./claim-area";
import { PromotionCard } from "./promotion-card";
import { useClaims } from "./use-claims";

interface Catalogue {
  categories: Array<{ id: string; name: string }>;
  promotions: Promotion[];
}

/** The categories and the promotions, asked side by side. */
async function askCatalogue(http: HttpClient): Promise<Catalogue> {
  const [{ categories }, { promotions }] = await Promise.all([
    getPromotionCategories(http),
    getPromotionList(http),
  ]);
  return { categories: categories.map((one) => ({ id: String(one.id), name: one.name })), promotions };
}

/** "All": no category id is empty, so the empty string cannot clash with one. */
const ALL = "";

/**
 * /m/rewardCenter (REWCEN3): the merchant's promotions grouped by category, each with what it
 * gives, its claim and its rules. Visitors browse it too; a prompt and each claim button ask
 * them to log in, and bring them back here after.
 */
export default observer(function RewardCenterScreen() {
  const stores = useStores();
  const intl = useIntl();
  const claims = useClaims();
  const loginAndReturn = useLoginAndReturn();
  const catalogue = useServerData("reward/catalogue", () => askCatalogue(stores.http));
  const [category, setCategory] = useState(ALL);

  return (
    <Page title={intl.formatMessage({ id: "reward_title" })}>
      {!claims.loggedIn && (
        <Card data-testid="reward-login-prompt" css={{ marginBlockEnd: space.lg }}>
          <Text>{intl.formatMessage({ id: "reward_login_prompt" })}</Text>
          <Button onClick={loginAndReturn}>{intl.formatMessage({ id: "reward_login" })}</Button>
        </Card>
      )}
      <LoadableView
        data={catalogue.data}
        onRetry={catalogue.reload}
        isEmpty={(value) => value.promotions.length === 0}
        empty={<EmptyState message={intl.formatMessage({ id: "reward_empty" })} />}
      >
        {({ categories, promotions }) => {
          const groups = categories
            .filter((one) => category === ALL || one.id === category)
            .map((one) => ({
              ...one,
              promotions: promotions.filter((promotion) => String(promotion.category) === one.id),
            }));
          return (
            <>
              <Chips
                label={intl.formatMessage({ id: "reward_categories" })}
                options={[
                  { value: ALL, label: intl.formatMessage({ id: "reward_all" }) },
                  ...categories.map((one) => ({ value: one.id, label: one.name })),
                ]}
                selected={category}
                onSelect={setCategory}
              />
              {groups.every((group) => group.promotions.length === 0) ? (
                <EmptyState message={intl.formatMessage({ id: "reward_empty" })} />
              ) : (
                groups
                  .filter((group) => group.promotions.length > 0)
                  .map((group) => (
                    <Section key={group.id} title={group.name} data-testid="reward-category">
                      <Stack gap="md">
                        {group.promotions.map((promotion) => (
                          <PromotionCard key={promotion.id} promotion={promotion} claims={claims} />
                        ))}
                      </Stack>
                    </Section>
                  ))
              )}
            </>
          );
        }}
      </LoadableView>
    </Page>
  );
});
