/**
 * What a tap on a banner does (spec section 3, "Banner click item"): `P` opens a promotion, `URL`
 * an external page, `G` launches a game. A banner whose item cannot be acted on (an unknown
 * linkage type, a game without a code, a link that is not http(s)) does nothing and says why in
 * the console; it still shows, as an announcement.
 */
import type { Banner } from "../api/content";
import { safeUrl } from "../security/safe-url";
import { type LaunchTarget, launchKind } from "./launch-target";

export type BannerAction =
  | { kind: "promotion"; id: string }
  | { kind: "external"; url: string }
  | { kind: "game"; target: LaunchTarget }
  | { kind: "none"; reason: string };

export function bannerAction(banner: Banner): BannerAction {
  const linkage = banner.linkage?.trim() ?? "";
  const type = banner.linkageType?.trim().toUpperCase() ?? "";
  switch (type) {
    case "P":
      return linkage
        ? { kind: "promotion", id: linkage }
        : { kind: "none", reason: "a promotion banner without an id" };
    case "URL":
      // Absolute only: a URL item names another site; an in-app place is what `P` and `G` are for.
      return safeUrl(linkage)
        ? { kind: "external", url: linkage }
        : { kind: "none", reason: `a link banner to "${linkage}", which is not an http(s) address` };
    case "G": {
      const gameCode = linkage || undefined;
      const vendor = banner.vendor?.trim() || undefined;
      if (!gameCode && !vendor) return { kind: "none", reason: "a game banner without a game or vendor" };
      return {
        kind: "game",
        target: {
          kind: launchKind(banner.gameType),
          vendor,
          gameCode,
          title: banner.title,
          ...(banner.roomId ? { roomId: String(banner.roomId) } : {}),
          ...(banner.nodeId ? { nodeId: String(banner.nodeId) } : {}),
        },
      };
    }
    case "":
      return { kind: "none", reason: "an announcement without a click item" };
    default:
      return { kind: "none", reason: `an unknown linkageType "${banner.linkageType}"` };
  }
}

/** Home banners, without the welcome-image groups that belong to the popups (spec section 3). */
export function isHomeBanner(banner: Banner): boolean {
  return !/^m_popup/i.test(banner.groupName ?? "");
}
