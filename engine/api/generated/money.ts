/* Generated from schemas/responses/money.schema.json by scripts/gen-types.ts. Do not edit: run `npm run gen:types`. */
import type { AnswerCheck } from "../../http/answer-check";

export type DepositKind = "BANK" | "EWALLET" | "CRYPTO" | "PIX";
/**
 * A whole number of the currency's minor units (cents): the client formats and compares amounts as integers, never in floating point.
 */
export type MinorUnits = number;
export type DepositState = "PENDING" | "ARRIVED" | "REJECTED" | "CANCELLED";
export type AccountKind = "BANK" | "PIX" | "EWALLET" | "VIRTUAL";
export type PixKeyType = "CPF" | "PHONE" | "EMAIL" | "RANDOM";
export type WithdrawState = "PENDING" | "PAID" | "REJECTED";

/**
 * The cashier (engine/api/money.ts): amounts are whole minor units. One $defs entry per typed call, named as the function: the `value` of its answer. Only what the client reads is required; extra fields are allowed. Capitalised entries are shared parts. Every list gets maxItems RESPONSE_LIST_LIMIT (engine/constants.ts) from scripts/gen-types.ts.
 */
export interface MoneyAnswers {
  getDepositSettings: GetDepositSettings;
  getBalance: GetBalance;
  submitDeposit: DepositOrder;
  cancelDeposit: DepositOrder;
  getDepositOrders: GetDepositOrders;
  getWithdrawAccountInfo: GetWithdrawAccountInfo;
  getBankList: GetBankList;
  addWithdrawAccount: PayoutAccount;
  submitWithdraw: WithdrawOrder;
  getWithdrawOrders: GetWithdrawOrders;
}
/**
 * The deposit and withdraw summary of spec §3, and the channels to pay in by.
 */
