// @vitest-environment jsdom
import { describe, expect, it, vi } from "vitest";
import type { PayoutAccount, WithdrawInfo, WithdrawOrder } from "../../engine/api/money";
import addBankCard from "../../widgets/add-bank-card/register";
import withdraw from "../../widgets/withdraw/register";
import {
  fail,
  fireEvent,
  flagOf,
  httpStatus,
  renderWidget,
  screen,
  typedIn,
  type WidgetTestOptions,
  within,
} from "./harness";

const INFO_PATH = "/wps/relay/MCSFE_getWithdrawAccountInfo";
const SUBMIT_PATH = "/wps/relay/MCSFE_submitWithdraw";
const ORDERS_PATH = "/wps/relay/MCSFE_getWithdrawOrders";

const CARD: PayoutAccount = {
  id: 11,
  type: "BANK",
  holderName: "Demo Player",
  bankCode: "ICBC",
  bankName: "Industrial and Commercial Bank of China",
  accountNumber: "**** 1234",
  pixKeyType: null,
};
const PIX: PayoutAccount = {
  id: 12,
  type: "PIX",
  holderName: "Demo Player",
  bankCode: null,
  bankName: null,
  accountNumber: "**** 4725",
  pixKeyType: "CPF",
};

/** ¥750.00 to spend; ¥100 to ¥20,000 a withdrawal, ¥50,000 a day, ¥300 of it used today. */
function info(overrides: Partial<WithdrawInfo> = {}): WithdrawInfo {
  return {
    fullBankCardList: [CARD],
    fullEWalletList: [],
    fullVirtualWalletList: [],
    balance: 75_000,
    currency: { code: "CNY", decimals: 2 },
    limits: { minAmount: 10_000, maxAmount: 2_000_000, dailyLimit: 5_000_000, withdrawnToday: 30_000 },
    ...overrides,
  };
}

const PENDING: WithdrawOrder = {
  reference: "W20260101000001",
  accountId: 11,
  amount: 12_345,
  state: "PENDING",
  createdAt: Date.UTC(2026, 0, 1, 12),
  settledAt: null,
};

function member(responses: WidgetTestOptions["responses"] = {}): WidgetTestOptions {
  return {
    config: "royal",
    session: {},
    responses: {
      [INFO_PATH]: info(),
      [ORDERS_PATH]: { orders: [] },
      [SUBMIT_PATH]: PENDING,
      ...responses,
    },
  };
}

const AMOUNT = "Amount (¥)";
/** A field's message as read: amounts come wrapped in direction isolates (U+2068 … U+2069). */
const said = (label: string) => flagOf(label).message.replace(/[\u2068\u2069]/g, "");
const request = () => fireEvent.click(screen.getByRole("button", { name: "Request withdrawal" }));

