import { observer } from "mobx-react-lite";
import { useText } from "../i18n/use-text";
import { Button } from "./button";
import { Dialog } from "./dialog";
import { useStores } from "./stores-context";

/** The first waiting notice as a modal alert; its confirm button takes the focus. */
export default observer(function NoticeDialog() {
  const { notices } = useStores();
  const text = useText();
  const notice = notices.current;
  if (!notice) return null;
  return (
    <Dialog
      // A new notice is a new dialog: the focus moves to its button again.
      key={notice.key}
      alert
      title={text(notice.title)}
      description={text(notice.message)}
      onClose={() => notices.confirm()}
      closeButton={false}
      initialFocus="button"
    >
      {notice.action && (
        <Button block onClick={() => notices.act()}>
          {text(notice.action.label)}
        </Button>
      )}
      <Button block variant={notice.action ? "ghost" : "primary"} onClick={() => notices.confirm()}>
        {text(notice.confirm)}
      </Button>
    </Dialog>
  );
});
