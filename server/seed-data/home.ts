/**
 * Home-page content every merchant gets: banners, marquee texts, vendor lanes and single games
 * (invented names; the vendor account types BTI, TCG, RNG and PVP are the platform's own, kept so
 * the client's vendor rule of spec §5 has cards to work on).
 */

import { mainDomainOf } from "../merchants";

/** The app-download modal's message (announcements of category app_download, spec §7). */
export const APP_DOWNLOAD_MESSAGE = {
  title: "Get the app",
  content: (name: string) =>
    `Play ${name} in the app: faster games, instant deposits and an app-download bonus.`,
};

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

/** The lobby's categories in their order; a game's ordinal is (index + 1) × 100 + its place (spec §9). */
export const GAME_CATEGORIES = ["LOTTERY", "SLOT", "LIVE", "SPORTS"] as const;
export type GameCategory = (typeof GAME_CATEGORIES)[number];

/**
 * `account` is the platform's accountTypeName. Each merchant gets the first 4 to 6 vendors of a
 * lane, so every vendor a game or banner names is among the first four.
 */
export const LANES: ReadonlyArray<{
  title: string;
  classify: GameCategory;
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
      ["RNG", "Random Reels"],
      ["PVP", "Player Duels"],
      ["NEONSPIN", "Neon Spin"],
      ["CORALREELS", "Coral Reels"],
      ["THUNDERSLOT", "Thunder Slots"],
      ["PIXELJACKPOT", "Pixel Jackpot"],
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
      ["BTI", "Bet Tower"],
      ["TCG", "Top Court Games"],
      ["ARENAPLAY", "Arena Play"],
      ["SPRINTODDS", "Sprint Odds"],
      ["GOALPOST", "Goalpost"],
    ],
  },
];

export interface SeedGame {
  code: string;
  name: string;
  vendor: string;
  category: GameCategory;
  /** Category index × 100 + place in the category, as the platform numbers the lobby. */
  ordinal: number;
  hot: boolean;
  nodeId: string;
  /** Live tables only: the room a banner or the lobby opens. */
  roomId?: string;
}

/**
 * The single games every merchant gets. Deliberately stored (and so answered) out of lobby order:
 * the client sorts by category and ordinal. Lottery and slot games have a trial, live and sports
 * games none. The game code is what launchGame and the trial launch take.
 */
export const GAMES: ReadonlyArray<SeedGame> = [
  {
    code: "RF_FRUIT",
    name: "Fruit Stack",
    vendor: "REELFORGE",
    category: "SLOT",
    ordinal: 202,
    hot: false,
    nodeId: "5202",
  },
  {
    code: "KL_FOOTBALL",
    name: "Kickline Football",
    vendor: "KICKLINE",
    category: "SPORTS",
    ordinal: 401,
    hot: true,
    nodeId: "5401",
  },
  {
    code: "GD_PK10",
    name: "Racing 10",
    vendor: "GOLDENDRAW",
    category: "LOTTERY",
    ordinal: 102,
    hot: false,
    nodeId: "5102",
  },
  {
    code: "VL_ROULETTE",
    name: "Velvet Roulette",
    vendor: "VELVETLIVE",
    category: "LIVE",
    ordinal: 302,
    hot: false,
    nodeId: "5302",
    roomId: "VL-R2",
  },
  {
    code: "NS_NEON",
    name: "Neon Nights",
    vendor: "NEONSPIN",
    category: "SLOT",
    ordinal: 205,
    hot: true,
    nodeId: "5205",
  },
  {
    code: "GD_FAST3",
    name: "Fast 3",
    vendor: "GOLDENDRAW",
    category: "LOTTERY",
    ordinal: 101,
    hot: true,
    nodeId: "5101",
  },
  {
    code: "TCG_TENNIS",
    name: "Baseline Tennis",
    vendor: "TCG",
    category: "SPORTS",
    ordinal: 403,
    hot: false,
    nodeId: "5403",
  },
  {
    code: "OH_BLACKJACK",
    name: "Orchid Blackjack",
    vendor: "ORCHIDHALL",
    category: "LIVE",
    ordinal: 303,
    hot: false,
    nodeId: "5303",
    roomId: "OH-B1",
  },
  {
    code: "RNG_COMET",
    name: "Comet Spins",
    vendor: "RNG",
    category: "SLOT",
    ordinal: 203,
    hot: false,
    nodeId: "5203",
  },
  {
    code: "JL_JADE6",
    name: "Jade Six",
    vendor: "JADELOTTO",
    category: "LOTTERY",
    ordinal: 104,
    hot: false,
    nodeId: "5104",
  },
  {
    code: "VL_BACCARAT",
    name: "Velvet Baccarat",
    vendor: "VELVETLIVE",
    category: "LIVE",
    ordinal: 301,
    hot: true,
    nodeId: "5301",
    roomId: "VL-B1",
  },
  {
    code: "BTI_HOOPS",
    name: "Hoops Night",
    vendor: "BTI",
    category: "SPORTS",
    ordinal: 402,
    hot: false,
    nodeId: "5402",
  },
  {
    code: "RF_DRAGON",
    name: "Dragon Reels",
    vendor: "REELFORGE",
    category: "SLOT",
    ordinal: 201,
    hot: true,
    nodeId: "5201",
  },
  {
    code: "LB_LUCKY5",
    name: "Lucky 5 Ball",
    vendor: "LUCKYBALL",
    category: "LOTTERY",
    ordinal: 103,
    hot: false,
    nodeId: "5103",
  },
  {
    code: "CD_DRAGONTIGER",
    name: "Crown Dragon Tiger",
    vendor: "CROWNDEALER",
    category: "LIVE",
    ordinal: 304,
    hot: false,
    nodeId: "5304",
    roomId: "CD-D1",
  },
  {
    code: "PVP_DUEL",
    name: "Duel of Reels",
    vendor: "PVP",
    category: "SLOT",
    ordinal: 204,
    hot: false,
    nodeId: "5204",
  },
];

/** Trial play exists for lottery and slot games only. */
export function hasTrial(category: string): boolean {
  return category === "LOTTERY" || category === "SLOT";
}

/** How many seeded games a lane (by its classify) holds: its gameCount. */
export function gameCountOf(classify: string): number {
  return GAMES.filter((game) => game.category === classify).length;
}

function seedGame(code: string): SeedGame {
  const game = GAMES.find((candidate) => candidate.code === code);
  if (!game) throw new Error(`banner names the unknown seed game ${code}`);
  return game;
}

/** Home banners (group m_banner): P opens a promotion, URL an address, G a game with its launch fields. */
export type SeedBanner = { title: string } & (
  | { linkageType: "P" /** Index into PROMOTIONS. */; promotion: number }
  | { linkageType: "URL"; url: (merchant: { code: string; domains: string[] }) => string }
  | { linkageType: "G"; game: SeedGame }
);

export const BANNERS: ReadonlyArray<SeedBanner> = [
  { title: "First deposit 100%", linkageType: "P", promotion: 0 },
  {
    title: "Welcome offer",
    linkageType: "URL",
    // The merchant's own site, as operators link their own landing pages.
    url: (merchant) => `https://${mainDomainOf(merchant)}/promo/welcome`,
  },
  { title: "Live baccarat, real dealers", linkageType: "G", game: seedGame("VL_BACCARAT") },
  // A third party's page: the client must open it outside the app.
  { title: "Partner offer", linkageType: "URL", url: () => "https://advertiser.example/offer" },
  { title: "Fast 3: a draw every minute", linkageType: "G", game: seedGame("GD_FAST3") },
];
