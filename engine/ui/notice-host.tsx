import { observer } from "mobx-react-lite";
import { lazy, Suspense } from "react";
import { useStores } from "./stores-context";

/**
 * The dialog's code (focus trap, modal layer) arrives with the first notice: most visits never
 * raise one, and a first page should not carry it. The service worker precaches it with the
 * widget views, so a notice still shows offline (scripts/lib/pwa/first-routes.ts).
 */
const NoticeDialog = lazy(() => import("./notice-dialog"));

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
