import { observer } from "mobx-react-lite";
import { useState } from "react";
import { useIntl } from "react-intl";
import type { GameCategory } from "../../engine/games/game-order";
import { space } from "../../engine/theme/scales";
import { List } from "../../engine/ui/list";
import { Section } from "../../engine/ui/section";
import { Tabs } from "../../engine/ui/tabs";
import { categoryLabel } from "./category-label";
import { GAME_ICON_SIZE, GameCard } from "./game-card";

const idOf = (category: string) => ({ tab: `games-tab-${category}`, panel: `games-panel-${category}` });

/** The single games, a tab per category (spec section 9's ordinal order within each). */
export const GameCategories = observer(function GameCategories({
  categories,
}: {
  categories: GameCategory[];
}) {
  const intl = useIntl();
  const [chosen, setChosen] = useState<string | null>(null);
  if (categories.length === 0) return null;
  const selected = categories.find((c) => c.category === chosen) ?? (categories[0] as GameCategory);
  return (
    <Section title={intl.formatMessage({ id: "all_games" })} data-testid="game-categories">
      <Tabs
        label={intl.formatMessage({ id: "game_categories" })}
        options={categories.map((c) => ({ value: c.category, label: categoryLabel(intl, c.category) }))}
        selected={selected.category}
        onSelect={setChosen}
        idOf={idOf}
      />
      <div role="tabpanel" id={idOf(selected.category).panel} aria-labelledby={idOf(selected.category).tab}>
        <List
          css={{
            gridTemplateColumns: `repeat(auto-fill, minmax(${GAME_ICON_SIZE + 2 * space.sm}px, 1fr))`,
            gap: space.sm,
          }}
        >
          {selected.games.map((game) => (
            <GameCard key={game.gameCode} game={game} />
          ))}
        </List>
      </div>
    </Section>
  );
});
