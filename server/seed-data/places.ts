/** Countries with dialling codes, and which one is a merchant's home (from its currency). */

export const COUNTRIES: ReadonlyArray<{ code: string; dialing: string }> = [
  { code: "CN", dialing: "86" },
  { code: "TW", dialing: "886" },
  { code: "TH", dialing: "66" },
  { code: "VN", dialing: "84" },
  { code: "PH", dialing: "63" },
  { code: "BR", dialing: "55" },
  { code: "AE", dialing: "971" },
  { code: "US", dialing: "1" },
  { code: "IN", dialing: "91" },
  { code: "ID", dialing: "62" },
];

const HOME_BY_CURRENCY: Readonly<Record<string, string>> = {
  CNY: "CN",
  TWD: "TW",
  THB: "TH",
  VND: "VN",
  PHP: "PH",
  BRL: "BR",
  AED: "AE",
  USD: "US",
  INR: "IN",
  IDR: "ID",
};

/** The country list with the merchant's home country first; an unknown currency keeps the list order. */
export function countriesFor(currency: string): Array<{ code: string; dialing: string }> {
  const home = HOME_BY_CURRENCY[currency.slice(0, 3).toUpperCase()];
  return [...COUNTRIES].sort((a, b) => Number(b.code === home) - Number(a.code === home));
}

/**
 * Domains for the domain race when merchant.json lists none: *.localhost names resolve to this
 * machine in browsers, so a local race has something to reach.
 */
export function fallbackDomains(code: string): string[] {
  return [`${code}.localhost`, `m.${code}.localhost`];
}
