import { makeAutoObservable, runInAction } from "mobx";
import { getCountries } from "../api/system";
import type { HttpClient } from "../http/client";

export interface Country {
  countryCode: string;
  /** Digits only, without the plus sign. */
  countryDialingCode: string;
}

export type CountryPhase = "idle" | "loading" | "ready" | "failed";

const digits = (code: unknown) => String(code ?? "").replace(/\D/g, "");

/**
 * The merchant's countries with dialling codes (GET /wps/system/country, cached in the session
 * by the HTTP client). Loaded when a form first needs it; a failure is quiet, because the forms
 * then work without a picker and the backend falls back to the home country.
 */
export class CountryStore {
  phase: CountryPhase = "idle";
  countries: Country[] = [];
  /** The merchant's home country, preselected in pickers. */
  home: Country | null = null;
  private pending: Promise<void> | null = null;

  constructor(
    private readonly http: HttpClient,
    private readonly merchant: () => string,
  ) {
    makeAutoObservable<CountryStore, "http" | "merchant" | "pending">(this, {
      http: false,
      merchant: false,
      pending: false,
    });
  }

  /** Country data arrived and lists at least one country (the picker's first condition). */
  get loaded(): boolean {
    return this.phase === "ready" && this.countries.length > 0;
  }

  load(): Promise<void> {
    if (this.phase === "ready") return Promise.resolve();
    this.pending ??= this.fetch().finally(() => {
      this.pending = null;
    });
    return this.pending;
  }

  private async fetch(): Promise<void> {
    this.phase = "loading";
    try {
      const answer = await getCountries(this.http, this.merchant());
      const countries = (answer.countries ?? [])
        .map((c) => ({
          countryCode: String(c.countryCode ?? "").toUpperCase(),
          countryDialingCode: digits(c.countryDialingCode),
        }))
        .filter((c) => c.countryCode !== "" && c.countryDialingCode !== "");
      const homeCode = String(answer.countryCode ?? "").toUpperCase();
      runInAction(() => {
        this.countries = countries;
        this.home = countries.find((c) => c.countryCode === homeCode) ?? countries[0] ?? null;
        this.phase = "ready";
      });
    } catch {
      runInAction(() => {
        this.phase = "failed";
      });
    }
  }
}

/** A country's flag on the image CDN, or null when there is no CDN to ask. */
export function flagImageUrl(imageCdn: string | null | undefined, countryCode: string): string | null {
  if (!imageCdn) return null;
  return `${imageCdn.replace(/\/+$/, "")}/flags/${countryCode.toLowerCase()}.png`;
}
