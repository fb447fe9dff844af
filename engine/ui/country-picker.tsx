import { useState } from "react";
import { useIntl } from "react-intl";
import type { Country } from "../stores/country-store";
import { color, space } from "../theme/scales";
import { BottomSheet } from "./bottom-sheet";
import { CountryFlag } from "./country-flag";
import { useCountryNames } from "./country-names";
import { inputStyle } from "./input-style";
import { List, ListItem } from "./list";

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
          ...inputStyle(),
          flex: "none",
          display: "inline-flex",
          alignItems: "center",
          gap: space.xs,
          paddingInline: space.sm,
          cursor: "pointer",
        }}
      >
        <CountryFlag countryCode={value.countryCode} imageCdn={imageCdn} alt="" />
        <span dir="ltr">+{value.countryDialingCode}</span>
        <span aria-hidden="true" css={{ fontSize: "0.625em", color: color.textMuted }}>
          ▼
        </span>
      </button>
      {open && (
        <BottomSheet
          title={intl.formatMessage({ id: "country_picker_title" })}
          onClose={() => setOpen(false)}
        >
          <List>
            {countries.map((country) => (
              <ListItem
                key={country.countryCode}
                selected={country.countryCode === value.countryCode}
                onClick={() => {
                  setOpen(false);
                  onChange(country);
                }}
                // The name beside it says which country: an alt text would only repeat it.
                leading={<CountryFlag countryCode={country.countryCode} imageCdn={imageCdn} alt="" />}
                label={nameOf(country.countryCode)}
                trailing={<span dir="ltr">+{country.countryDialingCode}</span>}
              />
            ))}
          </List>
        </BottomSheet>
      )}
    </>
  );
}
