/** Home-page content every merchant gets: banners, marquee texts and vendor lanes (invented names). */

export const BANNERS = [
  { title: "Welcome bonus 100%", linkage: "101" },
  { title: "Daily draws, daily wins", linkage: "102" },
  { title: "Invite friends, earn rewards", linkage: "103" },
];

export const MARQUEE = [
  {
    title: "Welcome",
    content: (name: string) => `Welcome to ${name}! Deposit today and claim your 100% welcome bonus.`,
  },
  {
    title: "Maintenance window",
    content: (name: string) =>
      `${name} runs routine maintenance on Mondays 03:00–04:00; games may pause briefly.`,
  },
  {
    title: "Account safety",
    content: (name: string) =>
      `${name} staff will never ask for your password. Contact customer service if in doubt.`,
  },
];

/** `account` is the platform's accountTypeName. */
export const LANES: ReadonlyArray<{
  title: string;
  classify: string;
  vendors: Array<[account: string, name: string]>;
}> = [
  {
    title: "Lottery",
    classify: "LOTTERY",
    vendors: [
      ["GOLDENDRAW", "Golden Draw"],
      ["LUCKYBALL", "Lucky Ball"],
      ["JADELOTTO", "Jade Lotto"],
      ["STARKENO", "Star Keno"],
      ["FORTUNE5D", "Fortune 5D"],
      ["MOONPICK", "Moon Pick"],
    ],
  },
  {
    title: "Slots",
    classify: "SLOT",
    vendors: [
      ["REELFORGE", "Reel Forge"],
      ["NEONSPIN", "Neon Spin"],
      ["CORALREELS", "Coral Reels"],
      ["THUNDERSLOT", "Thunder Slots"],
      ["PIXELJACKPOT", "Pixel Jackpot"],
      ["CANDYCOIN", "Candy Coin"],
    ],
  },
  {
    title: "Live Casino",
    classify: "LIVE",
    vendors: [
      ["VELVETLIVE", "Velvet Live"],
      ["ORCHIDHALL", "Orchid Hall"],
      ["CROWNDEALER", "Crown Dealer"],
      ["AURORALIVE", "Aurora Live"],
      ["EMBERTABLE", "Ember Table"],
    ],
  },
  {
    title: "Sports",
    classify: "SPORTS",
    vendors: [
      ["KICKLINE", "Kickline"],
      ["ARENAPLAY", "Arena Play"],
      ["SPRINTODDS", "Sprint Odds"],
      ["GOALPOST", "Goalpost"],
      ["COURTSIDE", "Courtside"],
    ],
  },
];

/**
 * A few single games, each from the first vendor of a lane (every merchant has those). The game
 * code is what launchGame and the trial launch take.
 */
export const GAMES: ReadonlyArray<{ code: string; name: string; vendor: string; type: string }> = [
  { code: "GD_FAST3", name: "Fast 3", vendor: "GOLDENDRAW", type: "LOTTERY" },
  { code: "GD_PK10", name: "Racing 10", vendor: "GOLDENDRAW", type: "LOTTERY" },
  { code: "RF_DRAGON", name: "Dragon Reels", vendor: "REELFORGE", type: "SLOT" },
  { code: "RF_FRUIT", name: "Fruit Stack", vendor: "REELFORGE", type: "SLOT" },
  { code: "VL_BACCARAT", name: "Velvet Baccarat", vendor: "VELVETLIVE", type: "LIVE" },
  { code: "KL_FOOTBALL", name: "Kickline Football", vendor: "KICKLINE", type: "SPORTS" },
];
