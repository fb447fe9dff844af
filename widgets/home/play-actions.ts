import type { Banner } from "../../engine/api/content";
import { bannerAction } from "../../engine/games/banner-action";
import { type LaunchTarget, launchKind } from "../../engine/games/launch-target";
import type { EngineStores } from "../../engine/root/engine";
import type { Navigate } from "../../engine/root/navigator";
import { ACTIVITY_PATH } from "../../engine/routing/aliases";

/** A banner tap (spec section 3's click item): the promotion, the page, or the game. */
export function openBanner(
  stores: Pick<EngineStores, "links" | "games"> & { readonly navigate: Navigate },
  banner: Banner,
): void {
  const action = bannerAction(banner);
  switch (action.kind) {
    case "promotion":
      stores.navigate(`${ACTIVITY_PATH}?id=${encodeURIComponent(action.id)}`);
      return;
    case "external":
      stores.links.openExternal(action.url);
      return;
    case "game":
      void stores.games.launch(action.target);
      return;
    case "none":
      console.warn(`[banner] "${banner.title}" does nothing: ${action.reason}`);
  }
}

/** A game card's target: a lottery launches with its own fields (spec section 3). */
export function gameTarget(game: {
  gameCode: string;
  gameName: string;
  vendor: string;
  gameType?: string;
  nodeId?: string;
}): LaunchTarget {
  return {
    kind: launchKind(game.gameType),
    vendor: game.vendor,
    gameCode: game.gameCode,
    title: game.gameName,
    ...(game.nodeId ? { nodeId: game.nodeId } : {}),
  };
}
