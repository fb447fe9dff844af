import { observer } from "mobx-react-lite";
import { ErrorState } from "../../engine/ui/states";
import { useMountedLater } from "../../engine/ui/use-mounted-later";
import { GameCategories } from "./game-categories";
import type { HomeModel } from "./home-model";
import { HotGames } from "./hot-games";
import { VendorLanes } from "./vendor-lanes";

/**
 * Everything under home's first screen, in its own chunk: the first page pays for the banners
 * and the marquee only, and these arrive while the member looks at them. Shown once the games
 * have answered (home-screen.tsx); the vendor lanes keep their own loading state.
 */
export default observer(function BelowFold({ model }: { model: HomeModel }) {
  // The hot games are on the first screen; the categories and lanes below it come a task later.
  const later = useMountedLater();
  return (
    <>
      {model.games.state === "failed" && <ErrorState onRetry={() => model.loadGames()} />}
      <HotGames games={model.hot} />
      {later && <GameCategories categories={model.categories} />}
      {later && <VendorLanes data={model.shownLanes} retry={() => model.loadLanes()} />}
    </>
  );
});
