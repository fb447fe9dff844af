import type { CrossFieldRule } from "./rule";

/** Spec §5: the mini-game runs as variant v1 or s1, never both; two switches on is a contradiction. */
export const oneMiniGameVariant: CrossFieldRule = (config) => {
  if (config.features?.LOTTMINIGAME3 !== true || config.features.SEALOTTMINIGAME3 !== true) return [];
  return [
    {
      pointer: "/features/SEALOTTMINIGAME3",
      message:
        "cannot be on together with /features/LOTTMINIGAME3: the lottery mini-game has one variant " +
        "(LOTTMINIGAME3 is v1, SEALOTTMINIGAME3 is s1); switch one of them off",
    },
  ];
};
