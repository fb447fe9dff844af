/**
 * Money as members see it (spec section 5): "Currency codes are cut to 3 letters, with TLB becoming
 * PHP. Formatting uses the pt-BR locale for BRL, else zh; rounding follows decimals."
 * The digits follow the currency, never the interface language, so a balance reads the same in
 * every language the merchant offers. Rules and examples: docs/i18n.md.
 */

/** The merchant's currency block (merchant.json `currency`), or the backend's live settings. */
export interface MoneyFormat {
  code: string;
  symbol: string;
  position: "before" | "after";
  /** Decimals amounts are rounded to; the schema's default is 2. */
  decimals?: number;
}

import { DEFAULT_DECIMALS } from "../constants";

export { DEFAULT_DECIMALS };

/** Codes the platform sends under another name. TLB is its in-house name for Philippine pesos. */
const DISPLAY_CODES: Record<string, string> = { TLB: "PHP" };

/** The code to show: the platform's code cut to 3 letters (e.g. "USDT" → "USD"), TLB as PHP. */
export function currencyCode(raw: string): string {
  const cut = raw.trim().toUpperCase().slice(0, 3);
  return DISPLAY_CODES[cut] ?? cut;
}

/** The locale whose digit grouping and decimal mark amounts use: pt-BR for BRL, zh for all others. */
export function moneyLocale(code: string): "pt-BR" | "zh" {
  return currencyCode(code) === "BRL" ? "pt-BR" : "zh";
}

const formatters = new Map<string, Intl.NumberFormat>();

function numberFormat(locale: string, decimals: number): Intl.NumberFormat {
  const key = `${locale}|${decimals}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
      // Half away from zero (2.5 → 3, -2.5 → -3), the way cashiers round; it is also what
      // browsers without the option do by default.
      roundingMode: "halfExpand",
      // No sign on an amount that rounds to zero (-0.004 → 0.00).
      signDisplay: "negative",
    });
    formatters.set(key, format);
  }
  return format;
}

const DECIMAL = /^-?\d+(\.\d+)?$/;

/**
 * Intl formats a numeric string by its exact decimal digits, so "1.005" rounds up to 1.01 instead
 * of down as the binary double 1.00499… would. Numbers go through their shortest decimal spelling.
 */
function exactDecimal(amount: number | string): `${number}` {
  if (typeof amount === "number") {
    if (!Number.isFinite(amount)) throw new RangeError(`Not an amount: ${amount}`);
    return `${amount}`;
  }
  const text = amount.trim();
  if (!DECIMAL.test(text)) throw new RangeError(`Not an amount: "${amount}"`);
  return text as `${number}`;
}

/**
 * A single-character sign (¥, ฿, ₱) sits against the digits; a longer symbol (R$, RM, د.إ) and any
 * symbol after the amount get a no-break space, as each currency is usually written. No-break,
 * so a line never ends between the symbol and its amount.
 */
function separator(symbol: string, position: MoneyFormat["position"]): string {
  return position === "after" || [...symbol].length > 1 ? "\u00a0" : "";
}

/**
 * Formats an amount for display: rounded to the currency's decimals, digits grouped per
 * moneyLocale, the configured symbol before or after, and a minus sign in front of everything
 * (-¥1,234.50, -1,234.50 د.إ). Throws RangeError for a value that is not a finite amount.
 */
export function formatMoney(amount: number | string, currency: MoneyFormat): string {
  const decimals = currency.decimals ?? DEFAULT_DECIMALS;
  const parts = numberFormat(moneyLocale(currency.code), decimals).formatToParts(exactDecimal(amount));
  const negative = parts.some((part) => part.type === "minusSign");
  const digits = parts
    .filter((part) => part.type !== "minusSign")
    .map((part) => part.value)
    .join("");
  const symbol = currency.symbol.trim();
  const space = separator(symbol, currency.position);
  const body = currency.position === "after" ? `${digits}${space}${symbol}` : `${symbol}${space}${digits}`;
  return negative ? `-${body}` : body;
}

/**
 * An amount in minor units (cents, centavos: integers, as amounts travel and are stored) as an
 * exact decimal string: 12345 with 2 decimals → "123.45". No floating point on the way, so no
 * amount ever shows as 0.30000000000000004.
 */
export function minorToDecimal(minor: number | bigint, decimals = DEFAULT_DECIMALS): string {
  if (typeof minor === "number" && !Number.isSafeInteger(minor)) {
    throw new RangeError(`Not an amount in minor units: ${minor}`);
  }
  const value = BigInt(minor);
  const digits = (value < 0n ? -value : value).toString().padStart(decimals + 1, "0");
  const whole = digits.slice(0, digits.length - decimals);
  const fraction = decimals > 0 ? `.${digits.slice(digits.length - decimals)}` : "";
  return `${value < 0n ? "-" : ""}${whole}${fraction}`;
}

/**
 * An amount in minor units as a member would type it into an amount field: no grouping, the
 * currency's own decimal mark (12345 in BRL → "123,45"), so parseAmount reads it back exactly.
 */
export function minorToTyped(minor: number, currency: MoneyFormat): string {
  const decimal = minorToDecimal(minor, currency.decimals ?? DEFAULT_DECIMALS);
  return moneyLocale(currency.code) === "pt-BR" ? decimal.replace(".", ",") : decimal;
}

/** An amount in minor units formatted for display, by the rules of formatMoney. */
export function formatMinor(minor: number | bigint, currency: MoneyFormat): string {
  return formatMoney(minorToDecimal(minor, currency.decimals ?? DEFAULT_DECIMALS), currency);
}

/**
 * What a member typed into an amount field, in minor units, or null when it is not an amount the
 * currency can hold (letters, a negative sign, more decimals than the currency has, grouping in
 * the wrong places). The decimal mark is the currency's own (a comma for BRL, a point otherwise);
 * the other mark followed by at most `decimals` digits is read as a decimal mark too, since a
 * member may write either ("12.50" for BRL), while "1.500" stays fifteen hundred. Safe integers only.
 */
export function parseAmount(typed: string, currency: MoneyFormat): number | null {
  const decimals = currency.decimals ?? DEFAULT_DECIMALS;
  const [mark, grouping] = moneyLocale(currency.code) === "pt-BR" ? [",", "."] : [".", ","];
  const text = typed.replace(/[\s\u00a0\u202f]/g, "");
  const [whole = "", fraction = ""] = splitAtDecimalMark(text, mark, grouping, decimals);
  const groupedWhole = new RegExp(`^\\d{1,3}(\\${grouping}\\d{3})+$`);
  // ".5" is half a unit, as members type it.
  if (!(whole === "" && fraction !== "") && !/^\d+$/.test(whole) && !groupedWhole.test(whole)) return null;
  if (!/^\d*$/.test(fraction) || fraction.length > decimals) return null;
  const units = BigInt(whole.split(grouping).join("") || "0") * 10n ** BigInt(decimals);
  const minor = units + BigInt(fraction.padEnd(decimals, "0") || "0");
  return minor <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(minor) : null;
}

/** [whole, fraction]: at the decimal mark, or at a lone grouping mark followed by few enough digits to be decimals. */
function splitAtDecimalMark(text: string, mark: string, grouping: string, decimals: number): string[] {
  const at = text.indexOf(mark);
  if (at >= 0) return [text.slice(0, at), text.slice(at + 1)];
  const parts = text.split(grouping);
  if (parts.length === 2 && /^\d+$/.test(parts[1] ?? "") && (parts[1]?.length ?? 0) <= decimals) return parts;
  return [text, ""];
}
