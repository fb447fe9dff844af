/**
 * Demo data for every merchant found in merchants/, written once: each part is seeded only when
 * the merchant has none of it yet, so restarts keep what is there and a new merchant folder is
 * filled on the next start.
 *
 * Every merchant gets the member `demo` with password `Demo@1234` (type 0, VIP "Gold", label 3,
 * rank 3, not a first-time login), three banners, three marquee texts naming the merchant, and
 * four vendor lanes (Lottery, Slots, Live Casino, Sports) of 4–6 invented vendors each.
 */
import type { Database } from "./db";
import type { Merchant } from "./merchants";
import { hashPassword } from "./passwords";

export const DEMO_MEMBER = { username: "demo", password: "Demo@1234" } as const;

// A fixed registration date keeps screenshots and tests stable across reseeds.
const DEMO_REG_DATE = Date.UTC(2025, 0, 15);

const BANNERS = [
  { title: "Welcome bonus 100%", linkage: "101" },
  { title: "Daily draws, daily wins", linkage: "102" },
  { title: "Invite friends, earn rewards", linkage: "103" },
];

const MARQUEE = [
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

/** Vendor names are invented for the demo; `account` is the platform's accountTypeName. */
const LANES: ReadonlyArray<{
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

export async function seedAll(db: Database, merchants: Iterable<Merchant>): Promise<void> {
  for (const merchant of merchants) await seedMerchant(db, merchant);
}

export async function seedMerchant(db: Database, merchant: Merchant): Promise<void> {
  const code = merchant.code;
  // Hashing is slow by design: do it before the transaction, and only when the member is missing.
  const hasDemo = await exists(db, "SELECT 1 FROM members WHERE merchant = $1 AND username = $2", [
    code,
    DEMO_MEMBER.username,
  ]);
  const demoHash = hasDemo ? null : await hashPassword(DEMO_MEMBER.password);

  await db.transaction(async (tx) => {
    await tx.query("INSERT INTO merchant_state (merchant) VALUES ($1) ON CONFLICT (merchant) DO NOTHING", [
      code,
    ]);

    if (demoHash) {
      await tx.query(
        `INSERT INTO members (merchant, username, password_hash, type, nickname, mobile, reg_date, language,
           club_label_name, club_label_id, club_rank_level, password_expired, update_password, first_time_login)
         VALUES ($1, $2, $3, 0, 'Demo player', '13800138000', $4, $5, 'Gold', 3, 3, false, false, false)
         ON CONFLICT (merchant, username) DO NOTHING`,
        [code, DEMO_MEMBER.username, demoHash, DEMO_REG_DATE, merchant.defaultLanguage],
      );
    }

    if (!(await exists(tx, "SELECT 1 FROM banners WHERE merchant = $1", [code]))) {
      for (const [index, banner] of BANNERS.entries()) {
        await tx.query(
          `INSERT INTO banners (merchant, position, title, group_name, linkage_type, linkage)
           VALUES ($1, $2, $3, 'm_banner', 'P', $4)`,
          [code, index + 1, banner.title, banner.linkage],
        );
      }
    }

    if (!(await exists(tx, "SELECT 1 FROM announcements WHERE merchant = $1", [code]))) {
      for (const [index, text] of MARQUEE.entries()) {
        await tx.query(
          "INSERT INTO announcements (merchant, category, position, title, content) VALUES ($1, 'player', $2, $3, $4)",
          [code, index + 1, text.title, text.content(merchant.name)],
        );
      }
    }

    if (!(await exists(tx, "SELECT 1 FROM game_lanes WHERE merchant = $1", [code]))) {
      for (const [index, lane] of LANES.entries()) {
        const vendors = lane.vendors.slice(0, vendorCount(code, lane.classify, lane.vendors.length));
        const inserted = await tx.query<{ id: number }>(
          `INSERT INTO game_lanes (merchant, position, title, game_classify, game_count)
           VALUES ($1, $2, $3, $4, $5) RETURNING id`,
          [code, index + 1, lane.title, lane.classify, vendors.length * 12],
        );
        const laneId = inserted.rows[0]?.id;
        for (const [position, [account, name]] of vendors.entries()) {
          await tx.query(
            "INSERT INTO game_vendors (lane_id, position, account_type_name, display_name) VALUES ($1, $2, $3, $4)",
            [laneId, position + 1, account, name],
          );
        }
      }
    }
  });
}

type Queryable = Pick<Database, "query">;

async function exists(db: Queryable, sql: string, params: unknown[]): Promise<boolean> {
  return (await db.query(sql, params)).rows.length > 0;
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
