/**
 * What the member asked to play, from a tap (a card, a banner) or from the /m/launchGame query
 * (engine/games/launch-request.ts reads that, and builds the launch call from a target).
 */

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
