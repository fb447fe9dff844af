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

export const DEFAULT_DECIMALS = 2;

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
