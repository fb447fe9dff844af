// @vitest-environment jsdom
/**
 * The deposit screen (/m/voucherCenter) over a fake backend: the channel's limits checked before
 * sending, what was typed kept after a refusal, one key per intended order (a retry repeats it),
 * the pending order's instructions (Pix: a QR code that decodes to the code, copied with a toast),
 * the history's states, and the tracked events.
 */
import jsQR from "jsqr";
import { describe, expect, it } from "vitest";
import type { DepositChannel, DepositOrder } from "../../engine/api/money";
import deposit from "../../widgets/deposit/register";
import { fail, fireEvent, renderWidget, screen, waitFor, within } from "./harness";

const BANK: DepositChannel = {
  id: 11,
  kind: "BANK",
  name: "TED bank transfer",
  minAmount: 5_000,
  maxAmount: 5_000_000,
  quickAmounts: [5_000, 10_000, 20_000],
};
const PIX: DepositChannel = {
  id: 12,
  kind: "PIX",
  name: "Pix",
  minAmount: 1_000,
  maxAmount: 1_000_000,
  quickAmounts: [1_000, 5_000],
};
const PIX_CODE =
  "00020101021226580014br.gov.bcb.pix01367d9f0335-8dcc-4054-9bf9-0dbd61d369065204000053039865406123.455802BR5910Brisa Play6009SAO PAULO62140510D2026ABCD6304ABCD";

const settings = (deposits = 0) => ({
  totalDepositSuccessCount: deposits,
  totalWithdrawSuccessCount: 0,
  currency: { code: "BRL", decimals: 2 },
  channels: [PIX, BANK],
});

function pending(
  channel: DepositChannel,
  amount: number,
  instructions: DepositOrder["instructions"],
): DepositOrder {
  return {
    reference: "D20261123ABCD2345",
    channelId: channel.id,
    kind: channel.kind,
    channelName: channel.name,
    amount,
    state: "PENDING",
    createdAt: Date.UTC(2026, 10, 23, 12, 0),
    settledAt: null,
    instructions,
  };
}

async function open(responses: Record<string, unknown>) {
  const page = await renderWidget(deposit, {
    config: "brisa",
    session: { token: "member-token", member: { userName: "demo" } },
    responses: {
      "/wps/relay/MCSFE_getDepositSettings": settings(),
      "/wps/relay/MCSFE_getDepositOrders": { orders: [] },
      ...responses,
    },
  });
  await page.settle();
  return page;
}

/** Amounts keep a no-break space between symbol and digits; the tests read it as a space. */
const text = (element: Element) => (element.textContent ?? "").replace(/\u00a0/g, " ");
const byText = (wanted: string) =>
  screen.getByText((_, element) => element?.children.length === 0 && text(element) === wanted);

const amountField = () => screen.getByRole("textbox", { name: /Amount/ });
const submit = () => fireEvent.click(screen.getByRole("button", { name: "Deposit now" }));

