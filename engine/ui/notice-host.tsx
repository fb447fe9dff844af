import { observer } from "mobx-react-lite";
import { useEffect, useRef } from "react";
import { useText } from "../i18n/use-text";
import { Button } from "./primitives";
import { useStores } from "./stores-context";

/** Shows the first waiting notice as a modal alert; its confirm button takes the focus. */
export const NoticeHost = observer(function NoticeHost() {
  const { notices } = useStores();
  const text = useText();
  const confirmRef = useRef<HTMLButtonElement>(null);
  const notice = notices.current;

  useEffect(() => {
    if (notice) confirmRef.current?.focus();
  }, [notice]);

  if (!notice) return null;
  return (
    <div
      css={{
        position: "fixed",
        inset: 0,
        zIndex: 100,
        display: "grid",
        placeItems: "center",
        padding: 24,
        background: "rgb(0 0 0 / 0.55)",
      }}
    >
      <div
        role="alertdialog"
        aria-modal="true"
        aria-labelledby="notice-title"
        aria-describedby="notice-message"
        onKeyDown={(event) => {
          if (event.key === "Escape") notices.confirm();
        }}
        css={{
          width: "min(100%, 360px)",
          background: "var(--wl-surface)",
          color: "var(--wl-text)",
          borderRadius: "var(--wl-radius)",
          padding: 20,
          boxShadow: "0 12px 32px rgb(0 0 0 / 0.3)",
        }}
      >
        <h2 id="notice-title" css={{ margin: "0 0 8px", fontSize: 18 }}>
          {text(notice.title)}
        </h2>
        <p id="notice-message" css={{ margin: "0 0 20px", overflowWrap: "anywhere", whiteSpace: "pre-line" }}>
          {text(notice.message)}
        </p>
        <Button ref={confirmRef} onClick={() => notices.confirm()} css={{ width: "100%" }}>
          {text(notice.confirm)}
        </Button>
      </div>
    </div>
  );
});
