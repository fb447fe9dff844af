import { useEffect, useMemo } from "react";
import { createIntl, createIntlCache, type IntlShape, useIntl } from "react-intl";
import { useStores } from "../ui/stores-context";
import type { DisplayText } from "./display-text";

/** Renders a catalogue key or a server text as the member should read it. */
export function useText(): (text: DisplayText) => string {
  const intl = useIntl();
  return (text) =>
    "raw" in text ? text.raw : intl.formatMessage({ id: text.id, defaultMessage: text.fallback });
}

const englishCache = createIntlCache();

/** English texts, for screens that show English beside another language (maintenance, access denied). */
export function useEnglishIntl(): IntlShape {
  const { i18n } = useStores();
  const english = i18n.english;
  useEffect(() => {
    void i18n.loadEnglish();
  }, [i18n]);
  return useMemo(() => createIntl({ locale: "en", messages: english ?? {} }, englishCache), [english]);
}
