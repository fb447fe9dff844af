/**
 * The reference backend's cashier as a ledger: channels and limits per merchant, deposit and
 * withdrawal orders through their states, payout accounts, idempotent submits, and the balance
 * agreeing with the orders even when requests race.
 */
import { describe, expect, it } from "vitest";
import { crc16 } from "../../server/money/pix-code";
import { seededServerForFile } from "./harness";

const server = seededServerForFile();

const headers = (merchant: string, token?: string) => ({
  merchant,
  ...(token ? { authorization: token } : {}),
});

async function get(path: string, merchant: string, token: string) {
  return server.call(path, { headers: headers(merchant, token) });
}

async function post(path: string, merchant: string, token: string, body: unknown) {
  return server.call(path, { method: "POST", headers: headers(merchant, token), body });
}

async function secure(path: string, merchant: string, token: string, body: unknown) {
  return server.secure(path, { headers: headers(merchant, token), body });
}

async function dev(path: string, body: unknown) {
  const reply = await server.call(path, { method: "POST", body });
  expect(reply.status, `${path} ${reply.text}`).toBe(200);
  return reply.json.value;
}

async function ledger(merchant: string, username: string) {
  return (await server.call(`/__dev/money/${merchant}/${username}`)).json.value;
}

/** balance = arrived deposits − pending and paid withdrawals, and never below zero. */
async function expectLedgerAgrees(merchant: string, username: string) {
  const { balance, deposits, withdrawals } = await ledger(merchant, username);
  const sum = (orders: Array<{ amount: number; state: string }>, states: string[]) =>
    orders.filter((order) => states.includes(order.state)).reduce((total, order) => total + order.amount, 0);
  expect(balance).toBe(sum(deposits, ["ARRIVED"]) - sum(withdrawals, ["PENDING", "PAID"]));
  expect(balance).toBeGreaterThanOrEqual(0);
  return balance as number;
}

async function channelOf(merchant: string, token: string, kind: string) {
  const { channels } = (await get("/wps/relay/MCSFE_getDepositSettings", merchant, token)).json.value;
  return channels.find((channel: { kind: string }) => channel.kind === kind);
}

