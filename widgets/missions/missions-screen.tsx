import { useId, useRef, useState } from "react";
import { useIntl } from "react-intl";
import { claimMission, getLeaderboard, getMissions, type Mission } from "../../engine/api/points";
import { TOAST_MS } from "../../engine/constants";
import { asApiError } from "../../engine/http/envelope";
import { MEMBER_HOME_PATH } from "../../engine/routing/aliases";
import { space } from "../../engine/theme/scales";
import { Button } from "../../engine/ui/button";
import { Card } from "../../engine/ui/card";
import { Page } from "../../engine/ui/page";
import { ProgressBar } from "../../engine/ui/progress-bar";
import { Section } from "../../engine/ui/section";
import { row, stack } from "../../engine/ui/stack";
import { EmptyState, LoadableView } from "../../engine/ui/states";
import { useStores } from "../../engine/ui/stores-context";
import { Text } from "../../engine/ui/text";
import { useServerData } from "../../engine/ui/use-server-data";
import { Leaderboard } from "./leaderboard";

/** Server refusals of a claim that mean the page is out of date, worded for the member. */
const CLAIM_REFUSALS: Readonly<Record<string, { id: string }>> = {
  "mission.already.claimed": { id: "mission_already_claimed" },
  "mission.not.complete": { id: "mission_not_complete" },
};

/**
 * /m/leaderBoard, the missions: each with its progress (an accessible progress bar) and reward,
 * claimed once complete, which adds the reward to the member's points; then the leaderboard of
 * the merchant's members by points with the member's own rank marked. A claim reloads both, as
 * the points decide the ranks.
 */
export default function MissionsScreen() {
  const stores = useStores();
  const intl = useIntl();
  const list = useServerData("missions", () => getMissions(stores.http));
  // Each claim bumps `claims`: the board is asked again under the ranks shown until then.
  const [claims, setClaims] = useState(0);
  const board = useServerData(`missions/board#${claims}`, () => getLeaderboard(stores.http), { keep: true });

  const claimed = (mission: Mission, points: number) => {
    list.update((shown) => ({
      points,
      missions: shown.missions.map((each) => (each.id === mission.id ? mission : each)),
    }));
    stores.toasts.show(
      {
        raw: intl.formatMessage(
          { id: "mission_claim_done" },
          { points: intl.formatMessage({ id: "mission_points_value" }, { points: mission.reward }) },
        ),
      },
      TOAST_MS,
    );
    setClaims((count) => count + 1);
  };

  return (
    <Page title={intl.formatMessage({ id: "mission_title" })} back={MEMBER_HOME_PATH}>
      <LoadableView data={list.data} onRetry={list.reload}>
        {(value) => (
          <>
            <Card>
              <Text tone="muted">{intl.formatMessage({ id: "mission_points" })}</Text>
              <Text size="title" weight="bold" data-testid="mission-points">
                {intl.formatMessage({ id: "mission_points_value" }, { points: value.points })}
              </Text>
            </Card>
            <Section title={intl.formatMessage({ id: "mission_list" })}>
              {value.missions.length === 0 ? (
                <EmptyState message={intl.formatMessage({ id: "mission_empty" })} />
              ) : (
                <ul
                  data-testid="missions"
                  css={{ listStyle: "none", margin: 0, padding: 0, display: "grid", gap: space.sm }}
                >
                  {value.missions.map((mission) => (
                    <MissionCard
                      key={mission.id}
                      mission={mission}
                      onClaimed={claimed}
                      // Asked again under the cards (which keep what they say), without the loading state.
                      onStale={() => void list.refresh()}
                    />
                  ))}
                </ul>
              )}
            </Section>
          </>
        )}
      </LoadableView>
      <Section title={intl.formatMessage({ id: "mission_board" })}>
        <LoadableView data={board.data} onRetry={board.reload}>
          {(value) => <Leaderboard board={value} />}
        </LoadableView>
      </Section>
    </Page>
  );
}

function MissionCard({
  mission,
  onClaimed,
  onStale,
}: {
  mission: Mission;
  onClaimed: (mission: Mission, points: number) => void;
  /** The server says the mission is not as shown (claimed elsewhere, progress lowered). */
  onStale: () => void;
}) {
  const stores = useStores();
  const intl = useIntl();
  const titleId = useId();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  // A ref, not state: a second tap in the same frame must see the first one's lock.
  const sending = useRef(false);
  const progressText = intl.formatMessage(
    { id: "mission_progress" },
    { progress: mission.progress, target: mission.target },
  );

  const claim = async () => {
    if (sending.current) return;
    sending.current = true;
    setBusy(true);
    setProblem(null);
    try {
      const result = await claimMission(stores.http, mission.id);
      onClaimed(result.mission, result.points);
    } catch (error) {
      console.warn("Claim failed:", error);
      const code = asApiError(error, "claim").errorCode;
      const known = code ? CLAIM_REFUSALS[code] : undefined;
      setProblem(intl.formatMessage(known ?? { id: "mission_claim_failed" }));
      if (known) onStale();
    } finally {
      sending.current = false;
      setBusy(false);
    }
  };

  return (
    <li data-testid="mission" data-code={mission.code} data-state={mission.state}>
      <Card padding="md">
        <div css={row("md", { align: "start" })}>
          <div css={[stack("xs"), { flex: 1, minWidth: 0 }]}>
            <Text weight="bold" id={titleId} data-testid="mission-title">
              {mission.title}
            </Text>
            <Text size="small" tone="brand" weight="medium">
              {intl.formatMessage(
                { id: "mission_reward" },
                { points: intl.formatMessage({ id: "mission_points_value" }, { points: mission.reward }) },
              )}
            </Text>
          </div>
          {mission.state === "COMPLETED" ? (
            <Button
              onClick={() => void claim()}
              busy={busy}
              disabled={busy}
              aria-label={intl.formatMessage({ id: "mission_claim_named" }, { title: mission.title })}
            >
              {intl.formatMessage({ id: "mission_claim" })}
            </Button>
          ) : (
            <Text size="small" tone="muted" weight="medium">
              {intl.formatMessage({
                id: mission.state === "CLAIMED" ? "mission_claimed" : "mission_in_progress",
              })}
            </Text>
          )}
        </div>
        <div css={row("sm")}>
          <div css={{ flex: 1 }}>
            <ProgressBar
              value={mission.progress}
              max={mission.target}
              labelledBy={titleId}
              valueText={progressText}
            />
          </div>
          <Text size="small" tone="muted" aria-hidden="true">
            {progressText}
          </Text>
        </div>
        {problem && (
          <Text role="alert" tone="danger" size="small">
            {problem}
          </Text>
        )}
      </Card>
    </li>
  );
}
