import { observer } from "mobx-react-lite";
import { useState } from "react";
import { useIntl } from "react-intl";
import { LANGUAGES } from "../../engine/i18n/languages";
import { LAYOUT } from "../../engine/theme/layout";
import { BottomSheet } from "../../engine/ui/bottom-sheet";
import { useStores } from "../../engine/ui/stores-context";

/** The globe in the top bar: the merchant's languages in their own names. */
export default observer(function LanguagePicker() {
  const stores = useStores();
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const current = stores.i18n.language;
  return (
    <>
      <button
        type="button"
        aria-label={`${intl.formatMessage({ id: "language" })}: ${LANGUAGES[current].nativeName}`}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        css={{
          minWidth: LAYOUT.minTouch,
          minHeight: LAYOUT.minTouch,
          background: "none",
          border: 0,
          color: "inherit",
          font: "inherit",
          fontSize: 12,
          fontWeight: 700,
          display: "grid",
          placeItems: "center",
        }}
      >
        <svg
          viewBox="0 0 24 24"
          width="20"
          height="20"
          aria-hidden="true"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <circle cx="12" cy="12" r="9" />
          <path d="M3 12h18M12 3c3 3.5 3 14.5 0 18M12 3c-3 3.5-3 14.5 0 18" />
        </svg>
      </button>
      {open && (
        <BottomSheet
          titleId="language-sheet-title"
          title={intl.formatMessage({ id: "choose_language" })}
          onClose={() => setOpen(false)}
        >
          <ul css={{ listStyle: "none", margin: 0, padding: 0, display: "grid", gap: 4 }}>
            {stores.config.languages.supported.map((code) => (
              <li key={code}>
                <button
                  type="button"
                  lang={LANGUAGES[code].locale}
                  aria-current={code === current || undefined}
                  onClick={() => {
                    setOpen(false);
                    void stores.changeLanguage(code);
                  }}
                  css={{
                    width: "100%",
                    minHeight: LAYOUT.minTouch,
                    padding: "0 12px",
                    textAlign: "start",
                    font: "inherit",
                    fontSize: 16,
                    color: "inherit",
                    background: code === current ? "var(--wl-primary-soft)" : "none",
                    border: 0,
                    borderRadius: "var(--wl-radius)",
                    fontWeight: code === current ? 700 : 400,
                  }}
                >
                  {LANGUAGES[code].nativeName}
                </button>
              </li>
            ))}
          </ul>
        </BottomSheet>
      )}
    </>
  );
});
