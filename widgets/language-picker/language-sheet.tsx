import { observer } from "mobx-react-lite";
import { useIntl } from "react-intl";
import { LANGUAGES } from "../../engine/i18n/languages";
import { BottomSheet } from "../../engine/ui/bottom-sheet";
import { List, ListItem } from "../../engine/ui/list";
import { useStores } from "../../engine/ui/stores-context";

/** The merchant's languages in their own names; choosing one applies it and closes the sheet. */
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
