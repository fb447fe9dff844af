import { observer } from "mobx-react-lite";
import { useEffect, useState } from "react";
import { createPortal } from "react-dom";
import { useIntl } from "react-intl";
import { getAvailablePromotions } from "../../engine/api/promotions";
import { DOWNLOAD_BAR_GRADE, DOWNLOAD_BAR_HEIGHT_PX } from "../../engine/constants";
import { downloadLinks } from "../../engine/engagement/rules/download";
import { LAYOUT } from "../../engine/theme/layout";
import { color, focusRing, layer, space } from "../../engine/theme/scales";
import { AppIcon } from "../../engine/ui/app-icon";
import { IconButton } from "../../engine/ui/button";
import { Icon } from "../../engine/ui/icon";
import { useStores } from "../../engine/ui/stores-context";
import { textStyle } from "../../engine/ui/text";
import { barState } from "./bar-state";

const TOP = `calc(${LAYOUT.topBarHeight}px + env(safe-area-inset-top))`;

function Gift() {
  return (
    <svg viewBox="0 0 24 24" width={20} height={20} aria-hidden="true" fill="currentColor">
      <path d="M20 7h-2.2A3 3 0 0 0 12 4.2 3 3 0 0 0 6.2 7H4a1 1 0 0 0-1 1v3a1 1 0 0 0 1 1h1v8a1 1 0 0 0 1 1h12a1 1 0 0 0 1-1v-8h1a1 1 0 0 0 1-1V8a1 1 0 0 0-1-1Zm-5-1a1 1 0 1 1 0 2h-2V7a1 1 0 0 1 1-1h1ZM9 6h1a1 1 0 0 1 1 1v1H9a1 1 0 1 1 0-2Zm2 14H7v-8h4v8Zm0-10H5V9h6v1Zm6 10h-4v-8h4v8Zm2-10h-6V9h6v1Z" />
    </svg>
  );
}

/**
 * The download bar (spec §2): app icon, the 5.0 star grade, a gift when the app-download bonus is
 * on, and close for the session. Fixed under the top bar, in the room the page keeps for it there
 * (its rules show it only then: engage.ts), so it covers nothing of the page and moves nothing
 * already painted (docs/decisions.md "The download bar takes its own room").
 */
const DownloadBar = observer(function DownloadBar() {
  const stores = useStores();
  const intl = useIntl();
  const [bonus, setBonus] = useState(false);
  useEffect(() => {
    let live = true;
    void getAvailablePromotions(stores.http)
      .then((promotions) => live && setBonus(promotions?.APP_DOWNLOAD?.enabled === true))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [stores]);
  const links = downloadLinks(stores.system.resources, window.location.origin);
  const title = intl.formatMessage({ id: "download_bar_title" }, { name: stores.config.name });

  // In <body>, not inside the top bar's header: the bar is a row of its own under it.
  return createPortal(
    <div
      data-testid="download-bar"
      css={{
        position: "fixed",
        insetBlockStart: TOP,
        insetInline: 0,
        zIndex: layer.bars,
        height: DOWNLOAD_BAR_HEIGHT_PX,
        display: "flex",
        alignItems: "center",
        gap: space.sm,
        paddingInline: space.md,
        background: color.surfaceRaised,
        color: color.text,
        borderBlockEnd: `1px solid ${color.border}`,
      }}
    >
      <button
        type="button"
        onClick={() => stores.openAppDownload()}
        css={{
          ...focusRing(),
          flex: 1,
          minWidth: 0,
          minHeight: LAYOUT.minTouch,
          display: "flex",
          alignItems: "center",
          gap: space.sm,
          padding: 0,
          font: "inherit",
          color: "inherit",
          textAlign: "start",
          background: "none",
          border: 0,
          cursor: "pointer",
        }}
      >
        <AppIcon src={links.icon} size={36} />
        <span css={{ display: "grid", minWidth: 0 }}>
          <span
            css={[
              textStyle({ weight: "bold" }),
              { overflow: "hidden", textOverflow: "ellipsis", whiteSpace: "nowrap" },
            ]}
          >
            {title}
          </span>
          <span
            role="img"
            css={textStyle({ size: "small", tone: "muted" })}
            aria-label={intl.formatMessage({ id: "download_bar_rating" }, { grade: DOWNLOAD_BAR_GRADE })}
          >
            <span aria-hidden="true" css={{ color: color.accentText }}>
              ★★★★★
            </span>{" "}
            <span aria-hidden="true">{DOWNLOAD_BAR_GRADE}</span>
          </span>
        </span>
        {bonus && (
          <span
            data-testid="download-bar-bonus"
            role="img"
            aria-label={intl.formatMessage({ id: "download_bar_bonus" })}
            css={{ color: color.accentText, display: "inline-grid" }}
          >
            <Gift />
          </span>
        )}
      </button>
      <IconButton label={intl.formatMessage({ id: "download_bar_close" })} onClick={() => barState().close()}>
        <Icon name="close" />
      </IconButton>
    </div>,
    document.body,
  );
});

export default DownloadBar;
