import { observer } from "mobx-react-lite";
import { useIntl } from "react-intl";
import { TOAST_MS } from "../constants";
import { Button } from "./button";
import { useStores } from "./stores-context";

/** Puts text on the clipboard; where the Clipboard API is refused (http, old WebViews), a hidden field does it. */
export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    const field = document.createElement("textarea");
    field.value = text;
    field.setAttribute("readonly", "");
    field.style.position = "fixed";
    field.style.opacity = "0";
    document.body.append(field);
    field.select();
    const done = document.execCommand?.("copy") ?? false;
    field.remove();
    return done;
  }
}

/**
 * Copies `text` and says so for 1.5 s (spec §9's toast), or says it could not. `label` names
 * what is copied for screen readers ("Copy the Pix code").
 */
export const CopyButton = observer(function CopyButton({
  text,
  label,
  block = false,
}: {
  text: string;
  label?: string;
  block?: boolean;
}) {
  const intl = useIntl();
  const { toasts } = useStores();
  const copy = async () => {
    const done = await copyText(text);
    toasts.show({ id: done ? "copied" : "copy_failed" }, TOAST_MS);
  };
  return (
    <Button variant="secondary" block={block} aria-label={label} onClick={() => void copy()}>
      {intl.formatMessage({ id: "copy" })}
    </Button>
  );
});