export interface GetDepositSettings {
  totalDepositSuccessCount: number;
  totalWithdrawSuccessCount: number;
  currency?: CurrencyUnits;
  channels?: DepositChannel[];
}
export interface CurrencyUnits {
  code: string;
  decimals: number;
}
export interface DepositChannel {
  id: number;
  kind: DepositKind;
  name: string;
  minAmount: MinorUnits;
  maxAmount: MinorUnits;
  /**
   * Round amounts inside the limits, offered as one-tap chips.
   */
  quickAmounts: MinorUnits[];
}
export interface GetBalance {
  balance: MinorUnits;
  currency: CurrencyUnits;
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
/**
 * What to do to pay a pending order: the fields depend on the channel's kind.
 */
export interface DepositInstructions {
  reference?: string;
  accountName?: string;
  accountNumber?: string;
  walletAccount?: string;
  network?: string;
  address?: string;
  /**
   * Pix: the copy-and-paste code (BR Code), also drawn as a QR code.
   */
  pixCode?: string;
  /**
   * Pix: when the code stops being payable (ms).
   */
  expiresAt?: number;
}
export interface GetDepositOrders {
  orders: DepositOrder[];
}
export interface GetWithdrawAccountInfo {
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
export interface PayoutAccount {
  id: number;
  type: AccountKind;
  holderName: string;
  bankCode: string | null;
  bankName: string | null;
  /**
   * Masked: "**** 1234".
   */
  accountNumber: string;
  pixKeyType: PixKeyType | null;
}
export interface GetBankList {
  banks: {
    code: string;
    name: string;
  }[];
}
export interface WithdrawOrder {
  reference: string;
  accountId: number;
  amount: MinorUnits;
  state: WithdrawState;
  createdAt: number;
  settledAt: number | null;
}
export interface GetWithdrawOrders {
  orders: WithdrawOrder[];
}

export const getDepositSettings: AnswerCheck<MoneyAnswers["getDepositSettings"]> = { call: "money.getDepositSettings", shape: {"t":"o","r":["totalDepositSuccessCount","totalWithdrawSuccessCount"],"p":{"totalDepositSuccessCount":"n","totalWithdrawSuccessCount":"n","currency":{"t":"o","r":["code","decimals"],"p":{"code":"s","decimals":"i"}},"channels":{"t":"a","i":{"t":"o","r":["id","kind","name","minAmount","maxAmount","quickAmounts"],"p":{"id":"n","kind":{"t":"s","e":["BANK","EWALLET","CRYPTO","PIX"]},"name":"s","minAmount":"n","maxAmount":"n","quickAmounts":{"t":"a","i":"n","x":2000}}},"x":2000}}} };
export const getBalance: AnswerCheck<MoneyAnswers["getBalance"]> = { call: "money.getBalance", shape: {"t":"o","r":["balance","currency"],"p":{"balance":"n","currency":{"t":"o","r":["code","decimals"],"p":{"code":"s","decimals":"i"}}}} };
export const submitDeposit: AnswerCheck<MoneyAnswers["submitDeposit"]> = { call: "money.submitDeposit", shape: {"t":"o","r":["reference","channelId","kind","channelName","amount","state","createdAt","settledAt"],"p":{"reference":"s","channelId":"n","kind":{"a":[{"t":"s","e":["BANK","EWALLET","CRYPTO","PIX"]},"z"]},"channelName":"sz","amount":"n","state":{"t":"s","e":["PENDING","ARRIVED","REJECTED","CANCELLED"]},"createdAt":"n","settledAt":"nz","instructions":{"t":"o","p":{"reference":"s","accountName":"s","accountNumber":"s","walletAccount":"s","network":"s","address":"s","pixCode":"s","expiresAt":"n"}}}} };
export const cancelDeposit: AnswerCheck<MoneyAnswers["cancelDeposit"]> = { call: "money.cancelDeposit", shape: {"t":"o","r":["reference","channelId","kind","channelName","amount","state","createdAt","settledAt"],"p":{"reference":"s","channelId":"n","kind":{"a":[{"t":"s","e":["BANK","EWALLET","CRYPTO","PIX"]},"z"]},"channelName":"sz","amount":"n","state":{"t":"s","e":["PENDING","ARRIVED","REJECTED","CANCELLED"]},"createdAt":"n","settledAt":"nz","instructions":{"t":"o","p":{"reference":"s","accountName":"s","accountNumber":"s","walletAccount":"s","network":"s","address":"s","pixCode":"s","expiresAt":"n"}}}} };
export const getDepositOrders: AnswerCheck<MoneyAnswers["getDepositOrders"]> = { call: "money.getDepositOrders", shape: {"t":"o","r":["orders"],"p":{"orders":{"t":"a","i":{"t":"o","r":["reference","channelId","kind","channelName","amount","state","createdAt","settledAt"],"p":{"reference":"s","channelId":"n","kind":{"a":[{"t":"s","e":["BANK","EWALLET","CRYPTO","PIX"]},"z"]},"channelName":"sz","amount":"n","state":{"t":"s","e":["PENDING","ARRIVED","REJECTED","CANCELLED"]},"createdAt":"n","settledAt":"nz","instructions":{"t":"o","p":{"reference":"s","accountName":"s","accountNumber":"s","walletAccount":"s","network":"s","address":"s","pixCode":"s","expiresAt":"n"}}}},"x":2000}}} };
export const getWithdrawAccountInfo: AnswerCheck<MoneyAnswers["getWithdrawAccountInfo"]> = { call: "money.getWithdrawAccountInfo", shape: {"t":"o","r":["fullBankCardList","fullVirtualWalletList","fullEWalletList"],"p":{"fullBankCardList":{"t":"a","i":{"t":"o","r":["id","type","holderName","bankCode","bankName","accountNumber","pixKeyType"],"p":{"id":"n","type":{"t":"s","e":["BANK","PIX","EWALLET","VIRTUAL"]},"holderName":"s","bankCode":"sz","bankName":"sz","accountNumber":"s","pixKeyType":{"a":[{"t":"s","e":["CPF","PHONE","EMAIL","RANDOM"]},"z"]}}},"x":2000},"fullVirtualWalletList":{"t":"a","i":{"t":"o","r":["id","type","holderName","bankCode","bankName","accountNumber","pixKeyType"],"p":{"id":"n","type":{"t":"s","e":["BANK","PIX","EWALLET","VIRTUAL"]},"holderName":"s","bankCode":"sz","bankName":"sz","accountNumber":"s","pixKeyType":{"a":[{"t":"s","e":["CPF","PHONE","EMAIL","RANDOM"]},"z"]}}},"x":2000},"fullEWalletList":{"t":"a","i":{"t":"o","r":["id","type","holderName","bankCode","bankName","accountNumber","pixKeyType"],"p":{"id":"n","type":{"t":"s","e":["BANK","PIX","EWALLET","VIRTUAL"]},"holderName":"s","bankCode":"sz","bankName":"sz","accountNumber":"s","pixKeyType":{"a":[{"t":"s","e":["CPF","PHONE","EMAIL","RANDOM"]},"z"]}}},"x":2000},"balance":"n","currency":{"t":"o","r":["code","decimals"],"p":{"code":"s","decimals":"i"}},"limits":{"t":"o","r":["minAmount","maxAmount","dailyLimit","withdrawnToday"],"p":{"minAmount":"n","maxAmount":"n","dailyLimit":"n","withdrawnToday":"n"}}}} };
export const getBankList: AnswerCheck<MoneyAnswers["getBankList"]> = { call: "money.getBankList", shape: {"t":"o","r":["banks"],"p":{"banks":{"t":"a","i":{"t":"o","r":["code","name"],"p":{"code":"s","name":"s"}},"x":2000}}} };
export const addWithdrawAccount: AnswerCheck<MoneyAnswers["addWithdrawAccount"]> = { call: "money.addWithdrawAccount", shape: {"t":"o","r":["id","type","holderName","bankCode","bankName","accountNumber","pixKeyType"],"p":{"id":"n","type":{"t":"s","e":["BANK","PIX","EWALLET","VIRTUAL"]},"holderName":"s","bankCode":"sz","bankName":"sz","accountNumber":"s","pixKeyType":{"a":[{"t":"s","e":["CPF","PHONE","EMAIL","RANDOM"]},"z"]}}} };
export const submitWithdraw: AnswerCheck<MoneyAnswers["submitWithdraw"]> = { call: "money.submitWithdraw", shape: {"t":"o","r":["reference","accountId","amount","state","createdAt","settledAt"],"p":{"reference":"s","accountId":"n","amount":"n","state":{"t":"s","e":["PENDING","PAID","REJECTED"]},"createdAt":"n","settledAt":"nz"}} };
export const getWithdrawOrders: AnswerCheck<MoneyAnswers["getWithdrawOrders"]> = { call: "money.getWithdrawOrders", shape: {"t":"o","r":["orders"],"p":{"orders":{"t":"a","i":{"t":"o","r":["reference","accountId","amount","state","createdAt","settledAt"],"p":{"reference":"s","accountId":"n","amount":"n","state":{"t":"s","e":["PENDING","PAID","REJECTED"]},"createdAt":"n","settledAt":"nz"}},"x":2000}}} };
