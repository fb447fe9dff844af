import { type ReactNode, useEffect } from "react";
import {
  dialingCodeSwitches,
  showsCountryPicker,
  showsDialingCodeInput,
} from "../identity/dialing-code-rules";
import { CountryPicker } from "./country-picker";
import { useStores } from "./stores-context";

/**
 * The dialling code of a login or registration form (spec section 5): the country picker when
 * its rule holds, else a plain input when UPDATEMOBILEICC3 or the SMS provider asks for one, else
 * nothing shown and the home country's code used. `code` is digits without the plus sign.
 */
export function useDialingCode(
  code: string,
  setCode: (code: string) => void,
): { picker: ReactNode; showsInput: boolean } {
  const stores = useStores();
  const switches = dialingCodeSwitches(stores.config);
  const { countries } = stores;

  useEffect(() => {
    void countries.load();
  }, [countries]);

  // The home country until the member picks another.
  const home = countries.home?.countryDialingCode;
  useEffect(() => {
    if (home && !code) setCode(home);
  }, [home, code, setCode]);

  const pickerShown = showsCountryPicker({ ...switches, countriesLoaded: countries.loaded });
  const chosen = countries.countries.find((country) => country.countryDialingCode === code) ?? countries.home;
  return {
    picker:
      pickerShown && chosen ? (
        <CountryPicker
          countries={countries.countries}
          value={chosen}
          onChange={(country) => setCode(country.countryDialingCode)}
          imageCdn={stores.system.imageCdn}
          locale={stores.i18n.locale}
        />
      ) : null,
    showsInput: !pickerShown && showsDialingCodeInput(switches),
  };
}