describe("deposits", () => {
  it("offers channels by the merchant's currency, Pix first for reais, with limits and quick picks", async () => {
    const brisa = (await get("/wps/relay/MCSFE_getDepositSettings", "brisa", await server.tokenOf("brisa")))
      .json.value;
    expect(brisa.channels.map((channel: { kind: string }) => channel.kind)).toEqual([
      "PIX",
      "BANK",
      "CRYPTO",
    ]);
    expect(brisa.currency).toEqual({ code: "BRL", decimals: 2 });
    const pix = brisa.channels[0];
    expect(pix).toMatchObject({ minAmount: 1_000, maxAmount: 1_000_000 });
    expect(pix.quickAmounts.length).toBeGreaterThan(0);
    for (const amount of pix.quickAmounts) {
      expect(amount).toBeGreaterThanOrEqual(pix.minAmount);
      expect(amount).toBeLessThanOrEqual(pix.maxAmount);
    }
    const royal = (await get("/wps/relay/MCSFE_getDepositSettings", "royal", await server.tokenOf("royal")))
      .json.value;
    expect(royal.channels.map((channel: { kind: string }) => channel.kind)).toEqual([
      "BANK",
      "EWALLET",
      "CRYPTO",
    ]);
    // The demo member's history is real orders: three arrived deposits and one paid withdrawal.
    expect(royal).toMatchObject({ totalDepositSuccessCount: 3, totalWithdrawSuccessCount: 1 });
    expect(
      (await get("/wps/relay/MCSFE_getBalance", "royal", await server.tokenOf("royal"))).json.value,
    ).toEqual({
      balance: 75_000,
      currency: { code: "CNY", decimals: 2 },
    });
  });

  it("makes a pending order with what to pay, then credits the balance when it arrives", async () => {
    const token = await server.tokenOf("sunrise");
    const bank = await channelOf("sunrise", token, "BANK");
    const before = await expectLedgerAgrees("sunrise", "demo");
    const reply = await post("/wps/relay/MCSFE_submitDeposit", "sunrise", token, {
      channelId: bank.id,
      amount: 12_345,
    });
    expect(reply.status, reply.text).toBe(200);
    const order = reply.json.value;
    expect(order).toMatchObject({ amount: 12_345, state: "PENDING", kind: "BANK" });
    expect(order.reference).toMatch(/^D\d{8}[A-Z0-9]{8}$/);
    expect(order.instructions).toMatchObject({ reference: order.reference });
    expect(order.instructions.accountNumber).toMatch(/^\d+$/);
    // Pending money is not the member's yet.
    expect(await expectLedgerAgrees("sunrise", "demo")).toBe(before);

    const settled = await dev("/__dev/deposits/settle", {
      merchant: "sunrise",
      reference: order.reference,
      state: "ARRIVED",
    });
    expect(settled).toEqual({ reference: order.reference, state: "ARRIVED", balance: before + 12_345 });
    const summary = (await get("/wps/relay/MCSFE_getDepositSettings", "sunrise", token)).json.value;
    expect(summary.totalDepositSuccessCount).toBe(4);
    const again = await server.call("/__dev/deposits/settle", {
      method: "POST",
      body: { merchant: "sunrise", reference: order.reference, state: "REJECTED" },
    });
    expect(again.json.errorCode).toBe("order.not.pending");
    expect(await expectLedgerAgrees("sunrise", "demo")).toBe(before + 12_345);
  });

  it("gives a Pix order a BR Code for this amount, whose CRC checks", async () => {
    const token = await server.tokenOf("brisa");
    const pix = await channelOf("brisa", token, "PIX");
    const order = (
      await post("/wps/relay/MCSFE_submitDeposit", "brisa", token, { channelId: pix.id, amount: 5_050 })
    ).json.value;
    const code: string = order.instructions.pixCode;
    expect(code.startsWith("000201")).toBe(true);
    expect(code).toContain("br.gov.bcb.pix");
    expect(code).toContain("540550.50");
    expect(code).toContain("5303986");
    expect(code.slice(-4)).toBe(crc16(code.slice(0, -4)));
    expect(order.instructions.expiresAt).toBe(order.createdAt + 30 * 60 * 1000);
  });

  it("refuses amounts outside the channel's limits, amounts that are not whole cents, and a switched-off channel", async () => {
    const token = await server.tokenOf("royal", "agent1", "Agent@1234");
    const bank = await channelOf("royal", token, "BANK");
    const submit = (amount: unknown, channelId = bank.id) =>
      post("/wps/relay/MCSFE_submitDeposit", "royal", token, { channelId, amount });
    expect((await submit(bank.minAmount - 1)).json.errorCode).toBe("amount.below.min");
    expect((await submit(bank.maxAmount + 1)).json.errorCode).toBe("amount.above.max");
    for (const amount of [100.5, "10000", -5, 0, null]) {
      const reply = await submit(amount);
      expect(reply.status, String(amount)).toBe(400);
      expect(reply.json.errorCode, String(amount)).toBe("amount.invalid");
    }
    expect((await submit(10_000, 999_999)).json.errorCode).toBe("channel.not.available");
    await dev("/__dev/deposit-channels", { merchant: "royal", kind: "BANK", enabled: false });
    try {
      expect((await submit(10_000)).json.errorCode).toBe("channel.not.available");
      const listed = (await get("/wps/relay/MCSFE_getDepositSettings", "royal", token)).json.value.channels;
      expect(listed.map((channel: { kind: string }) => channel.kind)).not.toContain("BANK");
    } finally {
      await dev("/__dev/deposit-channels", { merchant: "royal", kind: "BANK", enabled: true });
    }
    const { deposits } = await ledger("royal", "agent1");
    expect(deposits.filter((order: { state: string }) => order.state === "PENDING")).toHaveLength(0);
  });

  it("answers a retried submit with the order it made, not a second one", async () => {
    const token = await server.tokenOf("sahara");
    const bank = await channelOf("sahara", token, "BANK");
    const body = { channelId: bank.id, amount: 20_000, requestId: "retry-1f6c" };
    const replies = await Promise.all(
      [1, 2, 3].map(() => post("/wps/relay/MCSFE_submitDeposit", "sahara", token, body)),
    );
    const references = new Set(replies.map((reply) => reply.json.value.reference));
    expect(references.size).toBe(1);
    const { deposits } = await ledger("sahara", "demo");
    expect(deposits.filter((order: { reference: string }) => references.has(order.reference))).toHaveLength(
      1,
    );
  });

  it("lets a member cancel their own pending order, and only their own", async () => {
    const token = await server.tokenOf("royal");
    const other = await server.tokenOf("royal", "agent1", "Agent@1234");
    const bank = await channelOf("royal", token, "BANK");
    const order = (
      await post("/wps/relay/MCSFE_submitDeposit", "royal", token, { channelId: bank.id, amount: 10_000 })
    ).json.value;
    const theirs = await post("/wps/relay/MCSFE_cancelDeposit", "royal", other, {
      reference: order.reference,
    });
    expect(theirs.json.errorCode).toBe("order.not.found");
    const mine = await post("/wps/relay/MCSFE_cancelDeposit", "royal", token, { reference: order.reference });
    expect(mine.json.value).toMatchObject({ reference: order.reference, state: "CANCELLED" });
    const history = (await get("/wps/relay/MCSFE_getDepositOrders", "royal", token)).json.value.orders;
    expect(history[0]).toMatchObject({
      reference: order.reference,
      state: "CANCELLED",
      channelName: bank.name,
    });
  });
});

