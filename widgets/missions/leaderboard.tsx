import { useIntl } from "react-intl";
import type { Leaderboard as Board, LeaderboardRow } from "../../engine/api/points";
import { color, radius, space, weight } from "../../engine/theme/scales";
import { row } from "../../engine/ui/stack";
import { EmptyState } from "../../engine/ui/states";
import { Text } from "../../engine/ui/text";

/**
 * The top members by points, ranks as the server gives them (equal points share one); the
 * member's own row is marked (aria-current and the brand's tint), and when they are not in the
 * top their row follows it after a gap, so they always see where they stand.
 */
export function Leaderboard({ board }: { board: Board }) {
  const intl = useIntl();
  if (board.top.length === 0)
    return <EmptyState message={intl.formatMessage({ id: "mission_board_empty" })} />;
  const ownOutside = board.own && !board.top.some((entry) => entry.own) ? board.own : null;
  return (
    <>
      {board.own && (
        <Text weight="medium" data-testid="own-rank">
          {intl.formatMessage({ id: "mission_your_rank" }, { rank: board.own.rank })}
        </Text>
      )}
      <ol
        data-testid="leaderboard"
        css={{ listStyle: "none", margin: 0, padding: 0, display: "grid", gap: space.xs }}
      >
        {board.top.map((entry) => (
          <Entry key={`${entry.rank}-${entry.name}-${entry.own}`} entry={entry} />
        ))}
        {ownOutside && (
          <>
            <li aria-hidden="true" css={{ textAlign: "center", color: color.textMuted }}>
              ⋯
            </li>
            <Entry entry={ownOutside} />
          </>
        )}
      </ol>
    </>
  );
}

function Entry({ entry }: { entry: LeaderboardRow }) {
  const intl = useIntl();
  return (
    <li
      aria-current={entry.own || undefined}
      data-own={entry.own || undefined}
      css={[
        row("md"),
        {
          paddingInline: space.md,
          paddingBlock: space.sm,
          borderRadius: radius.md,
          ...(entry.own
            ? {
                background: color.primarySoft,
                fontWeight: weight.bold,
                outline: `2px solid ${color.primary}`,
              }
            : {}),
        },
      ]}
    >
      <Text as="span" weight="bold" css={{ minWidth: space.xxl }}>
        {intl.formatMessage({ id: "mission_rank" }, { rank: entry.rank })}
      </Text>
      <Text as="span" css={{ flex: 1, minWidth: 0 }}>
        {entry.own ? intl.formatMessage({ id: "mission_you" }, { name: entry.name }) : entry.name}
      </Text>
      <Text as="span" tone="muted">
        {intl.formatMessage({ id: "mission_points_value" }, { points: entry.points })}
      </Text>
    </li>
  );
}
