/**
 * Where a member's withdrawals go: bank cards, Pix keys (BRL merchants), e-wallets and virtual
 * (crypto) wallets. Each is checked before it is kept (a bank of the merchant's country, an account
 * number of digits, a Pix key valid for its type), and a member cannot add the same one twice.
 */
import {
  ACCOUNT_NUMBER_DIGITS,
  accountNumberDigits,
  HOLDER_NAME_LENGTH,
  isValidAccountNumber,
  isValidHolderName,
  holderName as keptName,
} from "../../engine/money/payout-account-rules";
import { isValidPixKey, normalisePixKey, PIX_KEY_TYPES, type PixKeyType } from "../../engine/money/pix-key";
import type { Database, Queryable } from "../db";
import { ErrorCode, WpsError } from "../envelope";
import { banksFor } from "../seed-data/money";

export const ACCOUNT_KINDS = ["BANK", "PIX", "EWALLET", "VIRTUAL"] as const;
export type AccountKind = (typeof ACCOUNT_KINDS)[number];

export interface PayoutAccountRow {
  id: number;
  merchant: string;
  member_id: number;
  kind: AccountKind;
  holder_name: string;
  bank_code: string | null;
  number: string;
  key_type: PixKeyType | null;
  created_at: number;
}

export interface NewAccount {
  kind: AccountKind;
  holderName: string;
  bankCode?: string;
  number: string;
  keyType?: string;
}

const invalid = (message: string) => new WpsError(400, ErrorCode.accountInvalid, message);

/** The account as it will be kept, or the reason it cannot be. */
function checked(
  account: NewAccount,
  currency: string,
): { holderName: string; bankCode: string | null; number: string; keyType: PixKeyType | null } {
  if (!isValidHolderName(account.holderName)) {
    throw invalid(
      `The holder's name must have ${HOLDER_NAME_LENGTH.min} to ${HOLDER_NAME_LENGTH.max} characters`,
    );
  }
  const holderName = keptName(account.holderName);
  switch (account.kind) {
    case "BANK": {
      const bank = banksFor(currency).find(([code]) => code === account.bankCode);
      if (!bank) throw invalid("Choose a bank from the list");
      if (!isValidAccountNumber(account.number)) {
        throw invalid(
          `An account number has ${ACCOUNT_NUMBER_DIGITS.min} to ${ACCOUNT_NUMBER_DIGITS.max} digits`,
        );
      }
      const number = accountNumberDigits(account.number);
      return { holderName, bankCode: bank[0], number, keyType: null };
    }
    case "PIX": {
      if (currency !== "BRL") throw invalid("Pix keys are for accounts in Brazilian reais");
      const keyType = PIX_KEY_TYPES.find((type) => type === account.keyType);
      if (!keyType) throw invalid(`A Pix key type is one of ${PIX_KEY_TYPES.join(", ")}`);
      if (!isValidPixKey(keyType, account.number)) throw invalid(`This is not a valid ${keyType} Pix key`);
      return { holderName, bankCode: null, number: normalisePixKey(keyType, account.number), keyType };
    }
    case "EWALLET":
    case "VIRTUAL": {
      const number = account.number.trim();
      if (number.length < 4 || number.length > 100 || /\s/.test(number)) {
        throw invalid("A wallet account or address has 4 to 100 characters and no spaces");
      }
      return { holderName, bankCode: null, number, keyType: null };
    }
  }
}

export async function addPayoutAccount(
  db: Database,
  owner: { merchant: string; memberId: number; currency: string },
  account: NewAccount,
  now = Date.now(),
): Promise<PayoutAccountRow> {
  const kept = checked(account, owner.currency);
  return db.transaction(async (tx) => {
    const same = await tx.query(
      "SELECT 1 FROM payout_accounts WHERE member_id = $1 AND kind = $2 AND number = $3",
      [owner.memberId, account.kind, kept.number],
    );
    if (same.rows.length > 0) {
      throw new WpsError(400, ErrorCode.accountDuplicate, "You have already added this account");
    }
    const inserted = await tx.query<PayoutAccountRow>(
      `INSERT INTO payout_accounts (merchant, member_id, kind, holder_name, bank_code, number, key_type, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING *`,
      [
        owner.merchant,
        owner.memberId,
        account.kind,
        kept.holderName,
        kept.bankCode,
        kept.number,
        kept.keyType,
        now,
      ],
    );
    return inserted.rows[0] as PayoutAccountRow;
  });
}

export async function listPayoutAccounts(db: Queryable, memberId: number): Promise<PayoutAccountRow[]> {
  const result = await db.query<PayoutAccountRow>(
    "SELECT * FROM payout_accounts WHERE member_id = $1 ORDER BY id",
    [memberId],
  );
  return result.rows;
}