describe("payout accounts", () => {
  it("adds a bank card of a listed bank, shows it masked, and refuses it twice", async () => {
    const token = await server.tokenOf("royal", "agent2", "Agent@1234");
    const empty = (await get("/wps/relay/MCSFE_getWithdrawAccountInfo", "royal", token)).json.value;
    expect(empty).toMatchObject({
      fullBankCardList: [],
      fullVirtualWalletList: [],
      fullEWalletList: [],
      balance: 0,
    });
    const { banks } = (await get("/wps/relay/MCSFE_getBankList", "royal", token)).json.value;
    expect(banks[0]).toEqual({ code: "ICBC", name: "Industrial and Commercial Bank of China" });
    const card = { kind: "BANK", holderName: "Agent  Two", bankCode: "ICBC", number: "6222 0200 0011 2233" };
    const added = await secure("/wps/relay/MCSFE_addWithdrawAccount", "royal", token, card);
    expect(added.status, added.text).toBe(200);
    expect(added.json.value).toMatchObject({
      type: "BANK",
      holderName: "Agent Two",
      bankName: "Industrial and Commercial Bank of China",
      accountNumber: "**** 2233",
    });
    const twice = await secure("/wps/relay/MCSFE_addWithdrawAccount", "royal", token, card);
    expect(twice.json.errorCode).toBe("account.duplicate");
    const bad = await secure("/wps/relay/MCSFE_addWithdrawAccount", "royal", token, {
      ...card,
      bankCode: "XYZ",
    });
    expect(bad.json.errorCode).toBe("account.invalid");
    const short = await secure("/wps/relay/MCSFE_addWithdrawAccount", "royal", token, {
      ...card,
      number: "12a4",
    });
    expect(short.json.errorCode).toBe("account.invalid");
    // Account details travel encrypted only.
    const plain = await post("/wps/relay/MCSFE_addWithdrawAccount", "royal", token, card);
    expect(plain.json.errorCode).toBe("request_body_required");
    const listed = (await get("/wps/relay/MCSFE_getWithdrawAccountInfo", "royal", token)).json.value;
    expect(listed.fullBankCardList).toHaveLength(1);
  });

  it("adds a Pix key on a reais merchant only, checking it for its type", async () => {
    const token = await server.tokenOf("brisa", "agent2", "Agent@1234");
    const add = (keyType: string, number: string, merchant = "brisa", as = token) =>
      secure("/wps/relay/MCSFE_addWithdrawAccount", merchant, as, {
        kind: "PIX",
        holderName: "Ana Silva",
        keyType,
        number,
      });
    expect((await add("CPF", "529.982.247-24")).json.errorCode).toBe("account.invalid");
    const cpf = await add("CPF", "529.982.247-25");
    expect(cpf.json.value).toMatchObject({ type: "PIX", pixKeyType: "CPF", accountNumber: "**** 4725" });
    expect((await add("CPF", "52998224725")).json.errorCode).toBe("account.duplicate");
    expect((await add("EMAIL", "ana@example.com")).status).toBe(200);
    expect((await add("PHONE", "+55 11 98765-4321")).status).toBe(200);
    expect((await add("RANDOM", "not-a-uuid")).json.errorCode).toBe("account.invalid");
    const royal = await server.tokenOf("royal", "agent1", "Agent@1234");
    expect((await add("CPF", "529.982.247-25", "royal", royal)).json.errorCode).toBe("account.invalid");
    const listed = (await get("/wps/relay/MCSFE_getWithdrawAccountInfo", "brisa", token)).json.value;
    expect(listed.fullBankCardList.map((account: { pixKeyType: string }) => account.pixKeyType)).toEqual([
      "CPF",
      "EMAIL",
      "PHONE",
    ]);
  });
});

