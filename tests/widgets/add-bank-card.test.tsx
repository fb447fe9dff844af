// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import addBankCard from "../../widgets/add-bank-card/register";
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

const BANKS_PATH = "/wps/relay/MCSFE_getBankList";
const ADD_PATH = "/wps/relay/MCSFE_addWithdrawAccount";
const BANKS = {
  banks: [
    { code: "ICBC", name: "Industrial and Commercial Bank of China" },
    { code: "BOC", name: "Bank of China" },
  ],
};
const ADDED = {
  id: 21,
  type: "BANK",
  holderName: "Demo Player",
  bankCode: "BOC",
  bankName: "Bank of China",
  accountNumber: "**** 7890",
  pixKeyType: null,
};

function member(
  responses: WidgetTestOptions["responses"] = {},
  path = "/m/securityCenter/addBankCard?from=%2Fm%2Fwithdraw",
): WidgetTestOptions {
  return {
    config: "royal",
    session: {},
    path,
    responses: { [BANKS_PATH]: BANKS, [ADD_PATH]: ADDED, ...responses },
  };
}

const save = () => fireEvent.click(screen.getByRole("button", { name: "Add card" }));

function chooseBank(name: string) {
  fireEvent.click(screen.getByRole("button", { name: /^Bank/ }));
  const sheet = screen.getByRole("dialog", { name: "Choose a bank" });
  fireEvent.click(within(sheet).getByRole("button", { name }));
}

function fillCard(page: Awaited<ReturnType<typeof renderWidget>>) {
  page.fill({ "Account holder's name": "  Demo   Player ", "Account number": "6222 0200 0012 3456 7890" });
  chooseBank("Bank of China");
}

