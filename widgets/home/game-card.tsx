import { observer } from "mobx-react-lite";
import { useIntl } from "react-intl";
import type { GameMatch } from "../../engine/api/games";
import { color, focusRing, radius, space } from "../../engine/theme/scales";
import { LazyImage } from "../../engine/ui/lazy-image";
import { Spinner } from "../../engine/ui/spinner";
import { stack } from "../../engine/ui/stack";
import { useStores } from "../../engine/ui/stores-context";
import { textStyle } from "../../engine/ui/text";
import { gameTarget } from "./play-actions";

export const GAME_ICON_SIZE = 80;

/** A label clamped to two lines, so cards in a row share one height. */
export const clampTwoLines = {
  display: "-webkit-box",
  WebkitLineClamp: 2,
  WebkitBoxOrient: "vertical",
  overflow: "hidden",
} as const;

/** What a card looks like as a button: its picture over its name, a thumb-sized target. */
export const cardButton = {
  ...stack("xs"),
  justifyItems: "center",
  width: "100%",
  height: "100%",
  padding: space.xs,
  font: "inherit",
  color: "inherit",
  background: color.surface,
  border: `1px solid ${color.border}`,
  borderRadius: radius.md,
  cursor: "pointer",
  ...focusRing(),
} as const;

/**
 * A game: the card launches it (a visitor is asked to log in first, spec section 2); a game
 * that allows it offers visitors a trial under the card.
 */
export const GameCard = observer(function GameCard({ game }: { game: GameMatch }) {
  const stores = useStores();
  const intl = useIntl();
  const launching = stores.games.launching?.gameCode === game.gameCode;
  const visitor = !stores.session.isLoggedIn;
  return (
    // Cards in a row share one height: the card fills its cell, and a visitor's row of trial
    // links is kept for every card, empty where the game has no trial.
    // The trial link's 32 px: above WCAG's 24 px minimum, a second action smaller than the card.
    <li css={{ display: "grid", gridTemplateRows: visitor ? "1fr 32px" : "1fr", gap: space.xs }}>
      <button
        type="button"
        aria-busy={launching || undefined}
        onClick={() => void stores.games.launch(gameTarget(game))}
        css={cardButton}
      >
        <span css={{ position: "relative" }}>
          <LazyImage src={game.icon} width={GAME_ICON_SIZE} height={GAME_ICON_SIZE} />
          {launching && (
            <span
              css={{
                position: "absolute",
                inset: 0,
                display: "grid",
                placeItems: "center",
                color: color.onPrimary,
              }}
            >
              <Spinner />
            </span>
          )}
        </span>
        <span css={[textStyle({ size: "small", align: "center" }), clampTwoLines]}>{game.gameName}</span>
      </button>
      {visitor && game.trial === true && (
        <button
          type="button"
          aria-label={intl.formatMessage({ id: "try_game" }, { game: game.gameName })}
          onClick={() => void stores.games.trial({ ...gameTarget(game), gameCode: game.gameCode })}
          css={[
            textStyle({ size: "caption", weight: "medium", tone: "brand", align: "center" }),
            { background: "none", border: 0, cursor: "pointer", ...focusRing(-2) },
          ]}
        >
          {intl.formatMessage({ id: "try_free" })}
        </button>
      )}
    </li>
  );
});
