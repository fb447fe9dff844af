import type { ReactNode, RefObject } from "react";
import { useIntl } from "react-intl";
import { color, elevation, layer, radius, space } from "../theme/scales";
import { IconButton } from "./button";
import { fadeCss, useAfterFadeOut } from "./fade";
import { Icon } from "./icon";
import { ModalLayer } from "./modal-layer";
import type { ModalKind } from "./modal-stack";
import { stack } from "./stack";

/** How an overlay's panel comes and goes: in as it mounts, out while `closing`, then `gone`. */
export interface PanelFade {
  closing: boolean;
  ms: number;
  /** Called once the fade out has run, for a model that waits for it. */
  gone?: () => void;
}

/**
 * The centred panel every dialog is drawn on, the Dialog's and each engagement overlay's: the
 * surface, its corners and shadow, the dialog padding, a width that leaves the page's edges
 * showing, in the app's one modal stack (engine/ui/modal-layer.tsx). `alert` makes it an
 * alertdialog above everything else, a notice in the stack; `narrow` suits a short message and
 * its buttons; `centred` sets its content in one centred column (an app's icon, title, message);
 * `fade` gives an overlay its fade in and out. `testId` names the content inside the panel.
 */
export function DialogPanel({
  kind = "member",
  alert = false,
  labelledBy,
  describedBy,
  onDismiss,
  dismissOnScrim = true,
  initialFocus,
  panelRef,
  narrow = false,
  centred = false,
  fade,
  testId,
  children,
}: {
  kind?: Exclude<ModalKind, "notice">;
  alert?: boolean;
  labelledBy: string;
  describedBy?: string;
  onDismiss?: () => void;
  dismissOnScrim?: boolean;
  initialFocus?: string;
  panelRef?: RefObject<HTMLDivElement | null>;
  narrow?: boolean;
  centred?: boolean;
  fade?: PanelFade;
  testId?: string;
  children: ReactNode;
}) {
  useAfterFadeOut(fade?.closing ?? false, fade?.ms ?? 0, fade?.gone);
  return (
    <ModalLayer
      kind={alert ? "notice" : kind}
      role={alert ? "alertdialog" : "dialog"}
      labelledBy={labelledBy}
      describedBy={describedBy}
      zIndex={alert ? layer.alert : layer.dialog}
      align="center"
      onDismiss={onDismiss}
      dismissOnScrim={dismissOnScrim}
      initialFocus={initialFocus}
      panelRef={panelRef}
      panelCss={{
        width: `min(100%, ${narrow ? 360 : 420}px)`,
        maxHeight: "100%",
        padding: space.xl,
        background: color.surface,
        color: color.text,
        borderRadius: radius.lg,
        boxShadow: elevation.modal,
        ...(fade ? fadeCss(fade.closing, fade.ms) : {}),
      }}
    >
      <div
        data-testid={testId}
        css={[stack("md"), centred ? { justifyItems: "center", textAlign: "center" } : undefined]}
      >
        {children}
      </div>
    </ModalLayer>
  );
}

/**
 * A dialog's × : at the end of its title row, or in the panel's corner above a centred column.
 */
export function CloseButton({ onClick, corner = false }: { onClick: () => void; corner?: boolean }) {
  const intl = useIntl();
  return (
    <IconButton
      label={intl.formatMessage({ id: "close" })}
      onClick={onClick}
      css={
        corner
          ? { position: "absolute", insetBlockStart: space.sm, insetInlineEnd: space.sm }
          : { marginInlineEnd: -space.sm }
      }
    >
      <Icon name="close" />
    </IconButton>
  );
}