describe("withdrawals", () => {
  async function demoAccount(merchant: string, token: string): Promise<number> {
    const info = (await get("/wps/relay/MCSFE_getWithdrawAccountInfo", merchant, token)).json.value;
    return info.fullBankCardList[0].id;
  }

  it("holds the amount while pending, keeps it when paid and gives it back when rejected", async () => {
    const token = await server.tokenOf("lite");
    const accountId = await demoAccount("lite", token);
    const start = await expectLedgerAgrees("lite", "demo");
    const withdraw = (amount: number) =>
      secure("/wps/relay/MCSFE_submitWithdraw", "lite", token, { accountId, amount });
    const first = (await withdraw(10_000)).json.value;
    expect(first).toMatchObject({ state: "PENDING", amount: 10_000 });
    expect(first.reference).toMatch(/^W\d{8}/);
    expect(await expectLedgerAgrees("lite", "demo")).toBe(start - 10_000);
    const second = (await withdraw(20_000)).json.value;
    expect(await expectLedgerAgrees("lite", "demo")).toBe(start - 30_000);

    await dev("/__dev/withdrawals/settle", { merchant: "lite", reference: first.reference, state: "PAID" });
    expect(await expectLedgerAgrees("lite", "demo")).toBe(start - 30_000);
    await dev("/__dev/withdrawals/settle", {
      merchant: "lite",
      reference: second.reference,
      state: "REJECTED",
    });
    expect(await expectLedgerAgrees("lite", "demo")).toBe(start - 10_000);
    const summary = (await get("/wps/relay/MCSFE_getDepositSettings", "lite", token)).json.value;
    expect(summary.totalWithdrawSuccessCount).toBe(2);
    const history = (await get("/wps/relay/MCSFE_getWithdrawOrders", "lite", token)).json.value.orders;
    expect(history.slice(0, 2).map((order: { state: string }) => order.state)).toEqual(["REJECTED", "PAID"]);
  });

  it("refuses more than the balance, the limits or the day's allowance, and another member's account", async () => {
    const token = await server.tokenOf("sahara");
    const accountId = await demoAccount("sahara", token);
    const withdraw = (amount: number, account = accountId) =>
      secure("/wps/relay/MCSFE_submitWithdraw", "sahara", token, { accountId: account, amount });
    const balance = await expectLedgerAgrees("sahara", "demo");
    expect((await withdraw(balance + 100)).json.errorCode).toBe("balance.insufficient");
    expect((await withdraw(9_999)).json.errorCode).toBe("amount.below.min");
    await dev("/__dev/withdraw-limits", { merchant: "sahara", min: 1_000, max: 30_000, daily: 40_000 });
    try {
      expect((await withdraw(30_001)).json.errorCode).toBe("amount.above.max");
      expect((await withdraw(30_000)).status).toBe(200);
      // 30 000 already today (pending counts): 10 001 more would pass 40 000.
      expect((await withdraw(10_001)).json.errorCode).toBe("withdraw.daily.limit");
      expect((await withdraw(10_000)).status).toBe(200);
    } finally {
      await dev("/__dev/withdraw-limits", {
        merchant: "sahara",
        min: 10_000,
        max: 2_000_000,
        daily: 5_000_000,
      });
    }
    const other = await server.tokenOf("sahara", "agent2", "Agent@1234");
    const theirs = await secure("/wps/relay/MCSFE_submitWithdraw", "sahara", other, {
      accountId,
      amount: 10_000,
    });
    expect(theirs.json.errorCode).toBe("account.not.found");
    await expectLedgerAgrees("sahara", "demo");
  });

  it("never lets racing withdrawals take the balance below zero", async () => {
    const token = await server.tokenOf("brisa");
    const accountId = await demoAccount("brisa", token);
    const balance = await expectLedgerAgrees("brisa", "demo");
    const amount = 10_000;
    const replies = await Promise.all(
      Array.from({ length: 12 }, () =>
        secure("/wps/relay/MCSFE_submitWithdraw", "brisa", token, { accountId, amount }),
      ),
    );
    const accepted = replies.filter((reply) => reply.status === 200).length;
    expect(accepted).toBe(Math.min(12, Math.floor(balance / amount)));
    for (const reply of replies.filter((each) => each.status !== 200)) {
      expect(reply.json.errorCode).toBe("balance.insufficient");
    }
    expect(await expectLedgerAgrees("brisa", "demo")).toBe(balance - accepted * amount);
  });

  it("keeps the ledger whole when deposits arrive while withdrawals race them", async () => {
    const token = await server.tokenOf("royal");
    const accountId = await demoAccount("royal", token);
    const bank = await channelOf("royal", token, "BANK");
    const pending = await Promise.all(
      [1, 2, 3, 4].map(
        async () =>
          (
            await post("/wps/relay/MCSFE_submitDeposit", "royal", token, {
              channelId: bank.id,
              amount: 10_000,
            })
          ).json.value.reference,
      ),
    );
    const settled = await Promise.all([
      ...pending.map((reference) =>
        dev("/__dev/deposits/settle", { merchant: "royal", reference, state: "ARRIVED" }),
      ),
      ...Array.from({ length: 8 }, (_, index) =>
        secure("/wps/relay/MCSFE_submitWithdraw", "royal", token, {
          accountId,
          amount: 10_000,
          requestId: `race-${index % 4}`,
        }),
      ),
    ]);
    await expectLedgerAgrees("royal", "demo");
    // Eight submits under four request ids: each pair answers one and the same order.
    const withdrawals = settled.slice(pending.length) as Array<{
      status: number;
      json: { value: { reference: string } };
    }>;
    for (const reply of withdrawals) expect(reply.status).toBe(200);
    const references = withdrawals.map((reply) => reply.json.value.reference);
    expect(new Set(references).size).toBe(4);
    for (let index = 0; index < 4; index += 1) expect(references[index]).toBe(references[index + 4]);
  });

  it("answers 401 to every cashier call without a session", async () => {
    for (const path of [
      "/wps/relay/MCSFE_getBalance",
      "/wps/relay/MCSFE_getDepositOrders",
      "/wps/relay/MCSFE_getWithdrawOrders",
      "/wps/relay/MCSFE_getBankList",
    ]) {
      const reply = await server.call(path, { headers: { merchant: "royal" } });
      expect(reply.status, path).toBe(401);
      expect(reply.json.errorCode, path).toBe("login.not.session");
    }
  });
});
