import { describe, expect, it } from "vitest";
import { currencyCode, formatMoney, type MoneyFormat, moneyLocale } from "../../engine/i18n/money";
import { listMerchantCodes, loadMerchant } from "../../scripts/lib/merchants";

const NBSP = "\u00a0";
const BRL: MoneyFormat = { code: "BRL", symbol: "R$", position: "before", decimals: 2 };
const CNY: MoneyFormat = { code: "CNY", symbol: "¥", position: "before" };
const AED: MoneyFormat = { code: "AED", symbol: "د.إ", position: "after", decimals: 2 };

describe("currencyCode", () => {
  it.each([
    ["CNY", "CNY"],
    ["USDT", "USD"],
    ["BRLX", "BRL"],
    ["TLB", "PHP"],
    ["TLBX", "PHP"],
    [" thb ", "THB"],
  ])("%s → %s", (raw, code) => {
    expect(currencyCode(raw)).toBe(code);
  });
});

describe("moneyLocale", () => {
  it("is pt-BR for BRL, whatever the spelling the platform sends", () => {
    expect(moneyLocale("BRL")).toBe("pt-BR");
    expect(moneyLocale("brl")).toBe("pt-BR");
    expect(moneyLocale("BRLX")).toBe("pt-BR");
  });

  it.each(["CNY", "THB", "AED", "TLB", "USDT"])("is zh for %s", (code) => {
    expect(moneyLocale(code)).toBe("zh");
  });
});

describe("formatMoney", () => {
  it("BRL: pt-BR grouping and decimal comma; a two-character symbol keeps a no-break space", () => {
    expect(formatMoney(1234.5, BRL)).toBe(`R$${NBSP}1.234,50`);
    expect(formatMoney(1234, BRL)).toBe(`R$${NBSP}1.234,00`);
  });

  it("CNY: zh grouping, a one-character sign against the digits, 2 decimals by default", () => {
    expect(formatMoney(1234.5, CNY)).toBe("¥1,234.50");
    expect(formatMoney(1234567.891, CNY)).toBe("¥1,234,567.89");
  });

  it("TLB: shown as pesos with zh digits", () => {
    expect(currencyCode("TLB")).toBe("PHP");
    expect(formatMoney(1234.5, { code: "TLB", symbol: "₱", position: "before" })).toBe("₱1,234.50");
  });

  it("AED: symbol after the amount, separated by a no-break space", () => {
    expect(formatMoney(1234.5, AED)).toBe(`1,234.50${NBSP}د.إ`);
  });

  it("decimals 0 and 3 round to the currency's places", () => {
    expect(formatMoney(1234.5, { ...CNY, decimals: 0 })).toBe("¥1,235");
    expect(formatMoney("1234.5675", { ...CNY, decimals: 3 })).toBe("¥1,234.568");
    expect(formatMoney(7, { ...CNY, decimals: 3 })).toBe("¥7.000");
  });

  it("rounds half away from zero on the decimal digits, not the binary double", () => {
    expect(formatMoney(2.5, { ...CNY, decimals: 0 })).toBe("¥3");
    expect(formatMoney(-2.5, { ...CNY, decimals: 0 })).toBe("-¥3");
    expect(formatMoney(0.125, CNY)).toBe("¥0.13");
    expect(formatMoney(1.005, CNY)).toBe("¥1.01");
    expect(formatMoney("1.005", BRL)).toBe(`R$${NBSP}1,01`);
  });

  it("puts the minus sign in front of the symbol, and drops it when the amount rounds to zero", () => {
    expect(formatMoney(-1234.5, CNY)).toBe("-¥1,234.50");
    expect(formatMoney(-1234.5, BRL)).toBe(`-R$${NBSP}1.234,50`);
    expect(formatMoney(-1234.5, AED)).toBe(`-1,234.50${NBSP}د.إ`);
    expect(formatMoney(-0.004, CNY)).toBe("¥0.00");
  });

  it("takes decimal strings as the server sends them", () => {
    expect(formatMoney(" 1234.50 ", CNY)).toBe("¥1,234.50");
    expect(formatMoney("-5", CNY)).toBe("-¥5.00");
  });

  it.each([Number.NaN, Number.POSITIVE_INFINITY, "", "12,5", "1e3", "abc"])("rejects %s", (amount) => {
    expect(() => formatMoney(amount, CNY)).toThrow(RangeError);
  });

  it.each(listMerchantCodes())("formats with merchant %s's own currency block", (code) => {
    const { currency } = loadMerchant(code).config;
    const text = formatMoney(1234.5, currency);
    expect(text).toContain(currency.symbol);
    expect(text).toMatch(currencyCode(currency.code) === "BRL" ? /1\.234,5/ : /1,234\.5/);
  });
});
