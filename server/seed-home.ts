/**
 * What the home, lobby and promotion screens show (server/seed-data/home.ts, promotions.ts), the
 * merchant's download links, countries and domains.
 */
import type { Queryable } from "./db";
import { appIconUrl, demoAppPageUrl } from "./demo/urls";
import type { Merchant } from "./merchants";
import {
  APP_DOWNLOAD_MESSAGE,
  BANNERS,
  GAMES,
  gameCountOf,
  hasTrial,
  LANES,
  MARQUEE,
  type SeedBanner,
} from "./seed-data/home";
import { countriesFor, fallbackDomains } from "./seed-data/places";
import { CATEGORIES, POPUPS, PROMOTIONS } from "./seed-data/promotions";
import { insertRows, type SeedPart } from "./seed-rows";

export async function writeHome(tx: Queryable, merchant: Merchant, seedPart: SeedPart): Promise<void> {
  const code = merchant.code;
  await seedPart("announcements", () =>
    insertRows(tx, "announcements (merchant, category, position, title, content)", [
      ...MARQUEE.map((text, index) => [code, "player", index + 1, text.title, text.content(merchant.name)]),
      [code, "app_download", 1, APP_DOWNLOAD_MESSAGE.title, APP_DOWNLOAD_MESSAGE.content(merchant.name)],
    ]),
  );

  await seedPart("game_lanes", async () => {
    for (const [index, lane] of LANES.entries()) {
      const vendors = lane.vendors.slice(0, vendorCount(code, lane.classify, lane.vendors.length));
      const inserted = await tx.query<{ id: number }>(
        `INSERT INTO game_lanes (merchant, position, title, game_classify, game_count)
         VALUES ($1, $2, $3, $4, $5) RETURNING id`,
        [code, index + 1, lane.title, lane.classify, gameCountOf(lane.classify)],
      );
      const laneId = inserted.rows[0]?.id;
      await insertRows(
        tx,
        "game_vendors (lane_id, position, account_type_name, display_name)",
        vendors.map(([account, name], position) => [laneId, position + 1, account, name]),
      );
    }
  });

  await seedPart("games", () =>
    insertRows(
      tx,
      "games (merchant, position, game_code, game_name, vendor, game_type, category, ordinal, hot, trial, node_id, room_id)",
      GAMES.map((game, index) => [
        code,
        index + 1,
        game.code,
        game.name,
        game.vendor,
        game.category,
        game.category,
        game.ordinal,
        game.hot,
        hasTrial(game.category),
        game.nodeId,
        game.roomId ?? null,
      ]),
    ),
  );

  await seedPart("popups", () =>
    insertRows(
      tx,
      "popups (merchant, position, title, content, promotion_type, execution)",
      POPUPS.map((popup, index) => [
        code,
        index + 1,
        popup.title,
        popup.content(merchant.name),
        popup.promotionType,
        popup.execution,
      ]),
    ),
  );

  await seedPart("promotion_categories", async () => {
    const categoryIds: number[] = [];
    for (const [index, name] of CATEGORIES.entries()) {
      const inserted = await tx.query<{ id: number }>(
        "INSERT INTO promotion_categories (merchant, position, name) VALUES ($1, $2, $3) RETURNING id",
        [code, index + 1, name],
      );
      categoryIds.push(inserted.rows[0]?.id ?? 0);
    }
    await insertRows(
      tx,
      `promotions (merchant, position, title, category_id, start_date, end_date, no_expiry, content,
        image_count, summary, claim_mode, reward)`,
      PROMOTIONS.map((promotion, index) => [
        code,
        index + 1,
        promotion.title,
        categoryIds[promotion.category],
        promotion.startDate,
        promotion.endDate,
        promotion.endDate === null,
        promotion.content(merchant.name),
        promotion.images,
        promotion.summary,
        promotion.claimMode,
        promotion.reward === null ? null : promotion.reward * 10 ** merchant.currency.decimals,
      ]),
    );
  });

  // After the promotions: a P banner names one by its id.
  await seedPart("banners", async () => {
    const promotions = await tx.query<{ id: number }>(
      "SELECT id FROM promotions WHERE merchant = $1 ORDER BY position",
      [code],
    );
    const promotionIds = promotions.rows.map((row) => row.id);
    await insertRows(
      tx,
      "banners (merchant, position, title, group_name, linkage_type, linkage, room_id, node_id, game_type, vendor)",
      BANNERS.map((banner, index) => {
        const game = banner.linkageType === "G" ? banner.game : undefined;
        return [
          code,
          index + 1,
          banner.title,
          "m_banner",
          banner.linkageType,
          bannerLinkage(banner, merchant, promotionIds),
          game?.roomId ?? null,
          game?.nodeId ?? null,
          game?.category ?? null,
          game?.vendor ?? null,
        ];
      }),
    );
  });

  // Referral is only offered where the reward centre (REWCEN3) is on.
  const referral = merchant.features.REWCEN3 === true;
  await seedPart("merchant_promotions", () =>
    insertRows(tx, "merchant_promotions (merchant, kind, enabled, count)", [
      [code, "APP_DOWNLOAD", true, 1],
      [code, "REFERRAL", referral, referral ? 2 : 0],
    ]),
  );

  await seedPart("download_links", () =>
    insertRows(
      tx,
      "download_links (merchant, position, resource_type, url)",
      [
        ["Android", demoAppPageUrl(code, "Android")],
        ["IOS", demoAppPageUrl(code, "IOS")],
        ["MOBILECONFIG", demoAppPageUrl(code, "MOBILECONFIG")],
        ["IOSLITE", demoAppPageUrl(code, "IOSLITE")],
        ["AppDownloadIcon", appIconUrl(code)],
      ].map(([type, url], index) => [code, index + 1, type, url]),
    ),
  );
}

export async function writePlaces(tx: Queryable, merchant: Merchant, seedPart: SeedPart): Promise<void> {
  const code = merchant.code;
  const countries = countriesFor(merchant.currency.code);
  await seedPart("countries", () =>
    insertRows(
      tx,
      "countries (merchant, position, country_code, dialing_code)",
      countries.map((country, index) => [code, index + 1, country.code, country.dialing]),
    ),
  );

  const domains = merchant.domains.length > 0 ? merchant.domains : fallbackDomains(code);
  await seedPart("domains", () =>
    insertRows(
      tx,
      "domains (merchant, position, domain_name)",
      domains.map((domain, index) => [code, index + 1, domain]),
    ),
  );
}

/** What a banner opens: a promotion's id, an address, or a game code. */
function bannerLinkage(banner: SeedBanner, merchant: Merchant, promotionIds: number[]): string {
  switch (banner.linkageType) {
    case "P":
      return String(promotionIds[banner.promotion] ?? "");
    case "URL":
      return banner.url(merchant);
    case "G":
      return banner.game.code;
  }
}

/**
 * 4 to 6 vendors, chosen from the merchant code so merchants differ a little (as real merchants
 * do) without any merchant being named in code. Always the same for the same code.
 */
function vendorCount(code: string, classify: string, available: number): number {
  let hash = 0;
  for (const char of code + classify) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return Math.min(available, 4 + (hash % 3));
}
