/**
 * What the member asked to play, from a tap (a card, a banner) or from the /m/launchGame query
 * (spec section 2: `prize_mode` or `vendor`, `code`, `playType`, `backUrl`, `lottoView`), and
 * the launch call's fields built from it (spec section 3, "Game launch").
 */
import type { GameLaunchRequest } from "../api/games";

export interface LaunchTarget {
  /** Lottery launches carry the lottery's own fields. */
  kind: "lottery" | "game";
  vendor?: string;
  /** Absent: the vendor's lobby. */
  gameCode?: string;
  prizeMode?: string;
  playType?: string;
  lottoView?: string;
  lottoArea?: string;
  /** Where the game's own back button and the viewer's return (checked by the launcher). */
  backUrl?: string;
  /** The name shown over the game. */
  title?: string;
  roomId?: string;
  nodeId?: string;
}

const LOTTERY_TYPES: ReadonlySet<string> = new Set(["LOTTERY", "LOTTO"]);

/** How a game, a banner's game or a vendor lane of this type launches: a lottery carries its own fields. */
export function launchKind(type: string | undefined): LaunchTarget["kind"] {
  return LOTTERY_TYPES.has(type?.trim().toUpperCase() ?? "") ? "lottery" : "game";
}

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
