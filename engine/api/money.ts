/**
 * The cashier's calls (docs/money.md). Every amount is a whole number of the currency's minor
 * units (cents) with `decimals` beside it; the client formats and compares them as integers and
 * never does money arithmetic in floating point. Submits carry a `requestId` the member's retry
 * repeats, so a retried submit can never make a second order. Withdrawals and new payout accounts
 * travel encrypted, like logins.
 */
import type { HttpClient } from "../http/client";
import * as checks from "./generated/money";

/** A whole number of minor units (cents). */
export type MinorUnits = number;

export interface CurrencyUnits {
  code: string;
  decimals: number;
}

export type DepositKind = "BANK" | "EWALLET" | "CRYPTO" | "PIX";

export interface DepositChannel {
  id: number;
  kind: DepositKind;
  name: string;
  minAmount: MinorUnits;
  maxAmount: MinorUnits;
  /** Round amounts inside the limits, offered as one-tap chips. */
  quickAmounts: MinorUnits[];
}

/** The deposit and withdraw summary of spec §3, and the channels to pay in by. */
export interface DepositSettings {
  totalDepositSuccessCount: number;
  totalWithdrawSuccessCount: number;
  currency?: CurrencyUnits;
  channels?: DepositChannel[];
}

export type DepositState = "PENDING" | "ARRIVED" | "REJECTED" | "CANCELLED";

/** What to do to pay a pending order: the fields depend on the channel's kind. */
export interface DepositInstructions {
  reference?: string;
  accountName?: string;
  accountNumber?: string;
  walletAccount?: string;
  network?: string;
  address?: string;
  /** Pix: the copy-and-paste code (BR Code), also drawn as a QR code. */
  pixCode?: string;
  /** Pix: when the code stops being payable (ms). */
  expiresAt?: number;
}

export interface DepositOrder {
  reference: string;
  channelId: number;
  kind: DepositKind | null;
  channelName: string | null;
  amount: MinorUnits;
  state: DepositState;
  createdAt: number;
  settledAt: number | null;
  instructions?: DepositInstructions;
}

export type AccountKind = "BANK" | "PIX" | "EWALLET" | "VIRTUAL";

export interface PayoutAccount {
  id: number;
  type: AccountKind;
  holderName: string;
  bankCode: string | null;
  bankName: string | null;
  /** Masked: "**** 1234". */
  accountNumber: string;
  pixKeyType: "CPF" | "PHONE" | "EMAIL" | "RANDOM" | null;
}

export interface WithdrawInfo {
  fullBankCardList: PayoutAccount[];
  fullVirtualWalletList: PayoutAccount[];
  fullEWalletList: PayoutAccount[];
  balance?: MinorUnits;
  currency?: CurrencyUnits;
  limits?: {
    minAmount: MinorUnits;
    maxAmount: MinorUnits;
    dailyLimit: MinorUnits;
    withdrawnToday: MinorUnits;
  };
}

export type WithdrawState = "PENDING" | "PAID" | "REJECTED";

export interface WithdrawOrder {
  reference: string;
  accountId: number;
  amount: MinorUnits;
  state: WithdrawState;
  createdAt: number;
  settledAt: number | null;
}

export interface NewPayoutAccount {
  kind: AccountKind;
  holderName: string;
  /** The bank account number, the Pix key or the wallet address. */
  number: string;
  bankCode?: string;
  keyType?: PayoutAccount["pixKeyType"];
}

export function getDepositSettings(http: HttpClient): Promise<DepositSettings> {
  return http.request("/wps/relay/MCSFE_getDepositSettings", {
    answer: checks.getDepositSettings,
    alert: false,
  });
}

export function getBalance(http: HttpClient): Promise<{ balance: MinorUnits; currency: CurrencyUnits }> {
  return http.request("/wps/relay/MCSFE_getBalance", {
    answer: checks.getBalance,
    alert: false,
  });
}

export function submitDeposit(
  http: HttpClient,
  deposit: { channelId: number; amount: MinorUnits; requestId: string },
): Promise<DepositOrder> {
  return http.request("/wps/relay/MCSFE_submitDeposit", {
    answer: checks.submitDeposit,
    method: "POST",
    body: deposit,
    alert: false,
  });
}

export function cancelDeposit(http: HttpClient, reference: string): Promise<DepositOrder> {
  return http.request("/wps/relay/MCSFE_cancelDeposit", {
    answer: checks.cancelDeposit,
    method: "POST",
    body: { reference },
    alert: false,
  });
}

export function getDepositOrders(http: HttpClient): Promise<{ orders: DepositOrder[] }> {
  return http.request("/wps/relay/MCSFE_getDepositOrders", {
    answer: checks.getDepositOrders,
    alert: false,
  });
}

export function getWithdrawAccountInfo(http: HttpClient): Promise<WithdrawInfo> {
  return http.request("/wps/relay/MCSFE_getWithdrawAccountInfo", {
    answer: checks.getWithdrawAccountInfo,
    alert: false,
  });
}

export function getBankList(http: HttpClient): Promise<{ banks: Array<{ code: string; name: string }> }> {
  return http.request("/wps/relay/MCSFE_getBankList", {
    answer: checks.getBankList,
    alert: false,
  });
}

export function addWithdrawAccount(http: HttpClient, account: NewPayoutAccount): Promise<PayoutAccount> {
  return http.request("/wps/relay/MCSFE_addWithdrawAccount", {
    answer: checks.addWithdrawAccount,
    method: "POST",
    body: account,
    encrypted: true,
    alert: false,
  });
}

export function submitWithdraw(
  http: HttpClient,
  withdrawal: { accountId: number; amount: MinorUnits; requestId: string },
): Promise<WithdrawOrder> {
  return http.request("/wps/relay/MCSFE_submitWithdraw", {
    answer: checks.submitWithdraw,
    method: "POST",
    body: withdrawal,
    encrypted: true,
    alert: false,
  });
}

export function getWithdrawOrders(http: HttpClient): Promise<{ orders: WithdrawOrder[] }> {
  return http.request("/wps/relay/MCSFE_getWithdrawOrders", {
    answer: checks.getWithdrawOrders,
    alert: false,
  });
}
