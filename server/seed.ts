/**
 * Demo data for every merchant found in merchants/, written once: each part is seeded only when
 * the merchant has none of it yet (members: each one that is missing), so restarts keep what is
 * there and a new merchant folder is filled on the next start. What is seeded is listed in
 * server/seed-data/ and docs/dev-controls.md.
 */
import type { Database, Queryable } from "./db";
import { appIconUrl, demoAppPageUrl } from "./demo/urls";
import type { Merchant } from "./merchants";
import { hashPassword } from "./passwords";
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
import { DEFAULT_VIP_LABELS, SEED_MEMBERS, type SeedMember } from "./seed-data/members";
import { banksFor, channelsFor, SEED_BANK_ACCOUNT, WITHDRAW_LIMITS } from "./seed-data/money";
import { countriesFor, fallbackDomains } from "./seed-data/places";
import { CATEGORIES, POPUPS, PROMOTIONS } from "./seed-data/promotions";
import { writeReferral } from "./seed-data/referral";
import { SEED_FEEDBACK, supportContentFor } from "./seed-data/support";
import { writePoints } from "./seed-points";

export const DEMO_MEMBER = { username: "demo", password: "Demo@1234" } as const;

// A fixed registration date keeps screenshots and tests stable across reseeds.
const DEMO_REG_DATE = Date.UTC(2025, 0, 15);

/**
 * Hashes of seeded passwords, kept for the life of the process: scrypt takes about 0.1 s per
 * password by design, and POST /__dev/reset reseeds every merchant's members. Each member still
 * gets its own salt; a reseed gives it the same hash it had.
 */
const seedHashes = new Map<string, Promise<string>>();

function seedHash(merchant: string, member: SeedMember): Promise<string> {
  const key = `${merchant}\n${member.username}\n${member.password}`;
  let hash = seedHashes.get(key);
  if (!hash) {
    hash = hashPassword(member.password);
    seedHashes.set(key, hash);
  }
  return hash;
}

export async function seedAll(db: Database, merchants: Iterable<Merchant>): Promise<void> {
  const list = [...merchants];
  // Hash every missing member's password at once (scrypt runs on the thread pool), then write.
  const hashes = await Promise.all(list.map((merchant) => hashMissingMembers(db, merchant)));
  for (const [index, merchant] of list.entries())
    await writeMerchant(db, merchant, hashes[index] ?? new Map());
}

export async function seedMerchant(db: Database, merchant: Merchant): Promise<void> {
  await writeMerchant(db, merchant, await hashMissingMembers(db, merchant));
}

/** username → password hash, for the seed members this merchant does not have yet. */
async function hashMissingMembers(db: Database, merchant: Merchant): Promise<Map<string, string>> {
  const present = await db.query<{ username: string }>("SELECT username FROM members WHERE merchant = $1", [
    merchant.code,
  ]);
  const have = new Set(present.rows.map((row) => row.username));
  const missing = SEED_MEMBERS.filter((member) => !have.has(member.username));
  const hashes = await Promise.all(missing.map((member) => seedHash(merchant.code, member)));
  return new Map(missing.map((member, index) => [member.username, hashes[index] ?? ""]));
}

async function writeMerchant(db: Database, merchant: Merchant, hashes: Map<string, string>): Promise<void> {
  const code = merchant.code;
  const countries = countriesFor(merchant.currency.code);
  const homeDialing = countries[0]?.dialing ?? "";

  await db.transaction(async (tx) => {
    await tx.query("INSERT INTO merchant_state (merchant) VALUES ($1) ON CONFLICT (merchant) DO NOTHING", [
      code,
    ]);

    const labels = merchant.vipLabels.length > 0 ? merchant.vipLabels : DEFAULT_VIP_LABELS;
    const labelName = (id: number | null) =>
      id === null
        ? null
        : (labels.find((label) => label.id === id) ?? DEFAULT_VIP_LABELS.find((label) => label.id === id))
            ?.name;
    await insertRows(
      tx,
      `members (merchant, username, password_hash, type, nickname, mobile, country_dialing_code, email,
        payee_name, reg_date, language, club_label_name, club_label_id, club_label_type, club_rank_level, rank_completed,
        rank_total, unread_count, first_time_login, password_expired)`,
      SEED_MEMBERS.filter((member) => hashes.has(member.username)).map((member) => [
        code,
        member.username,
        hashes.get(member.username),
        member.type,
        member.nickname,
        member.mobile,
        homeDialing,
        member.email,
        member.payeeName,
        DEMO_REG_DATE,
        merchant.defaultLanguage,
        labelName(member.labelId) ?? null,
        member.labelId,
        member.labelType,
        member.rankLevel,
        member.rankCompleted,
        member.rankTotal,
        member.unread,
        member.firstTimeLogin,
        member.passwordExpired,
      ]),
      "ON CONFLICT (merchant, username) DO NOTHING",
    );

    const seedPart = async (table: string, write: () => Promise<void>) => {
      const any = await tx.query(`SELECT 1 FROM ${table} WHERE merchant = $1 LIMIT 1`, [code]);
      if (any.rows.length === 0) await write();
    };

    await seedPart("deposit_channels", () =>
      insertRows(
        tx,
        "deposit_channels (merchant, position, kind, name, min_amount, max_amount)",
        channelsFor(merchant.currency.code).map((channel, index) => [
          code,
          index + 1,
          channel.kind,
          channel.name,
          channel.min,
          channel.max,
        ]),
      ),
    );
    await tx.query(
      `INSERT INTO withdraw_limits (merchant, min_amount, max_amount, daily_limit) VALUES ($1, $2, $3, $4)
       ON CONFLICT (merchant) DO NOTHING`,
      [code, WITHDRAW_LIMITS.min, WITHDRAW_LIMITS.max, WITHDRAW_LIMITS.daily],
    );
    await writeMoneyHistory(tx, code, merchant.currency.code, [...hashes.keys()]);
    // After the members: each seeded member without points gets its points (and demo its missions).
    await writePoints(tx, merchant);

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

    // After the members: every member gets a referral code, demo's invited friends are members too.
    await writeReferral(tx, merchant);
    await seedSupport(tx, merchant, seedPart);
  });
}

