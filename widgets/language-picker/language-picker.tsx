import { observer } from "mobx-react-lite";
import { useState } from "react";
import { useIntl } from "react-intl";
import { LANGUAGES } from "../../engine/i18n/languages";
import { BottomSheet } from "../../engine/ui/bottom-sheet";
import { IconButton } from "../../engine/ui/button";
import { Icon } from "../../engine/ui/icon";
import { List, ListItem } from "../../engine/ui/list";
import { useStores } from "../../engine/ui/stores-context";

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
        onClick={() => setOpen(true)}
      >
        <Icon name="globe" size={20} />
      </IconButton>
      {open && (
        <BottomSheet title={intl.formatMessage({ id: "choose_language" })} onClose={() => setOpen(false)}>
          <List>
            {stores.config.languages.supported.map((code) => (
              <ListItem
                key={code}
                lang={LANGUAGES[code].locale}
                selected={code === current}
                label={LANGUAGES[code].nativeName}
                onClick={() => {
                  setOpen(false);
                  void stores.changeLanguage(code);
                }}
              />
            ))}
          </List>
        </BottomSheet>
      )}
    </>
  );
});
