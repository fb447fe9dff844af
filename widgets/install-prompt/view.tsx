import { observer } from "mobx-react-lite";
import { type ReactNode, useId, useState } from "react";
import { useIntl } from "react-intl";
import { POPUP_TRANSITION_MS } from "../../engine/constants";
import { LAYOUT } from "../../engine/theme/layout";
import { layer, radius, space } from "../../engine/theme/scales";
import { Button, IconButton } from "../../engine/ui/button";
import { fadeCss } from "../../engine/ui/dialog";
import { Icon } from "../../engine/ui/icon";
import { ModalLayer } from "../../engine/ui/modal-layer";
import { stack } from "../../engine/ui/stack";
import { useStores } from "../../engine/ui/stores-context";
import { Text } from "../../engine/ui/text";
import { modelFor } from "./model";

/**
 * The prompt's own two looks (spec §9: the `theme` setting, default light), fixed colours rather
 * than the merchant's page theme, because the platform's setting names the look, not the brand.
 */
const THEMES = {
  light: { background: "#FFFFFF", text: "#1A1A1A", muted: "#4A4A4A" },
  dark: { background: "#1C1C1E", text: "#FFFFFF", muted: "#D1D1D6" },
} as const;

const reducedMotion = () =>
  typeof window.matchMedia === "function" && window.matchMedia("(prefers-reduced-motion: reduce)").matches;

/**
 * The install prompt (spec §2, §4): a bottom sheet or fullscreen, with install and (unless
 * forced) close; on iOS its install opens the two-step guide to add the site to the home screen,
 * with the native app download and the notice after it. Shown only while the conductor gives it
 * the screen.
 */
export default observer(function InstallPrompt() {
  const stores = useStores();
  const model = modelFor(stores);
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const titleId = useId();
  const [closing, setClosing] = useState(false);
  const palette = THEMES[model.theme];
  const fullscreen = model.layout === "fullscreen";
  const background = model.background;
  const iosApp = model.resource("IOS");
  const name = stores.config.pwa?.shortName ?? stores.config.name ?? "";

  // The popup's 250 ms transition (spec §9), then the screen goes back to the conductor (reduced
  // motion skips the wait).
  const leave = (then: () => void) => {
    if (reducedMotion()) return then();
    setClosing(true);
    window.setTimeout(then, POPUP_TRANSITION_MS);
  };

  const close = model.shownForced ? undefined : () => leave(() => model.close());

  const steps = (
    <ol css={{ ...stack("md"), margin: 0, paddingInlineStart: space.lg }}>
      <li>
        <Text as="span">{t("ios_guide_step_share")}</Text>
      </li>
      <li>
        <Text as="span">{t("ios_guide_step_add")}</Text>
      </li>
    </ol>
  );

  let body: ReactNode;
  let title: string;
  switch (model.screen) {
    case "guide":
      title = t("ios_guide_title");
      body = (
        <>
          {steps}
          {iosApp && (
            <Button variant="secondary" block onClick={() => model.downloadIosApp(iosApp)}>
              {t("install_download_app")}
            </Button>
          )}
        </>
      );
      break;
    case "ios17":
      title = t("ios_guide_title");
      body = (
        <>
          <Text>{t("ios17_download_tips")}</Text>
          <Button block onClick={() => leave(() => model.finish())}>
            {t("install_ok")}
          </Button>
        </>
      );
      break;
    case "profile":
      title = t("ios_guide_title");
      body = (
        <>
          <Text>{t("app_goto_setting")}</Text>
          <Button block onClick={() => model.openProfile()}>
            {t("install_continue")}
          </Button>
        </>
      );
      break;
    case "how":
      title = t("install_title", { name });
      body = (
        <>
          <Text>{t("install_how_browser")}</Text>
          {close && (
            <Button block onClick={close}>
              {t("install_ok")}
            </Button>
          )}
        </>
      );
      break;
    default:
      title = t("install_title", { name });
      body = (
        <>
          <div css={{ color: palette.muted }}>
            <Text>{model.description ?? t("install_message")}</Text>
          </div>
          <Button block onClick={() => void model.install()}>
            {t("install_button")}
          </Button>
        </>
      );
  }

  return (
    <ModalLayer
      kind="engagement"
      labelledBy={titleId}
      zIndex={layer.sheet}
      align={fullscreen ? "center" : "bottom"}
      onDismiss={close}
      dismissOnScrim={false}
      panelCss={{
        ...stack("lg"),
        background: palette.background,
        color: palette.text,
        padding: `${space.lg}px ${space.lg}px max(${space.lg}px, env(safe-area-inset-bottom))`,
        // In as it opens and out as it closes.
        ...fadeCss(closing, POPUP_TRANSITION_MS),
        ...(fullscreen
          ? {
              position: "fixed",
              inset: 0,
              justifyContent: "center",
              ...(background
                ? {
                    backgroundImage: `url("${encodeURI(background)}")`,
                    backgroundSize: "cover",
                    backgroundPosition: "center",
                  }
                : {}),
            }
          : {
              borderStartStartRadius: radius.lg,
              borderStartEndRadius: radius.lg,
              maxHeight: "85vh",
            }),
      }}
    >
      <div
        data-testid="install-prompt"
        data-theme={model.theme}
        data-layout={model.layout}
        css={{ display: "flex", alignItems: "center", gap: space.sm }}
      >
        <h2 id={titleId} css={{ flex: 1, margin: 0, minHeight: LAYOUT.minTouch, alignContent: "center" }}>
          <Text as="span" size="lead" weight="bold">
            {title}
          </Text>
        </h2>
        {close && (
          <IconButton label={t("install_close")} onClick={close}>
            <Icon name="close" />
          </IconButton>
        )}
      </div>
      {body}
    </ModalLayer>
  );
});
