import { describe, expect, it } from "vitest";
import {
  currencyCode,
  formatMinor,
  formatMoney,
  type MoneyFormat,
  minorToDecimal,
  moneyLocale,
  parseAmount,
} from "../../engine/i18n/money";
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

describe("amounts in minor units", () => {
  it.each([
    [12345, 2, "123.45"],
    [5, 2, "0.05"],
    [-5, 2, "-0.05"],
    [0, 2, "0.00"],
    [7, 0, "7"],
    [1234567, 3, "1234.567"],
    [9007199254740991n, 2, "90071992547409.91"],
  ])("%s with %s decimals is %s, exactly", (minor, decimals, decimal) => {
    expect(minorToDecimal(minor, decimals)).toBe(decimal);
  });

  it("refuses a fraction or an unsafe number as minor units", () => {
    expect(() => minorToDecimal(1.5)).toThrow(RangeError);
    expect(() => minorToDecimal(2 ** 60)).toThrow(RangeError);
  });

  it("formats with the currency's rules, never through a floating-point sum", () => {
    expect(formatMinor(123456, BRL)).toBe(`R$${NBSP}1.234,56`);
    expect(formatMinor(30, CNY)).toBe("¥0.30");
    expect(formatMinor(-123450, AED)).toBe(`-1,234.50${NBSP}د.إ`);
  });
});

describe("parseAmount: what a member typed, in minor units", () => {
  it.each([
    ["12.5", CNY, 1250],
    ["1,234.56", CNY, 123456],
    [" 1 234.5 ", CNY, 123450],
    [".5", CNY, 50],
    ["5.", CNY, 500],
    ["12,5", CNY, 1250],
    ["1,234", CNY, 123400],
    ["1.234,56", BRL, 123456],
    ["12,50", BRL, 1250],
    ["12.50", BRL, 1250],
    ["1.500", BRL, 150000],
  ] as const)("%j in %s is %s", (typed, currency, minor) => {
    expect(parseAmount(typed, currency)).toBe(minor);
  });

  it.each([
    ["", CNY],
    ["abc", CNY],
    ["-3", CNY],
    ["1.2.3", CNY],
    ["0.001", CNY],
    ["12,34,5", CNY],
    ["1,23.4", CNY],
    ["99999999999999999", CNY],
  ] as const)("%j is not an amount in %s", (typed, currency) => {
    expect(parseAmount(typed, currency)).toBeNull();
  });

  it("follows the currency's decimals", () => {
    expect(parseAmount("12", { ...CNY, decimals: 0 })).toBe(12);
    expect(parseAmount("12.5", { ...CNY, decimals: 0 })).toBeNull();
  });
});
