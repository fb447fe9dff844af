/**
 * The embedded database: PGlite (Postgres compiled to WASM), kept in a data folder so a local
 * server remembers its members and sessions across restarts, or in memory for tests.
 *
 * The schema is a list of numbered migrations, each applied once and recorded in
 * schema_migrations; a later issue adds its tables by appending a migration, never by editing one.
 */
import { mkdirSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";

export type Database = PGlite;

const MIGRATIONS: ReadonlyArray<{ id: number; sql: string }> = [
  {
    id: 1,
    sql: `
      -- Runtime switches of a merchant that the platform's operators flip (dev controls here).
      CREATE TABLE merchant_state (
        merchant text PRIMARY KEY,
        maintenance boolean NOT NULL DEFAULT false,
        maintenance_end bigint,
        description text,
        region_restriction boolean NOT NULL DEFAULT false
      );

      CREATE TABLE members (
        id serial PRIMARY KEY,
        merchant text NOT NULL,
        username text NOT NULL,
        password_hash text NOT NULL,
        type integer NOT NULL DEFAULT 0,
        nickname text NOT NULL DEFAULT '',
        mobile text NOT NULL DEFAULT '',
        reg_date bigint NOT NULL,
        language text NOT NULL,
        club_label_name text,
        club_label_id integer,
        club_rank_level integer,
        password_expired boolean NOT NULL DEFAULT false,
        update_password boolean NOT NULL DEFAULT false,
        first_time_login boolean NOT NULL DEFAULT false,
        UNIQUE (merchant, username)
      );

      CREATE TABLE sessions (
        token text PRIMARY KEY,
        merchant text NOT NULL,
        member_id integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
        created_at bigint NOT NULL
      );

      -- Short texts and banners of MCSFE_getListAnnouncements; category is the list they go in.
      CREATE TABLE announcements (
        id serial PRIMARY KEY,
        merchant text NOT NULL,
        category text NOT NULL,
        position integer NOT NULL,
        title text NOT NULL,
        content text NOT NULL
      );

      CREATE TABLE banners (
        id serial PRIMARY KEY,
        merchant text NOT NULL,
        position integer NOT NULL,
        title text NOT NULL,
        group_name text NOT NULL,
        linkage_type text NOT NULL,
        linkage text NOT NULL,
        UNIQUE (merchant, position)
      );

      CREATE TABLE game_lanes (
        id serial PRIMARY KEY,
        merchant text NOT NULL,
        position integer NOT NULL,
        title text NOT NULL,
        game_classify text NOT NULL,
        game_count integer NOT NULL
      );

      CREATE TABLE game_vendors (
        id serial PRIMARY KEY,
        lane_id integer NOT NULL REFERENCES game_lanes (id) ON DELETE CASCADE,
        position integer NOT NULL,
        account_type_name text NOT NULL,
        display_name text NOT NULL
      );
    `,
  },
  {
    id: 2,
    sql: `
      -- What two-factor checks, registration and the member calls of spec §7 read and write.
      ALTER TABLE members
        ADD COLUMN email text NOT NULL DEFAULT '',
        ADD COLUMN payee_name text NOT NULL DEFAULT '',
        ADD COLUMN country_dialing_code text NOT NULL DEFAULT '',
        ADD COLUMN register_method text,
        ADD COLUMN register_url text,
        ADD COLUMN register_domain text,
        ADD COLUMN referral_code text,
        ADD COLUMN affiliate_code text,
        ADD COLUMN pixel_track jsonb,
        ADD COLUMN login_device_id text,
        -- Set by a dev control: every login of the member must pass one of these (E, P, G, S).
        ADD COLUMN two_factor_methods text[] NOT NULL DEFAULT '{}',
        ADD COLUMN token_ip_different boolean NOT NULL DEFAULT false,
        ADD COLUMN unread_count integer NOT NULL DEFAULT 0,
        ADD COLUMN deposit_count integer NOT NULL DEFAULT 0,
        ADD COLUMN withdraw_count integer NOT NULL DEFAULT 0,
        ADD COLUMN rank_completed integer NOT NULL DEFAULT 0,
        ADD COLUMN rank_total integer NOT NULL DEFAULT 0;

      -- Members seeded before this migration get the contact details two-factor checks need.
      UPDATE members SET email = lower(username) || '@example.com', payee_name = nickname WHERE email = '';

      -- A login that answered login_verify_required, waiting for POST /wps/session/login/verification.
      CREATE TABLE login_challenges (
        member_id integer PRIMARY KEY REFERENCES members (id) ON DELETE CASCADE,
        methods text[] NOT NULL,
        expires_at bigint NOT NULL
      );

      CREATE TABLE sms_codes (
        id serial PRIMARY KEY,
        merchant text NOT NULL,
        country_dialing_code text NOT NULL,
        mobile text NOT NULL,
        code text NOT NULL,
        sent_at bigint NOT NULL,
        expires_at bigint NOT NULL,
        used_at bigint
      );

      -- Social (Firebase) accounts bound to members: subject is a token's sub, phone_number or email.
      CREATE TABLE social_bindings (
        merchant text NOT NULL,
        subject text NOT NULL,
        member_id integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
        PRIMARY KEY (merchant, subject)
      );

      CREATE TABLE fcm_events (
        id serial PRIMARY KEY,
        merchant text NOT NULL,
        member_id integer REFERENCES members (id) ON DELETE SET NULL,
        action text NOT NULL,
        registration_token text NOT NULL,
        topic text,
        unsubscribe_all boolean,
        created_at bigint NOT NULL
      );

      CREATE TABLE game_launches (
        id serial PRIMARY KEY,
        merchant text NOT NULL,
        member_id integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
        game_code text NOT NULL,
        launched_at bigint NOT NULL
      );

      CREATE TABLE games (
        id serial PRIMARY KEY,
        merchant text NOT NULL,
        position integer NOT NULL,
        game_code text NOT NULL,
        game_name text NOT NULL,
        vendor text NOT NULL,
        game_type text NOT NULL,
        UNIQUE (merchant, game_code)
      );

      -- Announcement popups; execution: A logged-in members, B visitors, F first-time logins.
      CREATE TABLE popups (
        id serial PRIMARY KEY,
        merchant text NOT NULL,
        position integer NOT NULL,
        title text NOT NULL,
        content text NOT NULL,
        promotion_type text NOT NULL,
        execution text NOT NULL
      );

      CREATE TABLE promotion_categories (
        id serial PRIMARY KEY,
        merchant text NOT NULL,
        position integer NOT NULL,
        name text NOT NULL
      );

      CREATE TABLE promotions (
        id serial PRIMARY KEY,
        merchant text NOT NULL,
        position integer NOT NULL,
        title text NOT NULL,
        category_id integer NOT NULL REFERENCES promotion_categories (id) ON DELETE CASCADE,
        start_date bigint NOT NULL,
        end_date bigint,
        no_expiry boolean NOT NULL,
        content text NOT NULL,
        image_count integer NOT NULL
      );

      -- MCSFE_getMerchantAvailablePromotions: kind is APP_DOWNLOAD or REFERRAL.
      CREATE TABLE merchant_promotions (
        merchant text NOT NULL,
        kind text NOT NULL,
        enabled boolean NOT NULL,
        count integer NOT NULL,
        PRIMARY KEY (merchant, kind)
      );

      CREATE TABLE download_links (
        merchant text NOT NULL,
        position integer NOT NULL,
        resource_type text NOT NULL,
        url text NOT NULL,
        PRIMARY KEY (merchant, position)
      );

      -- The merchant's home country is position 1.
      CREATE TABLE countries (
        merchant text NOT NULL,
        position integer NOT NULL,
        country_code text NOT NULL,
        dialing_code text NOT NULL,
        PRIMARY KEY (merchant, country_code)
      );

      CREATE TABLE domains (
        merchant text NOT NULL,
        position integer NOT NULL,
        domain_name text NOT NULL,
        PRIMARY KEY (merchant, domain_name)
      );
    `,
  },
  {
    id: 3,
    sql: `
      -- Home and play: banners that open promotions, pages or games; the lobby's order and
      -- trial switch per game; every launch field and every trial, so tests can see what was sent.
      ALTER TABLE banners
        ADD COLUMN room_id text,
        ADD COLUMN node_id text,
        ADD COLUMN game_type text,
        ADD COLUMN vendor text;

      ALTER TABLE games
        ADD COLUMN category text NOT NULL DEFAULT '',
        ADD COLUMN ordinal integer NOT NULL DEFAULT 0,
        ADD COLUMN hot boolean NOT NULL DEFAULT false,
        ADD COLUMN trial boolean NOT NULL DEFAULT false,
        ADD COLUMN node_id text NOT NULL DEFAULT '',
        ADD COLUMN room_id text;

      -- fields: the launch query as the client sent it (only the launch fields), strings as sent.
      ALTER TABLE game_launches
        ADD COLUMN fields jsonb NOT NULL DEFAULT '{}',
        ADD COLUMN game_url text;

      CREATE TABLE game_trials (
        id serial PRIMARY KEY,
        merchant text NOT NULL,
        game_id text NOT NULL,
        node_id text,
        platform text,
        url text NOT NULL,
        launched_at bigint NOT NULL
      );

      -- Seeded home content from before lacks the new fields: emptied here, the next start seeds
      -- it again (the seed only fills what is empty). Vendors go with their lanes.
      DELETE FROM banners;
      DELETE FROM games;
      DELETE FROM game_lanes;
    `,
  },
  {
    id: 4,
    sql: `
      -- Money (docs/money.md). Every amount is an integer in the currency's minor units (cents):
      -- never a float, on the wire or here.

      -- How members can pay in; the kinds a merchant offers follow its currency (Pix for BRL).
      CREATE TABLE deposit_channels (
        id serial PRIMARY KEY,
        merchant text NOT NULL,
        position integer NOT NULL,
        kind text NOT NULL CHECK (kind IN ('BANK', 'EWALLET', 'CRYPTO', 'PIX')),
        name text NOT NULL,
        min_amount bigint NOT NULL CHECK (min_amount > 0),
        max_amount bigint NOT NULL CHECK (max_amount >= min_amount),
        enabled boolean NOT NULL DEFAULT true,
        UNIQUE (merchant, position)
      );

      CREATE TABLE withdraw_limits (
        merchant text PRIMARY KEY,
        min_amount bigint NOT NULL CHECK (min_amount > 0),
        max_amount bigint NOT NULL CHECK (max_amount >= min_amount),
        daily_limit bigint NOT NULL CHECK (daily_limit >= max_amount)
      );

      -- The member's balance: arrived deposits less pending and paid withdrawals, kept in step
      -- with the orders inside the transaction that changes either, and never below zero.
      CREATE TABLE balances (
        member_id integer PRIMARY KEY REFERENCES members (id) ON DELETE CASCADE,
        amount bigint NOT NULL DEFAULT 0 CHECK (amount >= 0)
      );

      -- request_id: the client's key for one submit; a retry with the same key finds this order.
      CREATE TABLE deposit_orders (
        id serial PRIMARY KEY,
        merchant text NOT NULL,
        member_id integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
        channel_id integer NOT NULL REFERENCES deposit_channels (id) ON DELETE CASCADE,
        reference text NOT NULL UNIQUE,
        amount bigint NOT NULL CHECK (amount > 0),
        state text NOT NULL CHECK (state IN ('PENDING', 'ARRIVED', 'REJECTED', 'CANCELLED')),
        request_id text,
        created_at bigint NOT NULL,
        settled_at bigint,
        UNIQUE (member_id, request_id)
      );

      -- Where a member's withdrawals go. number: the bank account, the Pix key or the wallet address.
      CREATE TABLE payout_accounts (
        id serial PRIMARY KEY,
        merchant text NOT NULL,
        member_id integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
        kind text NOT NULL CHECK (kind IN ('BANK', 'PIX', 'EWALLET', 'VIRTUAL')),
        holder_name text NOT NULL,
        bank_code text,
        number text NOT NULL,
        key_type text CHECK (key_type IN ('CPF', 'PHONE', 'EMAIL', 'RANDOM')),
        created_at bigint NOT NULL,
        UNIQUE (member_id, kind, number)
      );

      CREATE TABLE withdraw_orders (
        id serial PRIMARY KEY,
        merchant text NOT NULL,
        member_id integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
        account_id integer NOT NULL REFERENCES payout_accounts (id) ON DELETE CASCADE,
        reference text NOT NULL UNIQUE,
        amount bigint NOT NULL CHECK (amount > 0),
        state text NOT NULL CHECK (state IN ('PENDING', 'PAID', 'REJECTED')),
        request_id text,
        created_at bigint NOT NULL,
        settled_at bigint,
        UNIQUE (member_id, request_id)
      );

      -- The counts are now the ledger's own (settled orders), no longer a seeded number. A VIP
      -- label's type decides whether its benefits show (AUTO) or not (spec section 4).
      ALTER TABLE members
        DROP COLUMN deposit_count,
        DROP COLUMN withdraw_count,
        ADD COLUMN club_label_type text NOT NULL DEFAULT 'AUTO';
    `,
  },
  {
    id: 5,
    sql: `
      -- Reward centre (REWCEN3, docs/rewards.md). How a member takes a promotion up: CLAIM (an
      -- instant bonus), APPLY (a request the back office reviews) or NONE (credited without asking).
      -- reward: the bonus in the currency's minor units, null where the rules say it in words.
      ALTER TABLE promotions
        ADD COLUMN summary text NOT NULL DEFAULT '',
        ADD COLUMN claim_mode text NOT NULL DEFAULT 'NONE' CHECK (claim_mode IN ('CLAIM', 'APPLY', 'NONE')),
        ADD COLUMN reward bigint CHECK (reward IS NULL OR reward > 0);

      -- One take-up per member and promotion: the unique key is the "once per member" rule, so two
      -- taps racing each other cannot both win.
      CREATE TABLE promotion_claims (
        id serial PRIMARY KEY,
        merchant text NOT NULL,
        promotion_id integer NOT NULL REFERENCES promotions (id) ON DELETE CASCADE,
        member_id integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
        state text NOT NULL CHECK (state IN ('CLAIMED', 'APPLIED')),
        claimed_at bigint NOT NULL,
        UNIQUE (promotion_id, member_id)
      );

      -- Promotions seeded before carry no claim rules: emptied here with the banners that name them
      -- by id; the next start seeds all three again (the seed only fills what is empty).
      DELETE FROM banners;
      DELETE FROM promotions;
      DELETE FROM promotion_categories;
      `,
  },
  {
    id: 6,
    sql: `
      -- Invite friends and agent registration (spec sections 2 and 4).

      -- What a merchant pays a member for each friend who registers with their code, in minor units.
      CREATE TABLE referral_programs (
        merchant text PRIMARY KEY,
        reward_per_invite bigint NOT NULL CHECK (reward_per_invite >= 0)
      );

      -- One code per member, unique within the merchant: the r=<code> of the member's invite link.
      CREATE TABLE referral_codes (
        member_id integer PRIMARY KEY REFERENCES members (id) ON DELETE CASCADE,
        merchant text NOT NULL,
        code text NOT NULL,
        UNIQUE (merchant, code)
      );

      -- A member who registered with another's code; one referrer per member, the reward as paid then.
      CREATE TABLE referral_invites (
        invitee_id integer PRIMARY KEY REFERENCES members (id) ON DELETE CASCADE,
        referrer_id integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
        merchant text NOT NULL,
        reward bigint NOT NULL CHECK (reward >= 0),
        created_at bigint NOT NULL
      );
      CREATE INDEX referral_invites_referrer ON referral_invites (referrer_id);

      -- The member's own available promotions (spec section 3, "personal data"); a kind without a
      -- row follows the merchant's merchant_promotions row.
      CREATE TABLE member_promotions (
        member_id integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
        kind text NOT NULL,
        enabled boolean NOT NULL,
        PRIMARY KEY (member_id, kind)
      );

      -- An agent's application (member types 1 and 2); one per member, a rejected one may be sent again.
      CREATE TABLE agent_applications (
        id serial PRIMARY KEY,
        merchant text NOT NULL,
        member_id integer NOT NULL UNIQUE REFERENCES members (id) ON DELETE CASCADE,
        contact_name text NOT NULL,
        contact text NOT NULL,
        channel text NOT NULL CHECK (channel IN ('SOCIAL', 'WEBSITE', 'COMMUNITY', 'OFFLINE', 'OTHER')),
        audience text NOT NULL,
        description text NOT NULL,
        state text NOT NULL CHECK (state IN ('PENDING', 'APPROVED', 'REJECTED')),
        created_at bigint NOT NULL,
        reviewed_at bigint
      );
    `,
  },
  {
    id: 7,
    sql: `
      -- Points (module PTSYS3): a balance per member, spent in the point market and earned by
      -- missions. Every change is one transaction that moves the balance with the stock, the
      -- redemption or the claim, and neither the balance nor a stock can go below zero.
      CREATE TABLE point_balances (
        member_id integer PRIMARY KEY REFERENCES members (id) ON DELETE CASCADE,
        points bigint NOT NULL DEFAULT 0 CHECK (points >= 0)
      );

      -- code: stable across reseeds (dev controls name an item by it); image: a path or URL.
      CREATE TABLE market_items (
        id serial PRIMARY KEY,
        merchant text NOT NULL,
        position integer NOT NULL,
        code text NOT NULL,
        name text NOT NULL,
        description text NOT NULL DEFAULT '',
        cost bigint NOT NULL CHECK (cost > 0),
        stock integer NOT NULL CHECK (stock >= 0),
        image text NOT NULL,
        UNIQUE (merchant, code)
      );

      -- What was redeemed, as it was at the time (name and cost), so history survives a price change.
      CREATE TABLE point_redemptions (
        id serial PRIMARY KEY,
        merchant text NOT NULL,
        member_id integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
        item_id integer NOT NULL REFERENCES market_items (id) ON DELETE CASCADE,
        reference text NOT NULL UNIQUE,
        item_name text NOT NULL,
        cost bigint NOT NULL CHECK (cost > 0),
        request_id text,
        created_at bigint NOT NULL,
        UNIQUE (member_id, request_id)
      );

      CREATE TABLE missions (
        id serial PRIMARY KEY,
        merchant text NOT NULL,
        position integer NOT NULL,
        code text NOT NULL,
        title text NOT NULL,
        target integer NOT NULL CHECK (target > 0),
        reward bigint NOT NULL CHECK (reward > 0),
        UNIQUE (merchant, code)
      );

      -- A member's progress on a mission; claimed_at is set once, when the reward is paid.
      CREATE TABLE mission_progress (
        member_id integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
        mission_id integer NOT NULL REFERENCES missions (id) ON DELETE CASCADE,
        progress integer NOT NULL DEFAULT 0 CHECK (progress >= 0),
        claimed_at bigint,
        PRIMARY KEY (member_id, mission_id)
      );
    `,
  },
  {
    id: 8,
    sql: `
      -- Help, news and feedback (issue 14). content columns hold the operator's HTML as typed:
      -- the client sanitises it before painting (engine/security/sanitize-html.ts), never the server.
      CREATE TABLE help_topics (
        id serial PRIMARY KEY,
        merchant text NOT NULL,
        category text NOT NULL,
        position integer NOT NULL,
        title text NOT NULL,
        content text NOT NULL
      );

      CREATE TABLE news (
        id serial PRIMARY KEY,
        merchant text NOT NULL,
        title text NOT NULL,
        summary text NOT NULL,
        content text NOT NULL,
        published_at bigint NOT NULL
      );

      -- What members wrote and the back office's answer. request_id: the client's key for one
      -- submit, so a retry after a lost answer finds this row instead of filing it twice.
      CREATE TABLE feedback (
        id serial PRIMARY KEY,
        merchant text NOT NULL,
        member_id integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
        category text NOT NULL,
        message text NOT NULL,
        contact text,
        state text NOT NULL DEFAULT 'OPEN' CHECK (state IN ('OPEN', 'REPLIED', 'CLOSED')),
        reply text,
        request_id text,
        created_at bigint NOT NULL,
        replied_at bigint,
        UNIQUE (member_id, request_id)
      );
    `,
  },
  {
    id: 9,
    sql: `
      -- A feedback's optional screenshot (issue 14). Its own table, one row per feedback at most,
      -- so the list query never drags the bytes along. mime is the type read from the bytes
      -- themselves (server/routes/support.ts), never the one the client claimed.
      CREATE TABLE feedback_attachments (
        feedback_id integer PRIMARY KEY REFERENCES feedback (id) ON DELETE CASCADE,
        mime text NOT NULL CHECK (mime IN ('image/png', 'image/jpeg', 'image/webp')),
        size integer NOT NULL CHECK (size > 0),
        bytes bytea NOT NULL
      );
    `,
  },
  {
    id: 10,
    sql: `
      -- Ad-conversion tracking (issue 17, docs/api.md "Tracking"): the device's tracking session,
      -- and one row per event of the tracking-events post, with what travelled beside it.
      CREATE TABLE tracking_sessions (
        id text PRIMARY KEY,
        merchant text NOT NULL,
        device_id text NOT NULL,
        first_seen_at bigint NOT NULL,
        UNIQUE (merchant, device_id)
      );
      CREATE TABLE tracking_events (
        id serial PRIMARY KEY,
        merchant text NOT NULL,
        member_id integer REFERENCES members (id) ON DELETE SET NULL,
        session_id text,
        event text NOT NULL,
        happened_at bigint NOT NULL,
        payload jsonb NOT NULL,
        pixel_track jsonb NOT NULL,
        attribution jsonb NOT NULL,
        heartbeat text NOT NULL,
        received_at bigint NOT NULL
      );
    `,
  },
  {
    id: 11,
    sql: `
      -- What the ad-network stand-ins heard (issue 17, server/dev/ad-network-controls.ts): each
      -- call a page made on a network's queue object, or a conversion postback's query, as JSON.
      -- merchant is null when a postback came from a host that names no merchant.
      CREATE TABLE ad_network_calls (
        id serial PRIMARY KEY,
        merchant text,
        network text NOT NULL,
        call jsonb NOT NULL,
        created_at bigint NOT NULL
      );
    `,
  },
  {
    id: 12,
    sql: `
      -- What the calling page let the network see (issue 31, docs/security.md): a script's
      -- { address, referrer, cookies } as the page showed them to it; a postback's referrer and
      -- cookies as its request carried them (address null: an image sees no page).
      ALTER TABLE ad_network_calls ADD COLUMN seen jsonb;
    `,
  },
];

/** Every table the seed fills; clearData empties them all (POST /__dev/reset, before seeding again). */
const DATA_TABLES = [
  "promotion_claims",
  "feedback_attachments",
  "feedback",
  "news",
  "help_topics",
  "agent_applications",
  "member_promotions",
  "referral_invites",
  "referral_codes",
  "referral_programs",
  "point_redemptions",
  "mission_progress",
  "point_balances",
  "market_items",
  "missions",
  "withdraw_orders",
  "deposit_orders",
  "payout_accounts",
  "balances",
  "deposit_channels",
  "withdraw_limits",
  "sessions",
  "login_challenges",
  "sms_codes",
  "social_bindings",
  "fcm_events",
  "tracking_events",
  "tracking_sessions",
  "ad_network_calls",
  "game_launches",
  "game_trials",
  "members",
  "games",
  "popups",
  "promotions",
  "promotion_categories",
  "merchant_promotions",
  "download_links",
  "countries",
  "domains",
  "announcements",
  "banners",
  "game_vendors",
  "game_lanes",
  "merchant_state",
];

/** Opens the database in `dataDir` (created if missing), or in memory when no folder is given. */
export async function openDatabase(dataDir?: string): Promise<Database> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const db = await PGlite.create(dataDir);
  await migrate(db);
  return db;
}

