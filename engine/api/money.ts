/**
 * The cashier's calls (docs/money.md). Every amount is a whole number of the currency's minor
 * units (cents) with `decimals` beside it; the client formats and compares them as integers and
 * never does money arithmetic in floating point. Submits carry a `requestId` the member's retry
 * repeats, so a retried submit can never make a second order. Withdrawals and new payout accounts
 * travel encrypted, like logins. The answers' types come from schemas/responses/money.schema.json.
 */
import { defineCall } from "../http/define-call";
import type { AccountKind, MinorUnits, MoneyAnswers, PayoutAccount } from "./generated/money";
import * as checks from "./generated/money";

export type {
  AccountKind,
  CurrencyUnits,
  DepositChannel,
  DepositInstructions,
  DepositKind,
  DepositOrder,
  DepositState,
  MinorUnits,
  PayoutAccount,
  WithdrawOrder,
  WithdrawState,
} from "./generated/money";

export type DepositSettings = MoneyAnswers["getDepositSettings"];
export type WithdrawInfo = MoneyAnswers["getWithdrawAccountInfo"];

export interface NewPayoutAccount {
  kind: AccountKind;
  holderName: string;
  /** The bank account number, the Pix key or the wallet address. */
  number: string;
  bankCode?: string;
  keyType?: PayoutAccount["pixKeyType"];
}

export const getDepositSettings = defineCall({
  path: "/wps/relay/MCSFE_getDepositSettings",
  answer: checks.getDepositSettings,
  alert: false,
});

export const getBalance = defineCall({
  path: "/wps/relay/MCSFE_getBalance",
  answer: checks.getBalance,
  alert: false,
});

export const submitDeposit = defineCall({
  path: "/wps/relay/MCSFE_submitDeposit",
  method: "POST",
  answer: checks.submitDeposit,
  alert: false,
  send: (deposit: { channelId: number; amount: MinorUnits; requestId: string }) => ({ body: deposit }),
});

export const cancelDeposit = defineCall({
  path: "/wps/relay/MCSFE_cancelDeposit",
  method: "POST",
  answer: checks.cancelDeposit,
  alert: false,
  send: (reference: string) => ({ body: { reference } }),
});

export const getDepositOrders = defineCall({
  path: "/wps/relay/MCSFE_getDepositOrders",
  answer: checks.getDepositOrders,
  alert: false,
});

export const getWithdrawAccountInfo = defineCall({
  path: "/wps/relay/MCSFE_getWithdrawAccountInfo",
  answer: checks.getWithdrawAccountInfo,
  alert: false,
});

export const getBankList = defineCall({
  path: "/wps/relay/MCSFE_getBankList",
  answer: checks.getBankList,
  alert: false,
});

export const addWithdrawAccount = defineCall({
  path: "/wps/relay/MCSFE_addWithdrawAccount",
  method: "POST",
  encrypted: true,
  answer: checks.addWithdrawAccount,
  alert: false,
  send: (account: NewPayoutAccount) => ({ body: account }),
});

export const submitWithdraw = defineCall({
  path: "/wps/relay/MCSFE_submitWithdraw",
  method: "POST",
  encrypted: true,
  answer: checks.submitWithdraw,
  alert: false,
  send: (withdrawal: { accountId: number; amount: MinorUnits; requestId: string }) => ({ body: withdrawal }),
});

export const getWithdrawOrders = defineCall({
  path: "/wps/relay/MCSFE_getWithdrawOrders",
  answer: checks.getWithdrawOrders,
  alert: false,
});
