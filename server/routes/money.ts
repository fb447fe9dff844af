/**
 * The cashier (docs/money.md): deposit channels and orders, withdrawal accounts and orders, the
 * balance. The platform's paths for these are not shown beyond the three summary relays, so the
 * rest follow their naming. Amounts travel as whole minor units (cents) with the currency's
 * decimals beside them; withdrawals and new payout accounts travel encrypted, as logins do.
 */
import type { FastifyPluginAsync, FastifyRequest } from "fastify";
import { requireMember } from "../auth";
import type { ServerContext } from "../context";
import {
  type ChannelRow,
  type DepositOrderRow,
  depositOrders,
  listChannels,
  settleDeposit,
  submitDeposit,
} from "../data/deposits";
import { balanceOf, requireAmount, successCounts } from "../data/ledger";
import {
  type AccountKind,
  addPayoutAccount,
  listPayoutAccounts,
  type PayoutAccountRow,
} from "../data/payout-accounts";
import {
  submitWithdraw,
  type WithdrawOrderRow,
  withdrawLimits,
  withdrawnToday,
  withdrawOrders,
} from "../data/withdrawals";
import { ok } from "../envelope";
import { maskAccountNumber } from "../masking";
import { merchantOf } from "../merchant-header";
import type { Merchant } from "../merchants";
import { pixCopyAndPaste } from "../money/pix-code";
import { bodyOf, withBody } from "../request-schemas";
import { banksFor, RECEIVING } from "../seed-data/money";

/** How long a Pix code stays payable. */
const PIX_VALID_MS = 30 * 60 * 1000;

/** Round amounts a member picks with one tap, in major units; those inside the channel's limits. */
const QUICK_PICKS = [10, 50, 100, 200, 500, 1_000, 5_000, 10_000];

function currencyOf(merchant: Merchant) {
  return { code: merchant.currency.code, decimals: merchant.currency.decimals };
}

function channelView(channel: ChannelRow, merchant: Merchant) {
  const unit = 10 ** merchant.currency.decimals;
  const quick = QUICK_PICKS.map((major) => major * unit).filter(
    (amount) => amount >= channel.min_amount && amount <= channel.max_amount,
  );
  return {
    id: channel.id,
    kind: channel.kind,
    name: channel.name,
    minAmount: channel.min_amount,
    maxAmount: channel.max_amount,
    quickAmounts: quick.slice(0, 6),
  };
}

/** What the member does to pay a pending order, by the channel's kind. */
function instructions(order: DepositOrderRow, channel: ChannelRow, merchant: Merchant) {
  switch (channel.kind) {
    case "BANK":
      return {
        accountName: RECEIVING.bankAccountName,
        accountNumber: RECEIVING.bankAccountNumber,
        reference: order.reference,
      };
    case "EWALLET":
      return { walletAccount: RECEIVING.walletAccount, reference: order.reference };
    case "CRYPTO":
      return {
        network: RECEIVING.cryptoNetwork,
        address: RECEIVING.cryptoAddress,
        reference: order.reference,
      };
    case "PIX":
      return {
        pixCode: pixCopyAndPaste({
          key: RECEIVING.pixKey,
          payee: merchant.name,
          city: RECEIVING.city,
          amount: order.amount,
          txid: order.reference,
        }),
        expiresAt: order.created_at + PIX_VALID_MS,
      };
  }
}

function depositView(order: DepositOrderRow, channel: ChannelRow | undefined, merchant: Merchant) {
  return {
    reference: order.reference,
    channelId: order.channel_id,
    kind: channel?.kind ?? null,
    channelName: channel?.name ?? null,
    amount: order.amount,
    state: order.state,
    createdAt: order.created_at,
    settledAt: order.settled_at,
    ...(channel && order.state === "PENDING" ? { instructions: instructions(order, channel, merchant) } : {}),
  };
}

function accountView(account: PayoutAccountRow, merchant: Merchant) {
  const bank = banksFor(merchant.currency.code).find(([code]) => code === account.bank_code);
  return {
    id: account.id,
    type: account.kind,
    holderName: account.holder_name,
    bankCode: account.bank_code,
    bankName: bank?.[1] ?? null,
    // A Pix key is the member's own e-mail, phone or CPF: shown masked like an account number.
    accountNumber: maskAccountNumber(account.number),
    pixKeyType: account.key_type,
  };
}

function withdrawView(order: WithdrawOrderRow) {
  return {
    reference: order.reference,
    accountId: order.account_id,
    amount: order.amount,
    state: order.state,
    createdAt: order.created_at,
    settledAt: order.settled_at,
  };
}

