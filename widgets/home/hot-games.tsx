import { observer } from "mobx-react-lite";
import { useIntl } from "react-intl";
import type { GameMatch } from "../../engine/api/games";
import { space } from "../../engine/theme/scales";
import { List } from "../../engine/ui/list";
import { Section } from "../../engine/ui/section";
import { GAME_ICON_SIZE, GameCard } from "./game-card";

/** The hot games, one sideways-scrolling row. */
export const HotGames = observer(function HotGames({ games }: { games: GameMatch[] }) {
  const intl = useIntl();
  if (games.length === 0) return null;
  return (
    <Section title={intl.formatMessage({ id: "hot_games" })} data-testid="hot-games">
      <List
        css={{
          gridAutoFlow: "column",
          gridAutoColumns: GAME_ICON_SIZE + 2 * space.sm,
          gap: space.sm,
          overflowX: "auto",
          scrollbarWidth: "none",
        }}
      >
        {games.map((game) => (
          <GameCard key={game.gameCode} game={game} />
        ))}
      </List>
    </Section>
  );
});
