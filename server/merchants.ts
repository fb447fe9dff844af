/**
 * The merchants the server knows: one folder per merchant under merchants/, named by its code,
 * holding merchant.json. The server reads only the few fields it needs (name, currency, theme
 * colours, feature switches, default language, installed-app names, domains, VIP labels); the
 * full schema check belongs to the build.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { mergeLayers } from "../engine/config/merge-layers";
import { PROFILE_ICON_COUNT_DEFAULT } from "../engine/constants";
import { type CsEntryConfig, isCsType } from "./data/chat-settings";

export const REPO_ROOT = resolve(import.meta.dirname, "..");
export const DEFAULT_MERCHANTS_DIR = join(REPO_ROOT, "merchants");

export interface Merchant {
  code: string;
  name: string;
  defaultLanguage: string;
  /** decimals: how many the currency's minor unit has (2 unless merchant.json says otherwise). */
  currency: { code: string; symbol: string; position: string; decimals: number };
  theme: { primary: string; accent: string; background: string; surface: string; text: string };
  /** Module key → switched on (CBS3, REWCEN3, …); becomes `whitelabel` in the status call. */
  features: Record<string, boolean>;
  /** The installed web app; colours already fall back to the schema's defaults. */
  pwa: { title: string; shortName: string; themeColor: string; backgroundColor: string };
  /** `api.domains`: candidate domains of the domain race; may be empty. */
  domains: string[];
  /** `vipLabels`; empty when the merchant lists none. */
  vipLabels: Array<{ id: number; name: string }>;
  /** `geetest`, with the schema's defaults: which forms the slider guards when GEETEST3 is on. */
  geetest: { id: string; version: "v3" | "v4"; login: boolean; forms: boolean };
  /** `installPrompt.settings`: the install-prompt settings the back office starts from (spec §3). */
  installSettings: Record<string, { enabled: boolean; value: string | number | boolean | null }>;
  /** `customerService`: the entries the status call answers (paths encoded there); may be empty. */
  customerService: CsEntryConfig[];
  /** What the back office starts from: the file's values the status call reports (server/data/back-office.ts). */
  backOffice: BackOfficeSeed;
}

export interface BackOfficeSeed {
  /** `timings.profileIconCount`, the status call's gw.PROFILE_ICON_COUNT (schema default 9). */
  profileIconCount: number;
  /** `auth.smsLogin`: "firebase" is the SMS provider's flag on. */
  smsLogin: string;
  /** `firebase`'s string fields, without the test-only authEmulatorUrl; empty without the block. */
  firebase: Record<string, string>;
  /** `mobileTemplate` as the file writes it. */
  mobileTemplate: Record<string, unknown>;
  /** The installed app's texts as the file writes them (no short name made up from the title). */
  pwaTexts: { title: string; shortName?: string };
}

// The schema's defaults for optional fields the server reads (schemas/merchant.schema.json).
const PWA_COLOUR_DEFAULT = "#FFFFFF";

/**
 * The merchant's own site, as the platform reports it (`mainDomain` of the status call): its first
 * domain, else an invented one under .example (which never resolves, so nothing leaves the machine).
 */
export function mainDomainOf(merchant: { code: string; domains: string[] }): string {
  return merchant.domains[0] ?? `${merchant.code}.example`;
}

/** The merchant served when MERCHANT is not set: package.json `config.defaultMerchant`, else the first. */
export function defaultMerchant(dir = DEFAULT_MERCHANTS_DIR): string {
  const pkg = JSON.parse(readFileSync(join(REPO_ROOT, "package.json"), "utf8"));
  return pkg.config?.defaultMerchant ?? listMerchantCodes(dir)[0] ?? "";
}

/** Codes of every folder under `dir` that holds a merchant.json, sorted. */
export function listMerchantCodes(dir = DEFAULT_MERCHANTS_DIR): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(dir, entry.name, "merchant.json")))
    .map((entry) => entry.name)
    .sort();
}

/** Reads every merchant; a merchant.json missing a field the server needs throws, naming file and field. */
export function loadMerchants(dir = DEFAULT_MERCHANTS_DIR): Map<string, Merchant> {
  const merchants = new Map<string, Merchant>();
  for (const code of listMerchantCodes(dir)) {
    merchants.set(code, readMerchant(dir, code));
  }
  return merchants;
}

/** A merchant's own file over its base's (`extends`), with the engine's merge rules. */
function readMerged(dir: string, code: string): unknown {
  const own = JSON.parse(readFileSync(join(dir, code, "merchant.json"), "utf8"));
  if (typeof own?.extends !== "string") return own;
  const base = JSON.parse(readFileSync(join(dir, own.extends, "merchant.json"), "utf8"));
  return mergeLayers([
    { name: "base", value: base },
    { name: "merchant", value: own },
  ]).value;
}

