/**
 * What the /m/launchGame query asks to play (spec section 2: `prize_mode` or `vendor`, `code`,
 * `playType`, `backUrl`, `lottoView`), and the launch call's fields built from a target (spec
 * section 3, "Game launch"). Apart from launch-target.ts because the first page needs only the
 * target's shape: this arrives with the launch screen, or on the first launch.
 */
import type { GameLaunchRequest } from "../api/games";
import type { LaunchTarget } from "./launch-target";

const param = (query: URLSearchParams, name: string) => query.get(name)?.trim() || undefined;

/**
 * The target of a /m/launchGame address, or null when it names nothing to launch. `prize_mode`
 * marks a lottery (spec section 2); `vendor` alone opens the vendor's lobby.
 */
export function launchTargetFromQuery(search: string): LaunchTarget | null {
  const query = new URLSearchParams(search);
  const prizeMode = param(query, "prize_mode");
  const vendor = param(query, "vendor");
  const gameCode = param(query, "code");
  if (!gameCode && !vendor) return null;
  if (prizeMode && !gameCode) return null;
  return {
    kind: prizeMode ? "lottery" : "game",
    vendor,
    gameCode,
    prizeMode,
    playType: param(query, "playType"),
    lottoView: param(query, "lottoView"),
    backUrl: param(query, "backUrl"),
    title: param(query, "title"),
  };
}

export interface LaunchContext {
  /** Platform language code for the lottery (engine/i18n/purpose-languages.ts). */
  lotteryLanguage: string;
  /** The member's VIP label, which some vendors show (spec section 3, labelName). */
  labelName?: string;
  /** Absolute address the game's own back button returns to. */
  backUrl: string;
}

/** Empty fields are left out: the platform treats an empty string as a value. */
function compact(request: GameLaunchRequest): GameLaunchRequest {
  return Object.fromEntries(
    Object.entries(request).filter(([, value]) => value !== undefined && value !== ""),
  ) as unknown as GameLaunchRequest;
}

/** The launch call's query: the third-party fields, and for a lottery its own as well. */
export function launchRequest(target: LaunchTarget, context: LaunchContext): GameLaunchRequest {
  const gameCode = target.gameCode ?? target.vendor ?? "";
  const common: GameLaunchRequest = {
    gameCode,
    vendor: target.vendor,
    hasLobby: target.gameCode === undefined,
    prizeMode: target.prizeMode,
    playType: target.playType,
    backUrl: context.backUrl,
    labelName: context.labelName,
    lottoView: target.lottoView,
  };
  if (target.kind !== "lottery") return compact(common);
  return compact({
    ...common,
    lottoArea: target.lottoArea,
    // The platform's lottery opens inside our viewer, in the page's own frame.
    launchMode: "H5",
    lottoPrizeMode: target.prizeMode,
    lottoGameCode: gameCode,
    device: "MOBILE",
    language: context.lotteryLanguage,
    title: target.title,
  });
}
