import { observer } from "mobx-react-lite";
import { lazy, Suspense, useId, useState } from "react";
import { useIntl } from "react-intl";
import { color, radius, space } from "../../engine/theme/scales";
import { Avatar } from "../../engine/ui/avatar";
import { Card } from "../../engine/ui/card";
import { row, stack } from "../../engine/ui/stack";
import { useStores } from "../../engine/ui/stores-context";
import { Text } from "../../engine/ui/text";

const AvatarSheet = lazy(() => import("./avatar-sheet"));

/** Who the member is: their picture (tap to change), name, VIP rank and how far to the next. */
export const ProfileCard = observer(function ProfileCard() {
  const { member } = useStores();
  const intl = useIntl();
  const [choosing, setChoosing] = useState(false);
  const progressLabel = useId();
  const info = member.info;
  if (!info) return null;
  const progress = member.vipLabel ? member.vipProgress : null;
  const conditions = member.rankProgress?.currentProgress;
  return (
    <Card>
      <div css={row("md")}>
        <button
          type="button"
          onClick={() => setChoosing(true)}
          aria-haspopup="dialog"
          aria-label={intl.formatMessage({ id: "member_change_picture" })}
          css={{ padding: 0, border: 0, background: "none", borderRadius: "50%", cursor: "pointer" }}
        >
          <Avatar icon={member.profileIcon} size={64} />
        </button>
        <div css={[stack("xs"), { minWidth: 0 }]}>
          <Text data-testid="member-name" size="heading" weight="bold" css={{ overflowWrap: "anywhere" }}>
            {member.displayName}
          </Text>
          {member.vipLabel && (
            <Text data-testid="member-vip" tone="accent" weight="medium">
              {intl.formatMessage({ id: "vip_level" }, { label: member.vipLabel })}
            </Text>
          )}
          {info.regDate && (
            <Text size="small" tone="muted">
              {intl.formatMessage(
                { id: "member_since" },
                { date: intl.formatDate(info.regDate, { dateStyle: "medium" }) },
              )}
            </Text>
          )}
        </div>
      </div>
      {progress !== null && (
        <div css={stack("xs")} data-testid="vip-progress">
          <div css={row("sm", { justify: "space-between" })}>
            <Text size="small" weight="medium" id={progressLabel}>
              {intl.formatMessage({ id: "member_vip_progress" })}
            </Text>
            <Text size="small" tone="muted">
              {conditions && conditions.totalExpectedConditions > 0 && progress < 1
                ? intl.formatMessage(
                    { id: "member_vip_conditions" },
                    { completed: conditions.completedConditions, total: conditions.totalExpectedConditions },
                  )
                : intl.formatNumber(progress, { style: "percent" })}
            </Text>
          </div>
          <div
            role="progressbar"
            aria-labelledby={progressLabel}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={Math.round(progress * 100)}
            css={{
              height: space.sm,
              borderRadius: radius.pill,
              background: color.border,
              overflow: "hidden",
            }}
          >
            <div
              css={{
                height: "100%",
                width: `${progress * 100}%`,
                background: color.accent,
                borderRadius: radius.pill,
              }}
            />
          </div>
        </div>
      )}
      {choosing && (
        <Suspense fallback={null}>
          <AvatarSheet onClose={() => setChoosing(false)} />
        </Suspense>
      )}
    </Card>
  );
});
