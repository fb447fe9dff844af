import { observer } from "mobx-react-lite";
import { useIntl } from "react-intl";
import { LANGUAGES } from "../i18n/languages";
import { BottomSheet } from "./bottom-sheet";
import { List, ListItem } from "./list";
import { useStores } from "./stores-context";

/** The merchant's languages in their own names; choosing one applies it and closes the sheet (top bar, member page). */
export default observer(function LanguageSheet({ onClose }: { onClose: () => void }) {
  const stores = useStores();
  const intl = useIntl();
  const current = stores.i18n.language;
  return (
    <BottomSheet title={intl.formatMessage({ id: "choose_language" })} onClose={onClose}>
      <List>
        {stores.config.languages.supported.map((code) => (
          <ListItem
            key={code}
            lang={LANGUAGES[code].locale}
            selected={code === current}
            label={LANGUAGES[code].nativeName}
            onClick={() => {
              onClose();
              void stores.changeLanguage(code);
            }}
          />
        ))}
      </List>
    </BottomSheet>
  );
});
