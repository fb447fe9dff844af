/**
 * Whether the mini-game shows (spec §4, §6): the one part of its rules the page needs before the
 * widget's view loads, kept apart so the first route carries nothing else of it.
 */

/** The two builds of the lottery mini-game: LOTTMINIGAME3 is v1, SEALOTTMINIGAME3 is s1. */
export type MiniGameVariant = "v1" | "s1";

/**
 * Which variant is on, if any. The validator refuses a merchant file with both on; live switches
 * could still turn both on, and then v1 (the older, general one) wins.
 */
export function miniGameVariant(
  feature: (key: "LOTTMINIGAME3" | "SEALOTTMINIGAME3") => boolean,
): MiniGameVariant | null {
  if (feature("LOTTMINIGAME3")) return "v1";
  if (feature("SEALOTTMINIGAME3")) return "s1";
  return null;
}

/** Shown to logged-in members only (spec §4: "shown when logged in, hidden otherwise"). */
export function miniGameShown(input: { variant: MiniGameVariant | null; loggedIn: boolean }): boolean {
  return input.variant !== null && input.loggedIn;
}
