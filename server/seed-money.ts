/** The merchant's deposit channels and withdrawal limits, and the seed members' money so far. */
import type { Queryable } from "./db";
import type { Merchant } from "./merchants";
import { SEED_MEMBERS } from "./seed-data/members";
import { banksFor, channelsFor, SEED_BANK_ACCOUNT, WITHDRAW_LIMITS } from "./seed-data/money";
import { DEMO_REG_DATE } from "./seed-members";
import { insertRows, type SeedPart } from "./seed-rows";

/** `usernames`: the members seeded just now, the only ones given a history. */
export async function writeMoney(
  tx: Queryable,
  merchant: Merchant,
  seedPart: SeedPart,
  usernames: string[],
): Promise<void> {
  const code = merchant.code;
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
  await writeMoneyHistory(tx, code, merchant.currency.code, usernames);
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