describe("adding a bank card (/m/securityCenter/addBankCard)", () => {
  it("picks the bank from the merchant's list and says which one is chosen", async () => {
    const page = await renderWidget(addBankCard, member());
    expect(page.requestsTo(BANKS_PATH)).toHaveLength(1);
    expect(screen.getByRole("button", { name: "Bank Choose a bank" })).toBeTruthy();
    chooseBank("Bank of China");
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(screen.getByRole("button", { name: "Bank Bank of China" })).toBeTruthy();
  });

  it("sends the card with the account number's digits only, says so, and goes back to the withdrawal", async () => {
    const page = await renderWidget(addBankCard, { ...member(), fakeClock: true });
    fillCard(page);
    save();
    await page.settle();
    const [sent] = page.requestsTo(ADD_PATH);
    expect(sent?.headers.encryption).toBeTruthy();
    expect(sent?.body).toEqual({
      kind: "BANK",
      holderName: "Demo Player",
      bankCode: "BOC",
      number: "62220200001234567890",
    });
    expect(page.location().pathname).toBe("/m/withdraw");
    const toast = () => within(screen.getByRole("status")).queryByText("Bank card added");
    expect(toast()).toBeTruthy();
    await page.advance(1_500);
    expect(toast()).toBeNull();
  });

  it("goes to the member's page afterwards when nothing sent them here", async () => {
    const page = await renderWidget(addBankCard, member({}, "/m/securityCenter/addBankCard"));
    fillCard(page);
    save();
    await page.settle();
    expect(page.location().pathname).toBe("/m/member/home");
  });

  it("follows no way back that leaves the app", async () => {
    const page = await renderWidget(
      addBankCard,
      member({}, "/m/securityCenter/addBankCard?from=https%3A%2F%2Fevil.example%2Fm%2Fwithdraw"),
    );
    fillCard(page);
    save();
    await page.settle();
    expect(page.location().pathname).toBe("/m/member/home");
  });

  it.each([
    ["without a name", {}, "Account holder's name", "Please fill in Account holder's name."],
    [
      "with a one-letter name",
      { "Account holder's name": "D" },
      "Account holder's name",
      "Enter the name as it is on the account (2 to 60 characters).",
    ],
    [
      "with too few digits",
      { "Account holder's name": "Demo Player", "Account number": "12 345" },
      "Account number",
      "An account number has 6 to 30 digits.",
    ],
    [
      "with letters in the number",
      { "Account holder's name": "Demo Player", "Account number": "6222A0200" },
      "Account number",
      "An account number has 6 to 30 digits.",
    ],
  ])("flags a card %s on its field and sends nothing", async (_case, fields, label, message) => {
    const page = await renderWidget(addBankCard, member());
    if (label === "Account number") chooseBank("Bank of China");
    page.fill(fields);
    save();
    await page.settle();
    expect(flagOf(label)).toEqual({
      invalid: true,
      focused: true,
      message: expect.stringContaining(message),
    });
    expect(page.requestsTo(ADD_PATH)).toHaveLength(0);
  });

  it("asks for the bank when none is chosen, on the bank's field", async () => {
    const page = await renderWidget(addBankCard, member());
    page.fill({ "Account holder's name": "Demo Player", "Account number": "6222020000" });
    save();
    await page.settle();
    const bank = screen.getByRole("button", { name: "Bank Choose a bank" });
    expect(bank.getAttribute("aria-invalid")).toBe("true");
    expect(document.activeElement).toBe(bank);
    expect(document.getElementById(bank.getAttribute("aria-describedby") ?? "")?.textContent).toBe(
      "Choose a bank",
    );
    expect(page.requestsTo(ADD_PATH)).toHaveLength(0);
  });

  it("says the card is already there, and keeps what was typed", async () => {
    const page = await renderWidget(
      addBankCard,
      member({ [ADD_PATH]: fail("account.duplicate", "You have already added this account") }),
    );
    fillCard(page);
    save();
    await page.settle();
    expect(flagOf("Account number")).toMatchObject({
      invalid: true,
      message: expect.stringContaining("You have already added this card."),
    });
    expect(typedIn("Account number")).toBe("6222 0200 0012 3456 7890");
    expect(page.location().pathname).toBe("/m/securityCenter/addBankCard");
  });

  it("shows a refusal about the bank on the bank's field", async () => {
    const page = await renderWidget(
      addBankCard,
      member({ [ADD_PATH]: fail("account.invalid", "Choose a bank from the list") }),
    );
    fillCard(page);
    save();
    await page.settle();
    expect(screen.getByRole("button", { name: "Bank Bank of China" }).getAttribute("aria-invalid")).toBe(
      "true",
    );
  });

  it("shows a refusal that fits no field as the server gave it", async () => {
    const page = await renderWidget(
      addBankCard,
      member({ [ADD_PATH]: fail("account.invalid", "Payouts are paused for new cards") }),
    );
    fillCard(page);
    save();
    await page.settle();
    expect(screen.getByRole("alert").textContent).toBe("Payouts are paused for new cards");
  });

  it("keeps the form after a server failure, and a double tap sends once", async () => {
    let calls = 0;
    const page = await renderWidget(
      addBankCard,
      member({ [ADD_PATH]: () => (++calls === 1 ? httpStatus(500) : ADDED) }),
    );
    fillCard(page);
    save();
    save();
    await page.settle();
    expect(page.requestsTo(ADD_PATH)).toHaveLength(1);
    expect(screen.getByRole("alert").textContent).toBe("The card could not be added. Please try again.");
    expect(typedIn("Account holder's name")).toBe("  Demo   Player ");
    save();
    await page.settle();
    expect(page.location().pathname).toBe("/m/withdraw");
  });

  it("offers a retry when the banks could not be loaded", async () => {
    let calls = 0;
    const page = await renderWidget(
      addBankCard,
      member({ [BANKS_PATH]: () => (++calls === 1 ? httpStatus(500) : BANKS) }),
    );
    fireEvent.click(within(screen.getByRole("alert")).getByRole("button", { name: "Retry" }));
    await page.settle();
    expect(screen.getByRole("button", { name: "Bank Choose a bank" })).toBeTruthy();
  });
});
