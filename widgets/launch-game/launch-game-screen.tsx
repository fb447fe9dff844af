import { observer } from "mobx-react-lite";
import { useEffect, useState } from "react";
import { useIntl } from "react-intl";
import { useLocation } from "react-router";
import { getGameMatches } from "../../engine/api/games";
import type { LaunchOutcome } from "../../engine/games/game-launcher";
import { launchTargetFromQuery } from "../../engine/games/launch-request";
import type { LaunchTarget } from "../../engine/games/launch-target";
import type { HttpClient } from "../../engine/http/client";
import { HOME_PATH } from "../../engine/routing/aliases";
import { ButtonLink } from "../../engine/ui/button";
import { Page } from "../../engine/ui/page";
import { EmptyState, LoadingState } from "../../engine/ui/states";
import { useStores } from "../../engine/ui/stores-context";

/** A link names a game by its code: the viewer shows its name, from the game list, when it is there. */
async function withTitle(http: HttpClient, target: LaunchTarget): Promise<LaunchTarget> {
  if (target.title || !target.gameCode) return target;
  const list = await getGameMatches(http).catch(() => ({ matches: [] }));
  const name = list.matches?.find((game) => game.gameCode === target.gameCode)?.gameName;
  return name ? { ...target, title: name } : target;
}

/**
 * Reads the game the link names and launches it, replacing itself in history so back does not
 * launch again. A visitor goes to log in and the game resumes after; a link that names no game,
 * or a launch that fails, says so and leads home — never a blank page.
 */
export default observer(function LaunchGameScreen() {
  const stores = useStores();
  const intl = useIntl();
  const { search } = useLocation();
  const [target] = useState(() => launchTargetFromQuery(search));
  const [outcome, setOutcome] = useState<LaunchOutcome | null>(null);

  useEffect(() => {
    if (!target) {
      console.warn(`[launch] /m/launchGame${search} names no game`);
      return;
    }
    void withTitle(stores.http, target)
      .then((named) => stores.games.launch(named, { replace: true }))
      .then(setOutcome);
  }, [stores, target, search]);

  const home = <ButtonLink to={HOME_PATH}>{intl.formatMessage({ id: "back_home" })}</ButtonLink>;
  if (!target) {
    return (
      <Page title={intl.formatMessage({ id: "launching" })} titleHidden>
        <EmptyState message={intl.formatMessage({ id: "launch_link_invalid" })} action={home} />
      </Page>
    );
  }
  const waiting = outcome === null || outcome === "opened" || outcome === "login";
  return (
    <Page title={intl.formatMessage({ id: "launching" })} titleHidden>
      {waiting ? (
        <LoadingState />
      ) : (
        <EmptyState message={intl.formatMessage({ id: "game_unavailable" })} action={home} />
      )}
    </Page>
  );
});