export const moneyRoutes: FastifyPluginAsync<ServerContext> = async (app, context) => {
  const { db } = context;
  const who = async (request: FastifyRequest) => ({
    member: await requireMember(context, request),
    merchant: merchantOf(request),
  });

  /** GET /wps/relay/MCSFE_getDepositSettings: the summary counts, and the channels to pay in by. */
  app.get("/wps/relay/MCSFE_getDepositSettings", async (request) => {
    const { member, merchant } = await who(request);
    const counts = await successCounts(db, member.id);
    const channels = await listChannels(db, merchant.code);
    return ok({
      totalDepositSuccessCount: counts.deposits,
      totalWithdrawSuccessCount: counts.withdrawals,
      currency: currencyOf(merchant),
      channels: channels.map((channel) => channelView(channel, merchant)),
    });
  });

  app.get("/wps/relay/MCSFE_getBalance", async (request) => {
    const { member, merchant } = await who(request);
    return ok({ balance: await balanceOf(db, member.id), currency: currencyOf(merchant) });
  });

  app.post("/wps/relay/MCSFE_submitDeposit", withBody("submit-deposit"), async (request) => {
    const { member, merchant } = await who(request);
    const body = bodyOf(request, "submit-deposit");
    const { order, channel } = await submitDeposit(db, {
      merchant: merchant.code,
      memberId: member.id,
      channelId: body.channelId,
      amount: requireAmount(body.amount),
      requestId: body.requestId || null,
    });
    return ok(depositView(order, channel, merchant));
  });

  app.post("/wps/relay/MCSFE_cancelDeposit", withBody("cancel-deposit"), async (request) => {
    const { member, merchant } = await who(request);
    const reference = bodyOf(request, "cancel-deposit").reference;
    const order = await settleDeposit(db, {
      merchant: merchant.code,
      reference,
      state: "CANCELLED",
      memberId: member.id,
    });
    return ok(depositView(order, undefined, merchant));
  });

  app.get("/wps/relay/MCSFE_getDepositOrders", async (request) => {
    const { member, merchant } = await who(request);
    const channels = new Map(
      (
        await db.query<ChannelRow>("SELECT * FROM deposit_channels WHERE merchant = $1", [merchant.code])
      ).rows.map((channel) => [channel.id, channel]),
    );
    const orders = await depositOrders(db, member.id);
    return ok({
      orders: orders.map((order) => depositView(order, channels.get(order.channel_id), merchant)),
    });
  });

  /** GET /wps/relay/MCSFE_getWithdrawAccountInfo: where the member can withdraw to, and how much. */
  app.get("/wps/relay/MCSFE_getWithdrawAccountInfo", async (request) => {
    const { member, merchant } = await who(request);
    const accounts = await listPayoutAccounts(db, member.id);
    const of = (...kinds: AccountKind[]) =>
      accounts
        .filter((account) => kinds.includes(account.kind))
        .map((account) => accountView(account, merchant));
    const limits = await withdrawLimits(db, merchant.code);
    return ok({
      fullBankCardList: of("BANK", "PIX"),
      fullVirtualWalletList: of("VIRTUAL"),
      fullEWalletList: of("EWALLET"),
      balance: await balanceOf(db, member.id),
      currency: currencyOf(merchant),
      limits: {
        minAmount: limits.min,
        maxAmount: limits.max,
        dailyLimit: limits.daily,
        withdrawnToday: await withdrawnToday(db, member.id, Date.now()),
      },
    });
  });

  app.get("/wps/relay/MCSFE_getBankList", async (request) => {
    const { merchant } = await who(request);
    return ok({ banks: banksFor(merchant.currency.code).map(([code, name]) => ({ code, name })) });
  });

  const newAccount = withBody("add-withdraw-account", { encrypted: true });
  app.post("/wps/relay/MCSFE_addWithdrawAccount", newAccount, async (request) => {
    const { member, merchant } = await who(request);
    const body = bodyOf(request, "add-withdraw-account");
    const account = await addPayoutAccount(
      db,
      { merchant: merchant.code, memberId: member.id, currency: merchant.currency.code },
      {
        kind: body.kind,
        holderName: body.holderName,
        number: body.number,
        bankCode: body.bankCode,
        keyType: body.keyType,
      },
    );
    return ok(accountView(account, merchant));
  });

  const withdrawal = withBody("submit-withdraw", { encrypted: true });
  app.post("/wps/relay/MCSFE_submitWithdraw", withdrawal, async (request) => {
    const { member, merchant } = await who(request);
    const body = bodyOf(request, "submit-withdraw");
    const order = await submitWithdraw(db, {
      merchant: merchant.code,
      memberId: member.id,
      accountId: body.accountId,
      amount: requireAmount(body.amount),
      requestId: body.requestId || null,
    });
    return ok(withdrawView(order));
  });

  app.get("/wps/relay/MCSFE_getWithdrawOrders", async (request) => {
    const { member } = await who(request);
    return ok({ orders: (await withdrawOrders(db, member.id)).map(withdrawView) });
  });
};