describe("the deposit screen", () => {
  it("offers the channels with the chosen one's limits and round amounts", async () => {
    await open({});
    const methods = screen.getByRole("group", { name: "Payment method" });
    expect(within(methods).getAllByRole("radio")).toHaveLength(2);
    expect(within(methods).getByRole("radio", { name: "Pix" })).toHaveProperty("checked", true);
    expect(byText("From R$ 10,00 to R$ 10.000,00")).toBeTruthy();
    fireEvent.click(within(methods).getByRole("radio", { name: "TED bank transfer" }));
    expect(byText("From R$ 50,00 to R$ 50.000,00")).toBeTruthy();
    fireEvent.click(
      within(screen.getByRole("group", { name: "Quick amounts" })).getByRole("radio", {
        name: /^R\$\s100,00$/,
      }),
    );
    expect((amountField() as HTMLInputElement).value).toBe("100,00");
  });

  it("says what is wrong with an amount before sending anything, and keeps what was typed", async () => {
    const page = await open({});
    for (const [typed, says] of [
      ["", "Please fill in Amount."],
      ["12,345", "Enter an amount, such as 100 or 100.50"],
      ["9,99", "The smallest amount is R$ 10,00"],
      ["10000,01", "The largest amount is R$ 10.000,00"],
    ] as const) {
      fireEvent.change(amountField(), { target: { value: typed } });
      submit();
      await page.settle();
      expect(byText(says), typed).toBeTruthy();
      expect((amountField() as HTMLInputElement).value).toBe(typed);
      expect(document.activeElement).toBe(amountField());
    }
    expect(page.requestsTo("/wps/relay/MCSFE_submitDeposit")).toHaveLength(0);
  });

  it("retries a failed submit with the same key, and shows the Pix order's QR code and copyable code", async () => {
    let calls = 0;
    const page = await open({
      "/wps/relay/MCSFE_submitDeposit": () =>
        ++calls === 1
          ? fail("server.busy", "busy", { status: 500 })
          : pending(PIX, 12_345, { pixCode: PIX_CODE, expiresAt: Date.UTC(2026, 10, 23, 12, 30) }),
    });
    fireEvent.change(amountField(), { target: { value: "123,45" } });
    submit();
    await page.settle();
    expect(screen.getByRole("alert").textContent).toContain("That did not work. Please try again.");
    expect((amountField() as HTMLInputElement).value).toBe("123,45");
    submit();
    await page.settle();
    const [first, second] = page.requestsTo("/wps/relay/MCSFE_submitDeposit");
    expect(first?.body).toMatchObject({ channelId: PIX.id, amount: 12_345 });
    expect(second?.body?.requestId).toBe(first?.body?.requestId);

    const order = await screen.findByTestId("pending-deposit");
    expect(text(order)).toContain("R$ 123,45");
    expect(screen.getByTestId("pix-code").textContent).toBe(PIX_CODE);
    // The drawn code scans back to the payload the bank app needs.
    const qr = await waitFor(() => screen.getByRole("img", { name: "QR code of this Pix payment" }));
    expect(decodeSvgQr(qr as unknown as SVGSVGElement)).toBe(PIX_CODE);
    expect(page.stores.tracking.events.map((event) => event.name)).toEqual(["depositSubmit", "firstDeposit"]);
    expect(page.stores.tracking.events[0]?.payload).toMatchObject({ value: 123.45, currency: "BRL" });
  });

  it("sends one order for a double tap", async () => {
    const page = await open({ "/wps/relay/MCSFE_submitDeposit": pending(PIX, 5_000, { pixCode: PIX_CODE }) });
    fireEvent.change(amountField(), { target: { value: "50" } });
    const button = screen.getByRole("button", { name: "Deposit now" });
    fireEvent.click(button);
    fireEvent.click(button);
    await page.settle();
    expect(page.requestsTo("/wps/relay/MCSFE_submitDeposit")).toHaveLength(1);
  });

  it("sends a new key for a new order after one succeeded", async () => {
    const page = await open({
      "/wps/relay/MCSFE_submitDeposit": pending(BANK, 10_000, { reference: "D1", accountNumber: "123" }),
    });
    fireEvent.click(screen.getByRole("radio", { name: "TED bank transfer" }));
    fireEvent.change(amountField(), { target: { value: "100" } });
    submit();
    await page.settle();
    fireEvent.click(screen.getByRole("button", { name: "I have paid" }));
    await page.settle();
    fireEvent.click(screen.getByRole("tab", { name: "New deposit" }));
    await page.settle();
    fireEvent.click(screen.getByRole("radio", { name: "TED bank transfer" }));
    fireEvent.change(amountField(), { target: { value: "100" } });
    submit();
    await page.settle();
    const [first, second] = page.requestsTo("/wps/relay/MCSFE_submitDeposit");
    expect(second?.body?.requestId).not.toBe(first?.body?.requestId);
  });

  it("shows a bank order's account and reference, each with a copy button, and cancels it", async () => {
    const page = await open({
      "/wps/relay/MCSFE_submitDeposit": pending(BANK, 10_000, {
        accountName: "Cashier Services Ltd",
        accountNumber: "6217000010002000300",
        reference: "D20261123ABCD2345",
      }),
      "/wps/relay/MCSFE_cancelDeposit": { ...pending(BANK, 10_000, undefined), state: "CANCELLED" },
    });
    fireEvent.click(screen.getByRole("radio", { name: "TED bank transfer" }));
    fireEvent.change(amountField(), { target: { value: "100" } });
    submit();
    await page.settle();
    const order = screen.getByTestId("pending-deposit");
    expect(order.textContent).toContain("6217000010002000300");
    expect(within(order).getByRole("button", { name: "Copy Account number" })).toBeTruthy();
    expect(within(order).getByRole("button", { name: "Copy Reference" })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Cancel this order" }));
    await page.settle();
    expect(page.requestsTo("/wps/relay/MCSFE_cancelDeposit")[0]?.body).toEqual({
      reference: "D20261123ABCD2345",
    });
    expect(screen.getByText("The order was cancelled")).toBeTruthy();
    expect(screen.getByRole("tab", { name: "History" }).getAttribute("aria-selected")).toBe("true");
  });

  it("treats an order answer without a reference as a failure, and the retry repeats the key", async () => {
    let calls = 0;
    const page = await open({
      "/wps/relay/MCSFE_submitDeposit": () =>
        ++calls === 1
          ? { ...pending(PIX, 5_000, undefined), reference: "" }
          : pending(PIX, 5_000, { pixCode: PIX_CODE }),
    });
    fireEvent.change(amountField(), { target: { value: "50" } });
    submit();
    await page.settle();
    expect(screen.queryByTestId("pending-deposit")).toBeNull();
    expect(screen.getByRole("alert").textContent).toContain("That did not work. Please try again.");
    submit();
    await page.settle();
    expect(screen.getByTestId("pending-deposit")).toBeTruthy();
    const [first, second] = page.requestsTo("/wps/relay/MCSFE_submitDeposit");
    expect(second?.body?.requestId).toBe(first?.body?.requestId);
  });

  it("reloads the channels when the chosen one has gone, and says so", async () => {
    const page = await open({ "/wps/relay/MCSFE_submitDeposit": fail("channel.not.available") });
    fireEvent.change(amountField(), { target: { value: "50" } });
    submit();
    await page.settle();
    expect(
      screen.getByText("This payment method is no longer available. Please choose another one."),
    ).toBeTruthy();
    expect(page.requestsTo("/wps/relay/MCSFE_getDepositSettings").length).toBeGreaterThanOrEqual(2);
  });

  it("lists past orders with their states in words", async () => {
    const page = await open({
      "/wps/relay/MCSFE_getDepositOrders": {
        orders: [
          { ...pending(PIX, 5_000, undefined), reference: "D3", state: "ARRIVED" },
          { ...pending(BANK, 7_500, undefined), reference: "D2", state: "REJECTED" },
          { ...pending(BANK, 9_000, undefined), reference: "D1", state: "PENDING" },
        ],
      },
    });
    fireEvent.click(screen.getByRole("tab", { name: "History" }));
    await page.settle();
    const rows = within(screen.getByTestId("deposit-history")).getAllByRole("listitem");
    expect(rows.map(text)).toEqual([
      expect.stringMatching(/R\$ 50,00.*Credited/),
      expect.stringMatching(/R\$ 75,00.*Rejected/),
      expect.stringMatching(/R\$ 90,00.*Waiting for payment/),
    ]);
  });
});

/** Reads the drawn SVG's path back into pixels and decodes them as a scanner would. */
function decodeSvgQr(svg: SVGSVGElement): string | null {
  const [x, y, size] = (svg.getAttribute("viewBox") ?? "").split(" ").map(Number) as [number, number, number];
  const d = svg.querySelector("path")?.getAttribute("d") ?? "";
  const scale = 4;
  const width = size * scale;
  const pixels = new Uint8ClampedArray(width * width * 4).fill(255);
  for (const match of d.matchAll(/M(\d+) (\d+)h(\d+)/g)) {
    const [column, row, run] = [Number(match[1]) - x, Number(match[2]) - y, Number(match[3])];
    for (let dy = 0; dy < scale; dy += 1) {
      for (let dx = 0; dx < run * scale; dx += 1) {
        const at = ((row * scale + dy) * width + column * scale + dx) * 4;
        pixels[at] = pixels[at + 1] = pixels[at + 2] = 0;
      }
    }
  }
  return jsQR(pixels, width, width)?.data ?? null;
}
