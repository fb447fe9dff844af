import { observer } from "mobx-react-lite";
import { useEffect } from "react";
import { useIntl } from "react-intl";
import { MEMBER_HOME_PATH } from "../../engine/routing/aliases";
import { space } from "../../engine/theme/scales";
import { ButtonLink } from "../../engine/ui/button";
import { Card } from "../../engine/ui/card";
import { List } from "../../engine/ui/list";
import { Page } from "../../engine/ui/page";
import { Skeleton } from "../../engine/ui/skeleton";
import { stack } from "../../engine/ui/stack";
import { EmptyState } from "../../engine/ui/states";
import { useStores } from "../../engine/ui/stores-context";
import { Text } from "../../engine/ui/text";

/**
 * /m/member/benefits: the VIP levels the merchant lists with what each gives (merchant.json
 * `vipLabels[].benefits`), the member's own level marked, and how far they are to the next.
 * Only a member whose label is of type AUTO has benefits (spec section 4); anyone else reaching
 * the address is told so and led back.
 */
export default observer(function BenefitsScreen() {
  const stores = useStores();
  const { member } = stores;
  const intl = useIntl();
  useEffect(() => {
    if (!member.rankProgress) void member.loadRankProgress();
  }, [member]);

  const title = intl.formatMessage({ id: "member_benefits" });
  if (!member.info) {
    return (
      <Page title={title}>
        <Skeleton className="wl-lane" />
      </Page>
    );
  }
  if (!member.hasBenefits) {
    return (
      <Page title={title}>
        <EmptyState
          message={intl.formatMessage({ id: "benefits_none" })}
          action={
            <ButtonLink to={MEMBER_HOME_PATH}>{intl.formatMessage({ id: "member_home_title" })}</ButtonLink>
          }
        />
      </Page>
    );
  }
  const ownId = String(member.info.clubLabel?.labelId ?? "");
  const levels = stores.config.vipLabels ?? [];
  const progress = member.vipProgress;
  return (
    <Page title={title}>
      <Card>
        <Text size="small" tone="muted">
          {intl.formatMessage({ id: "benefits_your_level" })}
        </Text>
        <Text size="heading" weight="bold" tone="accent" data-testid="benefits-level">
          {member.vipLabel}
        </Text>
        {progress !== null && (
          <Text tone="muted">
            {intl.formatMessage(
              { id: "benefits_progress" },
              { percent: intl.formatNumber(progress, { style: "percent" }) },
            )}
          </Text>
        )}
      </Card>
      {levels.some((level) => level.benefits?.length) ? (
        <List css={{ marginBlockStart: space.lg }} data-testid="benefits-levels">
          {levels.map((level) => {
            const own = String(level.id) === ownId;
            return (
              <li key={level.id} aria-current={own || undefined}>
                <Card raised={own} gap="xs">
                  <Text weight="bold" tone={own ? "brand" : "default"}>
                    {own
                      ? intl.formatMessage({ id: "benefits_level_yours" }, { name: level.name })
                      : level.name}
                  </Text>
                  <ul css={[stack("xs"), { margin: 0, paddingInlineStart: "1.2em" }]}>
                    {(level.benefits ?? []).map((benefit) => (
                      <li key={benefit}>
                        <Text as="span">{benefit}</Text>
                      </li>
                    ))}
                  </ul>
                </Card>
              </li>
            );
          })}
        </List>
      ) : (
        <Text tone="muted" css={{ marginBlockStart: space.lg }}>
          {intl.formatMessage({ id: "benefits_ask_service" })}
        </Text>
      )}
    </Page>
  );
});
