import { useId, useState } from "react";
import { useIntl } from "react-intl";
import type { Country } from "../stores/country-store";
import { LAYOUT } from "../theme/layout";
import { BottomSheet } from "./bottom-sheet";
import { CountryFlag } from "./country-flag";
import { useCountryNames } from "./country-names";

export interface CountryPickerProps {
  countries: readonly Country[];
  /** The chosen country; the button shows it. */
  value: Country;
  onChange: (country: Country) => void;
  /** The status call's first image CDN (stores.system.imageCdn); null shows codes instead of flags. */
  imageCdn: string | null;
  /** BCP 47 locale for the country names (stores.i18n.locale). */
  locale: string;
}

/**
 * The dialling-code picker of spec section 2: a button with the flag and "+code" that opens a
 * slide-up list of the merchant's countries. Choosing one closes the list.
 */
export function CountryPicker({ countries, value, onChange, imageCdn, locale }: CountryPickerProps) {
  const intl = useIntl();
  const titleId = useId();
  const [open, setOpen] = useState(false);
  const nameOf = useCountryNames(locale);
  const label = (country: Country) =>
    intl.formatMessage(
      { id: "country_code_label" },
      { country: nameOf(country.countryCode), code: country.countryDialingCode },
    );
  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        aria-label={label(value)}
        onClick={() => setOpen(true)}
        css={{
          minHeight: LAYOUT.minTouch,
          minWidth: LAYOUT.minTouch,
          display: "inline-flex",
          alignItems: "center",
          gap: 6,
          padding: "0 10px",
          font: "inherit",
          fontSize: 16,
          color: "var(--wl-text)",
          background: "var(--wl-surface)",
          border: "1px solid var(--wl-border)",
          borderRadius: "var(--wl-radius)",
          cursor: "pointer",
          "&:focus-visible": { outline: "3px solid var(--wl-accent)", outlineOffset: 1 },
        }}
      >
        <CountryFlag countryCode={value.countryCode} imageCdn={imageCdn} alt="" />
        <span dir="ltr">+{value.countryDialingCode}</span>
        <span aria-hidden="true" css={{ fontSize: 10 }}>
          ▼
        </span>
      </button>
      {open && (
        <BottomSheet
          titleId={titleId}
          title={intl.formatMessage({ id: "country_picker_title" })}
          onClose={() => setOpen(false)}
        >
          <ul css={{ listStyle: "none", margin: 0, padding: 0, display: "grid", gap: 4 }}>
            {countries.map((country) => {
              const current = country.countryCode === value.countryCode;
              return (
                <li key={country.countryCode}>
                  <button
                    type="button"
                    aria-current={current || undefined}
                    onClick={() => {
                      setOpen(false);
                      onChange(country);
                    }}
                    css={{
                      width: "100%",
                      minHeight: LAYOUT.minTouch,
                      display: "flex",
                      alignItems: "center",
                      gap: 12,
                      padding: "0 12px",
                      textAlign: "start",
                      font: "inherit",
                      fontSize: 16,
                      color: "inherit",
                      background: current ? "var(--wl-primary-soft)" : "none",
                      fontWeight: current ? 700 : 400,
                      border: 0,
                      borderRadius: "var(--wl-radius)",
                      cursor: "pointer",
                    }}
                  >
                    {/* The name beside it says which country: an alt text would only repeat it. */}
                    <CountryFlag countryCode={country.countryCode} imageCdn={imageCdn} alt="" />
                    <span css={{ flex: 1 }}>{nameOf(country.countryCode)}</span>
                    <span dir="ltr" css={{ color: "var(--wl-text-muted)" }}>
                      +{country.countryDialingCode}
                    </span>
                  </button>
                </li>
              );
            })}
          </ul>
        </BottomSheet>
      )}
    </>
  );
}
