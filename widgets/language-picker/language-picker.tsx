import { observer } from "mobx-react-lite";
import { lazy, Suspense, useState } from "react";
import { useIntl } from "react-intl";
import { LANGUAGES } from "../../engine/i18n/languages";
import { IconButton } from "../../engine/ui/button";
import { Icon } from "../../engine/ui/icon";
import { useStores } from "../../engine/ui/stores-context";

/** The sheet is fetched when the member reaches for the globe, not with the first page. */
const loadSheet = () => import("../../engine/ui/language-sheet");
const LanguageSheet = lazy(loadSheet);

/** The globe in the top bar: the merchant's languages in their own names. */
export default observer(function LanguagePicker() {
  const stores = useStores();
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const current = stores.i18n.language;
  return (
    <>
      <IconButton
        label={`${intl.formatMessage({ id: "language" })}: ${LANGUAGES[current].nativeName}`}
        aria-haspopup="dialog"
        onPointerDown={() => void loadSheet().catch(() => undefined)}
        onFocus={() => void loadSheet().catch(() => undefined)}
        // Offline, the sheet's code may not come: the globe then stays as it is, no uncaught error.
        onClick={() =>
          loadSheet().then(
            () => setOpen(true),
            () => {},
          )
        }
      >
        <Icon name="globe" size={20} />
      </IconButton>
      {open && (
        <Suspense fallback={null}>
          <LanguageSheet onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
});
