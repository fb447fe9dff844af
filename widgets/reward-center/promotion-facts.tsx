import { useIntl } from "react-intl";
import type { Promotion } from "../../engine/api/rewards";
import { radius } from "../../engine/theme/scales";
import { MoneyText } from "../../engine/ui/money-text";
import { Text } from "../../engine/ui/text";

/** When the promotion runs, and its bonus where it has an amount. */
export function PromotionFacts({ promotion }: { promotion: Promotion }) {
  const intl = useIntl();
  const date = (ms: number) => intl.formatDate(ms, { dateStyle: "medium" });
  return (
    <>
      <Text size="small" tone="muted">
        {promotion.endDate === null
          ? intl.formatMessage({ id: "reward_no_expiry" })
          : intl.formatMessage(
              { id: "reward_period" },
              { start: date(promotion.startDate), end: date(promotion.endDate) },
            )}
      </Text>
      {promotion.reward !== null && (
        <Text weight="bold" tone="accent">
          {intl.formatMessage({ id: "reward_bonus" }, { amount: <MoneyText minor={promotion.reward} /> })}
        </Text>
      )}
    </>
  );
}

/** The promotion's first picture, at the banners' 5:2, reserved before it loads so nothing moves. */
export function PromotionImage({ promotion }: { promotion: Promotion }) {
  const first = promotion.announcementImages[0];
  if (!first) return null;
  return (
    <img
      src={first.url}
      alt=""
      loading="lazy"
      decoding="async"
      width={750}
      height={300}
      css={{ display: "block", width: "100%", height: "auto", aspectRatio: "5 / 2", borderRadius: radius.md }}
    />
  );
}