/**
 * An in-memory database that starts as a copy of `image` (`dumpDataDir` of one already migrated
 * and seeded): a test scope's, in about a second instead of the four that migrating and seeding
 * take, so the browser tests' first pages wait less.
 */
export function openDatabaseCopy(image: Blob): Promise<Database> {
  return PGlite.create({ loadDataDir: image });
}

export async function migrate(db: Database): Promise<void> {
  await db.exec(
    "CREATE TABLE IF NOT EXISTS schema_migrations (id integer PRIMARY KEY, applied_at bigint NOT NULL)",
  );
  const applied = await db.query<{ id: number }>("SELECT id FROM schema_migrations");
  const done = new Set(applied.rows.map((row) => row.id));
  for (const migration of MIGRATIONS) {
    if (done.has(migration.id)) continue;
    await db.transaction(async (tx) => {
      await tx.exec(migration.sql);
      await tx.query("INSERT INTO schema_migrations (id, applied_at) VALUES ($1, $2)", [
        migration.id,
        Date.now(),
      ]);
    });
  }
}

/** Empties every data table and restarts its ids; the schema stays. */
export async function clearData(db: Database): Promise<void> {
  await db.exec(`TRUNCATE ${DATA_TABLES.join(", ")} RESTART IDENTITY CASCADE`);
}
