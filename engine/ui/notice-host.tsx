import { observer } from "mobx-react-lite";
import { lazy, Suspense } from "react";
import { useText } from "../i18n/use-text";
import { Button } from "./button";
import { useStores } from "./stores-context";
import { useModalEntry } from "./use-modal-entry";

/**
 * Offline before the dialog's code ever arrived (a first visit, no service worker yet): the notice
 * still shows, plainly, with its confirm button; without it the failed import took the whole app
 * down to a blank page (the fault matrix, docs/testing.md).
 */
const PlainNotice = observer(function PlainNotice() {
  const { notices } = useStores();
  const text = useText();
  // Still the one modal shown, as the full dialog would be.
  const visible = useModalEntry("notice");
  const notice = notices.current;
  return (
    notice && (
      <div role="alertdialog" hidden={!visible}>
        {text(notice.message)}
        <Button onClick={() => notices.confirm()}>{text(notice.confirm)}</Button>
      </div>
    )
  );
});

/**
 * The dialog's code (focus trap, modal layer) arrives with the first notice: most visits never
 * raise one, and a first page should not carry it. The service worker precaches it with the
 * widget views, so a notice still shows offline (scripts/lib/pwa/first-routes.ts).
 */
const NoticeDialog = lazy(() => import("./notice-dialog").catch(() => ({ default: PlainNotice })));

/** Shows the first waiting notice as a modal alert (engine/ui/notice-dialog.tsx). */
export const NoticeHost = observer(function NoticeHost() {
  const { notices } = useStores();
  if (!notices.current) return null;
  return (
    <Suspense fallback={null}>
      <NoticeDialog />
    </Suspense>
  );
});