describe("the withdrawal screen (/m/withdraw)", () => {
  it("shows the balance, the account to withdraw to with its number masked, and the limits", async () => {
    await renderWidget(withdraw, member({ [INFO_PATH]: info({ fullBankCardList: [CARD, PIX] }) }));
    expect(screen.getByTestId("withdraw-balance").textContent).toBe("¥750.00");
    const accounts = screen.getByRole("group", { name: "Withdraw to" });
    const first = within(accounts).getByRole("radio", {
      name: "Industrial and Commercial Bank of China **** 1234 · Demo Player",
    }) as HTMLInputElement;
    expect(first.checked).toBe(true);
    expect(within(accounts).getByRole("radio", { name: /^Pix key \(CPF\) \*\*\*\* 4725/ })).toBeTruthy();
    expect(said(AMOUNT)).toContain("From ¥100.00 to ¥20,000.00 per withdrawal. Left for today: ¥49,700.00.");
  });

  it.each([
    ["below the minimum", "99.99", "The smallest withdrawal is ¥100.00."],
    ["above the maximum", "20000.01", "The largest withdrawal is ¥20,000.00."],
    ["more than the balance", "750.01", "This is more than your balance of ¥750.00."],
    ["not a number", "12,34.5", "Enter the amount in numbers, for example 100.00."],
  ])("refuses an amount %s before sending anything", async (_case, typed, message) => {
    const page = await renderWidget(withdraw, member());
    page.fill({ [AMOUNT]: typed });
    request();
    await page.settle();
    const flag = flagOf(AMOUNT);
    expect(flag.invalid).toBe(true);
    expect(flag.focused).toBe(true);
    expect(said(AMOUNT)).toContain(message);
    expect(page.requestsTo(SUBMIT_PATH)).toHaveLength(0);
  });

  it("refuses what today's allowance no longer covers", async () => {
    const limits = { minAmount: 10_000, maxAmount: 2_000_000, dailyLimit: 50_000, withdrawnToday: 30_000 };
    const page = await renderWidget(withdraw, member({ [INFO_PATH]: info({ limits }) }));
    page.fill({ [AMOUNT]: "200.01" });
    request();
    await page.settle();
    expect(said(AMOUNT)).toContain("You can withdraw ¥200.00 more today.");
    expect(page.requestsTo(SUBMIT_PATH)).toHaveLength(0);
  });

  it("sends the amount in cents to the chosen account, shows the pending order and refreshes the balance", async () => {
    let balance = 75_000;
    const page = await renderWidget(
      withdraw,
      member({
        [INFO_PATH]: () => info({ balance }),
        "/wps/relay/MCSFE_getBalance": () => ({ balance, currency: { code: "CNY", decimals: 2 } }),
        [SUBMIT_PATH]: () => {
          balance -= 12_345;
          return PENDING;
        },
      }),
    );
    const tracked = vi.spyOn(page.stores.tracking, "track");
    page.fill({ [AMOUNT]: "123.45" });
    request();
    await page.settle();
    const [sent] = page.requestsTo(SUBMIT_PATH);
    expect(sent?.headers.encryption).toBeTruthy();
    expect(sent?.body).toMatchObject({ accountId: 11, amount: 12_345 });
    expect(sent?.body?.requestId).toMatch(/^[0-9a-f-]{36}$/);
    const receipt = screen.getByTestId("withdraw-receipt");
    expect(receipt.textContent).toContain("Withdrawal requested");
    expect(receipt.textContent).toContain("W20260101000001");
    expect(receipt.textContent).toContain("¥123.45");
    expect(receipt.textContent).toContain("Processing");
    expect(screen.getByTestId("withdraw-balance").textContent).toBe("¥626.55");
    expect(tracked).toHaveBeenCalledWith("withdraw", expect.objectContaining({ value: 123.45 }));
    expect(typedIn(AMOUNT)).toBe("");
  });

  it("lists past withdrawals with their state in words", async () => {
    const orders = [
      { ...PENDING, reference: "W3", state: "PENDING" },
      { ...PENDING, reference: "W2", state: "PAID", amount: 20_000 },
      { ...PENDING, reference: "W1", state: "REJECTED", amount: 50_000 },
    ];
    await renderWidget(withdraw, member({ [ORDERS_PATH]: { orders } }));
    const rows = within(screen.getByTestId("withdraw-history")).getAllByRole("listitem");
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/¥123\.45.*W3.*Processing/),
      expect.stringMatching(/¥200\.00.*W2.*Paid/),
      expect.stringMatching(/¥500\.00.*W1.*Rejected/),
    ]);
  });

  it.each([
    ["amount.below.min", "The smallest withdrawal is ¥150.00."],
    ["amount.above.max", "The largest withdrawal is ¥150.00."],
    ["withdraw.daily.limit", "You can withdraw ¥0.00 more today."],
    ["balance.insufficient", "This is more than your balance of ¥100.00."],
  ])("tells %s with the figure as it is now, and keeps the amount", async (code, message) => {
    // The limits moved after the page loaded: the server refuses, and the message names today's figures.
    let changed = false;
    const fresh = {
      balance: 10_000,
      limits: { minAmount: 15_000, maxAmount: 15_000, dailyLimit: 30_000, withdrawnToday: 30_000 },
    };
    const page = await renderWidget(
      withdraw,
      member({
        [INFO_PATH]: () => (changed ? info(fresh) : info()),
        [SUBMIT_PATH]: () => {
          changed = true;
          return fail(code, "refused");
        },
      }),
    );
    page.fill({ [AMOUNT]: "123.45" });
    request();
    await page.settle();
    expect(said(AMOUNT)).toContain(message);
    expect(flagOf(AMOUNT).focused).toBe(true);
    expect(typedIn(AMOUNT)).toBe("123.45");
    expect(screen.queryByTestId("withdraw-receipt")).toBeNull();
  });

  it("says when the account is gone, and offers the accounts left", async () => {
    let gone = false;
    const page = await renderWidget(
      withdraw,
      member({
        [INFO_PATH]: () => info({ fullBankCardList: gone ? [PIX] : [CARD, PIX] }),
        [SUBMIT_PATH]: () => {
          gone = true;
          return fail("account.not.found", "That account is not one of yours");
        },
      }),
    );
    page.fill({ [AMOUNT]: "123.45" });
    request();
    await page.settle();
    expect(screen.getByRole("alert").textContent).toBe(
      "This account can no longer be used. Choose another one.",
    );
    const left = within(screen.getByRole("group", { name: "Withdraw to" })).getAllByRole("radio");
    expect(left).toHaveLength(1);
    expect((left[0] as HTMLInputElement).checked).toBe(true);
    expect(typedIn(AMOUNT)).toBe("123.45");
  });

  it("keeps the form after a server failure, and a retry sends the same requestId", async () => {
    let calls = 0;
    const page = await renderWidget(
      withdraw,
      member({ [SUBMIT_PATH]: () => (++calls === 1 ? httpStatus(500) : PENDING) }),
    );
    page.fill({ [AMOUNT]: "123.45" });
    request();
    await page.settle();
    expect(screen.getByRole("alert").textContent).toBe(
      "The withdrawal did not go through. Please try again.",
    );
    expect(typedIn(AMOUNT)).toBe("123.45");
    request();
    await page.settle();
    const [first, retry] = page.requestsTo(SUBMIT_PATH);
    expect(retry?.body?.requestId).toBe(first?.body?.requestId);
    expect(screen.getByTestId("withdraw-receipt").textContent).toContain("W20260101000001");
  });

  it("keeps the failure in place while the retry is on its way, so the form does not move under a second tap", async () => {
    let calls = 0;
    let answer: (order: WithdrawOrder) => void = () => undefined;
    const page = await renderWidget(
      withdraw,
      member({
        [SUBMIT_PATH]: () =>
          ++calls === 1 ? httpStatus(500) : new Promise<WithdrawOrder>((resolve) => (answer = resolve)),
      }),
    );
    page.fill({ [AMOUNT]: "123.45" });
    request();
    await page.settle();
    request();
    await page.settle();
    expect(screen.getByRole("alert").textContent).toBe(
      "The withdrawal did not go through. Please try again.",
    );
    answer(PENDING);
    await page.settle();
    expect(screen.queryByRole("alert")).toBeNull();
    expect(screen.getByTestId("withdraw-receipt")).toBeTruthy();
  });

  it("asks anew with a new requestId after a success, or when the amount changed", async () => {
    let calls = 0;
    const page = await renderWidget(
      withdraw,
      member({ [SUBMIT_PATH]: () => (++calls === 1 ? httpStatus(500) : PENDING) }),
    );
    page.fill({ [AMOUNT]: "123.45" });
    request();
    await page.settle();
    page.fill({ [AMOUNT]: "150" });
    request();
    await page.settle();
    page.fill({ [AMOUNT]: "150" });
    request();
    await page.settle();
    const ids = page.requestsTo(SUBMIT_PATH).map((sent) => sent.body?.requestId);
    expect(ids).toHaveLength(3);
    expect(new Set(ids).size).toBe(3);
  });

  it("times out with a clear message, and the retry is the same request", async () => {
    let calls = 0;
    const page = await renderWidget(withdraw, {
      ...member({ [SUBMIT_PATH]: () => (++calls === 1 ? new Promise(() => undefined) : PENDING) }),
      fakeClock: true,
    });
    page.fill({ [AMOUNT]: "123.45" });
    request();
    await page.advance(30_000);
    expect(screen.getByRole("alert").textContent).toContain("No answer from the server.");
    expect(typedIn(AMOUNT)).toBe("123.45");
    request();
    await page.settle();
    const [first, retry] = page.requestsTo(SUBMIT_PATH);
    expect(retry?.body?.requestId).toBe(first?.body?.requestId);
  });

  it("sends one withdrawal for a double tap", async () => {
    let answer: (order: WithdrawOrder) => void = () => undefined;
    const page = await renderWidget(
      withdraw,
      member({ [SUBMIT_PATH]: () => new Promise((resolve) => (answer = resolve)) }),
    );
    page.fill({ [AMOUNT]: "123.45" });
    request();
    request();
    await page.settle();
    request();
    await page.settle();
    expect(page.requestsTo(SUBMIT_PATH)).toHaveLength(1);
    answer(PENDING);
    await page.settle();
    expect(screen.getByTestId("withdraw-receipt")).toBeTruthy();
    expect(page.requestsTo(SUBMIT_PATH)).toHaveLength(1);
  });

  it("sends a member without an account to add a bank card, with the way back", async () => {
    const page = await renderWidget(withdraw, {
      ...member({
        [INFO_PATH]: info({ fullBankCardList: [] }),
        "/wps/relay/MCSFE_getBankList": { banks: [{ code: "ICBC", name: "ICBC" }] },
      }),
      path: "/m/withdraw?affiliateCode=aff1",
      with: [addBankCard],
    });
    expect(page.location().pathname).toBe("/m/securityCenter/addBankCard");
    const query = new URLSearchParams(page.location().search);
    expect(query.get("from")).toBe("/m/withdraw");
    expect(query.get("affiliateCode")).toBe("aff1");
    expect(screen.getByRole("heading", { name: "Add a bank card" })).toBeTruthy();
  });

  it("lets a member in reais choose a Pix key or a bank card when they have no account", async () => {
    const page = await renderWidget(withdraw, {
      ...member({ [INFO_PATH]: info({ fullBankCardList: [], currency: { code: "BRL", decimals: 2 } }) }),
      config: "brisa",
    });
    expect(page.location().pathname).toBe("/m/withdraw");
    expect(screen.getByText("Add a Pix key or a bank account to withdraw to.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Add a Pix key" }).getAttribute("href")).toBe(
      "/m/securityCenter/addBankCardPix?from=%2Fm%2Fwithdraw",
    );
    expect(screen.getByRole("link", { name: "Add a bank card" }).getAttribute("href")).toBe(
      "/m/securityCenter/addBankCard?from=%2Fm%2Fwithdraw",
    );
  });

  it("offers a retry when the accounts could not be loaded", async () => {
    let calls = 0;
    const page = await renderWidget(
      withdraw,
      member({ [INFO_PATH]: () => (++calls === 1 ? httpStatus(500) : info()) }),
    );
    const failure = screen.getByRole("alert");
    fireEvent.click(within(failure).getByRole("button", { name: "Retry" }));
    await page.settle();
    expect(screen.getByTestId("withdraw-balance").textContent).toBe("¥750.00");
  });

  it("reads amounts the Brazilian way on a merchant in reais", async () => {
    const page = await renderWidget(withdraw, {
      ...member({ [INFO_PATH]: info({ fullBankCardList: [PIX], currency: { code: "BRL", decimals: 2 } }) }),
      config: "brisa",
    });
    page.fill({ "Amount (R$)": "1.234,56" });
    request();
    await page.settle();
    expect(said("Amount (R$)")).toContain("This is more than your balance of R$\u00a0750,00.");
    page.fill({ "Amount (R$)": "123,45" });
    request();
    await page.settle();
    expect(page.requestsTo(SUBMIT_PATH)[0]?.body).toMatchObject({ accountId: 12, amount: 12_345 });
  });

  it("is for members only: a visitor goes to the login page", async () => {
    const page = await renderWidget(withdraw, { config: "royal" });
    expect(page.location().pathname).toBe("/m/login");
  });
});