function readMerchant(dir: string, code: string): Merchant {
  const file = join(dir, code, "merchant.json");
  const json = readMerged(dir, code);
  const field = (path: string): unknown => {
    let node: unknown = json;
    for (const key of path.split(".")) {
      node = typeof node === "object" && node !== null ? (node as Record<string, unknown>)[key] : undefined;
    }
    return node;
  };
  const text = (path: string): string => {
    const value = field(path);
    if (typeof value !== "string") throw new Error(`${file}: /${path.replaceAll(".", "/")} must be a string`);
    return value;
  };

  if (text("code") !== code) {
    throw new Error(`${file}: /code is "${text("code")}" but the folder (the merchant code) is "${code}"`);
  }
  const optionalText = (path: string, fallback: string): string => {
    const value = field(path);
    if (value === undefined) return fallback;
    if (typeof value !== "string") throw new Error(`${file}: /${path.replaceAll(".", "/")} must be a string`);
    return value;
  };
  const list = (path: string): unknown[] => {
    const value = field(path) ?? [];
    if (!Array.isArray(value)) throw new Error(`${file}: /${path.replaceAll(".", "/")} must be an array`);
    return value;
  };

  const features = field("features") ?? {};
  if (typeof features !== "object" || features === null)
    throw new Error(`${file}: /features must be an object`);
  return {
    code,
    name: text("name"),
    defaultLanguage: text("languages.default"),
    currency: {
      code: text("currency.code"),
      symbol: text("currency.symbol"),
      position: text("currency.position"),
      decimals: typeof field("currency.decimals") === "number" ? (field("currency.decimals") as number) : 2,
    },
    theme: {
      primary: text("theme.primary"),
      accent: text("theme.accent"),
      background: text("theme.background"),
      surface: text("theme.surface"),
      text: text("theme.text"),
    },
    features: Object.fromEntries(Object.entries(features).map(([key, on]) => [key, on === true])),
    pwa: {
      title: text("pwa.title"),
      shortName: optionalText("pwa.shortName", text("pwa.title")),
      themeColor: optionalText("pwa.themeColor", PWA_COLOUR_DEFAULT),
      backgroundColor: optionalText("pwa.backgroundColor", PWA_COLOUR_DEFAULT),
    },
    domains: list("api.domains").filter((domain): domain is string => typeof domain === "string"),
    vipLabels: list("vipLabels").flatMap((label) => {
      const { id, name } = (label ?? {}) as { id?: unknown; name?: unknown };
      return typeof id === "number" && typeof name === "string" ? [{ id, name }] : [];
    }),
    geetest: {
      id: optionalText("geetest.id", ""),
      version: field("geetest.version") === "v4" ? "v4" : "v3",
      login: field("geetest.login") !== false,
      forms: field("geetest.forms") !== false,
    },
    installSettings: installSettingsOf(field("installPrompt.settings")),
    customerService: list("customerService").flatMap(customerServiceEntryOf),
    backOffice: {
      profileIconCount:
        typeof field("timings.profileIconCount") === "number"
          ? (field("timings.profileIconCount") as number)
          : PROFILE_ICON_COUNT_DEFAULT,
      smsLogin: optionalText("auth.smsLogin", "off"),
      firebase: stringFields(field("firebase"), ["authEmulatorUrl"]),
      mobileTemplate: { ...((field("mobileTemplate") as Record<string, unknown> | undefined) ?? {}) },
      pwaTexts: {
        title: text("pwa.title"),
        ...(typeof field("pwa.shortName") === "string" ? { shortName: text("pwa.shortName") } : {}),
      },
    },
  };
}

/** The string fields of an object from the file, but the named ones. */
function stringFields(raw: unknown, leaveOut: string[]): Record<string, string> {
  if (typeof raw !== "object" || raw === null) return {};
  return Object.fromEntries(
    Object.entries(raw).filter(
      (entry): entry is [string, string] => typeof entry[1] === "string" && !leaveOut.includes(entry[0]),
    ),
  );
}

/** A well-formed `customerService` entry (the schema checks the file; the server skips the rest). */
function customerServiceEntryOf(raw: unknown): CsEntryConfig[] {
  const { csType, csPosition, title, url, labelIds } = (raw ?? {}) as Record<string, unknown>;
  if (!isCsType(csType) || typeof title !== "string" || typeof url !== "string") return [];
  return [
    {
      csType,
      csPosition: typeof csPosition === "number" ? csPosition : 0,
      title,
      url,
      labelIds: Array.isArray(labelIds) ? labelIds.filter((id): id is number => typeof id === "number") : [],
    },
  ];
}

/** The well-formed {enabled, value} entries of `installPrompt.settings` (the schema checks the file). */
function installSettingsOf(raw: unknown): Merchant["installSettings"] {
  if (typeof raw !== "object" || raw === null) return {};
  return Object.fromEntries(
    Object.entries(raw as Record<string, { enabled?: unknown; value?: unknown }>).flatMap(([name, toggle]) =>
      typeof toggle?.enabled === "boolean"
        ? [
            [
              name,
              { enabled: toggle.enabled, value: (toggle.value ?? null) as string | number | boolean | null },
            ],
          ]
        : [],
    ),
  );
}