/** Help topics, news and the demo member's earlier feedback (server/seed-data/support.ts). */
async function seedSupport(
  tx: Queryable,
  merchant: Merchant,
  seedPart: (table: string, write: () => Promise<void>) => Promise<void>,
): Promise<void> {
  const code = merchant.code;
  const content = supportContentFor(merchant.defaultLanguage, merchant.name);
  await seedPart("help_topics", () =>
    insertRows(
      tx,
      "help_topics (merchant, category, position, title, content)",
      content.help
        .flatMap((group) => group.topics.map((topic) => ({ category: group.category, ...topic })))
        .map((topic, index) => [code, topic.category, index + 1, topic.title, topic.content]),
    ),
  );
  await seedPart("news", () =>
    insertRows(
      tx,
      "news (merchant, title, summary, content, published_at)",
      content.news.map((item) => [code, item.title, item.summary, item.content, item.publishedAt]),
    ),
  );
  await seedPart("feedback", async () => {
    const members = await tx.query<{ id: number; username: string }>(
      "SELECT id, username FROM members WHERE merchant = $1",
      [code],
    );
    const idOf = new Map(members.rows.map((row) => [row.username, row.id]));
    await insertRows(
      tx,
      "feedback (merchant, member_id, category, message, contact, state, reply, created_at, replied_at)",
      SEED_FEEDBACK.filter((item) => idOf.has(item.username)).map((item) => [
        code,
        idOf.get(item.username),
        item.category,
        item.message,
        item.contact,
        item.state,
        item.reply,
        item.createdAt,
        item.repliedAt,
      ]),
    );
    // Screenshots (migration 9), matched to their feedback by member and time of writing.
    for (const item of SEED_FEEDBACK) {
      const memberId = idOf.get(item.username);
      if (!item.screenshot || memberId === undefined) continue;
      const bytes = Buffer.from(item.screenshot, "base64");
      await tx.query(
        `INSERT INTO feedback_attachments (feedback_id, mime, size, bytes)
         SELECT id, 'image/png', $3, $4 FROM feedback WHERE member_id = $1 AND created_at = $2`,
        [memberId, item.createdAt, bytes.length, bytes],
      );
    }
  });
}

/** One multi-row INSERT: PGlite runs each statement through WASM, so fewer statements seed faster. */
async function insertRows(db: Queryable, target: string, rows: unknown[][], suffix = ""): Promise<void> {
  if (rows.length === 0) return;
  const params: unknown[] = [];
  const tuples = rows.map((row) => `(${row.map((value) => `$${params.push(value)}`).join(", ")})`);
  await db.query(`INSERT INTO ${target} VALUES ${tuples.join(", ")} ${suffix}`, params);
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

/**
 * The money a newly seeded member has moved before: arrived deposits through the merchant's first
 * channel and paid withdrawals to one bank account, with the balance they leave. Written as
 * orders, so the counts and the balance come from the ledger like any other member's.
 */
async function writeMoneyHistory(tx: Queryable, merchant: string, currency: string, usernames: string[]) {
  const channel = await tx.query<{ id: number }>(
    "SELECT id FROM deposit_channels WHERE merchant = $1 ORDER BY position LIMIT 1",
    [merchant],
  );
  const channelId = channel.rows[0]?.id;
  const bank = banksFor(currency)[0];
  for (const seed of SEED_MEMBERS.filter((member) => usernames.includes(member.username))) {
    const found = await tx.query<{ id: number; payee_name: string }>(
      "SELECT id, payee_name FROM members WHERE merchant = $1 AND username = $2",
      [merchant, seed.username],
    );
    const member = found.rows[0];
    if (!member || channelId === undefined || !bank) continue;
    const at = (index: number) => DEMO_REG_DATE + (index + 1) * 86_400_000;
    await insertRows(
      tx,
      "deposit_orders (merchant, member_id, channel_id, reference, amount, state, created_at, settled_at)",
      seed.deposits.map((amount, index) => [
        merchant,
        member.id,
        channelId,
        `DSEED${member.id}X${index + 1}`,
        amount,
        "ARRIVED",
        at(index),
        at(index),
      ]),
    );
    if (seed.withdrawals.length > 0) {
      const account = await tx.query<{ id: number }>(
        `INSERT INTO payout_accounts (merchant, member_id, kind, holder_name, bank_code, number, created_at)
         VALUES ($1, $2, 'BANK', $3, $4, $5, $6) RETURNING id`,
        [merchant, member.id, member.payee_name, bank[0], SEED_BANK_ACCOUNT.number, DEMO_REG_DATE],
      );
      await insertRows(
        tx,
        "withdraw_orders (merchant, member_id, account_id, reference, amount, state, created_at, settled_at)",
        seed.withdrawals.map((amount, index) => [
          merchant,
          member.id,
          account.rows[0]?.id,
          `WSEED${member.id}X${index + 1}`,
          amount,
          "PAID",
          at(seed.deposits.length + index),
          at(seed.deposits.length + index),
        ]),
      );
    }
    const sum = (amounts: readonly number[]) => amounts.reduce((total, amount) => total + amount, 0);
    await tx.query("INSERT INTO balances (member_id, amount) VALUES ($1, $2)", [
      member.id,
      sum(seed.deposits) - sum(seed.withdrawals),
    ]);
  }
}
