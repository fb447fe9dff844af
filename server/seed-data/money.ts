/**
 * What every merchant's cashier offers: deposit channels (by its currency: Pix for BRL), the
 * withdrawal limits and the banks a member can add a card for. Amounts in minor units (cents).
 * Bank names are real institutions of each country, as a member would expect to find them.
 */

export type DepositKind = "BANK" | "EWALLET" | "CRYPTO" | "PIX";

export interface SeedChannel {
  kind: DepositKind;
  name: string;
  min: number;
  max: number;
}

const BANK: SeedChannel = { kind: "BANK", name: "Bank transfer", min: 5_000, max: 5_000_000 };
const EWALLET: SeedChannel = { kind: "EWALLET", name: "E-wallet", min: 1_000, max: 1_000_000 };
const CRYPTO: SeedChannel = { kind: "CRYPTO", name: "USDT (TRC20)", min: 10_000, max: 10_000_000 };
const PIX: SeedChannel = { kind: "PIX", name: "Pix", min: 1_000, max: 1_000_000 };

/** The channels of a merchant whose currency is `currency`, in the order the cashier lists them. */
export function channelsFor(currency: string): SeedChannel[] {
  if (currency === "BRL") return [PIX, { ...BANK, name: "TED bank transfer" }, CRYPTO];
  return [BANK, EWALLET, CRYPTO];
}

export const WITHDRAW_LIMITS = { min: 10_000, max: 2_000_000, daily: 5_000_000 } as const;

/** code → name, the banks a card can be added for. */
const BANKS: Record<string, ReadonlyArray<[code: string, name: string]>> = {
  BRL: [
    ["001", "Banco do Brasil"],
    ["104", "Caixa Econômica Federal"],
    ["237", "Bradesco"],
    ["260", "Nu Pagamentos"],
    ["341", "Itaú Unibanco"],
  ],
  CNY: [
    ["ICBC", "Industrial and Commercial Bank of China"],
    ["CCB", "China Construction Bank"],
    ["ABC", "Agricultural Bank of China"],
    ["BOC", "Bank of China"],
  ],
  THB: [
    ["BBL", "Bangkok Bank"],
    ["KBANK", "Kasikornbank"],
    ["SCB", "Siam Commercial Bank"],
    ["KTB", "Krungthai Bank"],
  ],
  AED: [
    ["ENBD", "Emirates NBD"],
    ["FAB", "First Abu Dhabi Bank"],
    ["ADCB", "Abu Dhabi Commercial Bank"],
  ],
};

const OTHER_BANKS: ReadonlyArray<[string, string]> = [
  ["DEMO1", "First Demo Bank"],
  ["DEMO2", "Second Demo Bank"],
];

export function banksFor(currency: string): ReadonlyArray<[code: string, name: string]> {
  return BANKS[currency] ?? OTHER_BANKS;
}

/** The account a seeded member's past withdrawals were paid to. */
export const SEED_BANK_ACCOUNT = { number: "6222020000001234" } as const;

/** Where the merchant receives deposits, shown in a pending order's instructions. */
export const RECEIVING = {
  bankAccountName: "Cashier Services Ltd",
  bankAccountNumber: "6217000010002000300",
  walletAccount: "cashier@pay.example",
  cryptoNetwork: "TRC20",
  cryptoAddress: "TXdemo7cP9cashierAddr0000000000000",
  pixKey: "7d9f0335-8dcc-4054-9bf9-0dbd61d36906",
  city: "SAO PAULO",
} as const;
