import { observer } from "mobx-react-lite";
import { useEffect, useMemo, useRef, useState } from "react";
import { useIntl } from "react-intl";
import { safeStorage } from "../../engine/platform/storage";
import { HOME_PATH, REGISTER_PATH } from "../../engine/routing/aliases";
import { useAppNavigate } from "../../engine/routing/navigation";
import { safeHref } from "../../engine/security/safe-url";
import { color, layer, radius, space, text, weight } from "../../engine/theme/scales";
import { Button, ButtonLink, IconButton } from "../../engine/ui/button";
import { Dialog } from "../../engine/ui/dialog";
import { Icon } from "../../engine/ui/icon";
import { useGoBack } from "../../engine/ui/page";
import { row, stack } from "../../engine/ui/stack";
import { EmptyState } from "../../engine/ui/states";
import { useStores } from "../../engine/ui/stores-context";
import { textStyle } from "../../engine/ui/text";
import { HEADER_HIDDEN_KEY, readBarHidden } from "./bar-hidden";
import { gameEventOf } from "./game-messages";
import { useFullscreen } from "./use-fullscreen";

/**
 * The in-frame game viewer (spec section 2): the game fills the screen under a slim bar with
 * back, its name (and a trial badge), fullscreen and hide-bar controls. Back returns to the
 * link's backUrl, else where the member came from, else home. A trial invites the visitor to
 * sign up when its rounds run out or when they leave.
 */
export default observer(function GameViewer() {
  const stores = useStores();
  const intl = useIntl();
  const navigate = useAppNavigate();
  const goBack = useGoBack(HOME_PATH);
  // The open game may come back from session storage after a reload: storage is anyone's on this
  // origin to write, so its address and return address pass the rules a fresh launch passed.
  const kept = stores.games.open;
  const game = useMemo(() => {
    const url = kept ? safeHref(kept.url, stores.links.origin) : null;
    return kept && url ? { ...kept, url, returnTo: stores.links.safeReturn(kept.returnTo) } : null;
  }, [kept, stores]);
  const viewer = useRef<HTMLDivElement>(null);
  const frame = useRef<HTMLIFrameElement>(null);
  const fullscreen = useFullscreen(viewer);
  const [storage] = useState(() => safeStorage(() => window.sessionStorage));
  const [barHidden, setBarHidden] = useState(() => readBarHidden(storage));
  const [invite, setInvite] = useState<"ended" | "leaving" | null>(null);
  // A visitor is invited once: after "not now", back leaves.
  const [invited, setInvited] = useState(false);

  useEffect(() => {
    if (game)
      stores.tracking.track("viewContent", { contentId: game.gameCode ?? undefined, contentType: "game" });
  }, [stores, game]);

  useEffect(() => {
    if (!game) return;
    const listen = (message: MessageEvent) => {
      if (game.trial && gameEventOf(message, game.url, frame.current?.contentWindow) === "trialEnd") {
        setInvite("ended");
        setInvited(true);
      }
    };
    window.addEventListener("message", listen);
    return () => window.removeEventListener("message", listen);
  }, [game]);

  if (!game) {
    return (
      <main css={{ padding: space.lg }}>
        <EmptyState
          message={intl.formatMessage({ id: "game_closed" })}
          action={<ButtonLink to={HOME_PATH}>{intl.formatMessage({ id: "back_home" })}</ButtonLink>}
        />
      </main>
    );
  }

  const hideBar = (hidden: boolean) => {
    setBarHidden(hidden);
    storage.set(HEADER_HIDDEN_KEY, hidden ? "1" : "0");
  };
  const leave = () => {
    const returnTo = game.returnTo;
    void fullscreen.exit();
    stores.games.close();
    if (!returnTo) goBack();
    else if (returnTo.startsWith("/")) navigate(returnTo, { replace: true });
    else window.location.assign(returnTo);
  };
  const back = () => {
    if (!game.trial || invited) return leave();
    setInvited(true);
    setInvite("leaving");
  };
  const showBar = !barHidden && !fullscreen.active;

  return (
    <div
      ref={viewer}
      css={{
        position: "fixed",
        inset: 0,
        display: "grid",
        gridTemplateRows: showBar ? "auto 1fr" : "1fr",
        background: "#000000",
        // The notch and home indicator stay clear of the bar; the game itself may use the whole screen.
        paddingBlockStart: showBar ? "env(safe-area-inset-top)" : 0,
      }}
    >
      {showBar && (
        <header
          css={[
            row("xs"),
            {
              // The back button's thumb-sized target (44 px) with a little air above and below.
              minHeight: 48,
              paddingInline: space.xs,
              background: color.primary,
              color: color.onPrimary,
            },
          ]}
        >
          <IconButton label={intl.formatMessage({ id: "back" })} onClick={back}>
            <Icon name="back" />
          </IconButton>
          <h1
            css={[
              textStyle({ size: "body", weight: "bold" }),
              { flex: 1, minWidth: 0, overflow: "hidden", textOverflow: "ellipsis", whiteSpace: "nowrap" },
            ]}
          >
            {game.title}
          </h1>
          {game.trial && (
            <span
              data-testid="trial-badge"
              css={{
                ...text.caption,
                fontWeight: weight.bold,
                paddingInline: space.sm,
                borderRadius: radius.pill,
                background: color.accent,
                color: color.onAccent,
              }}
            >
              {intl.formatMessage({ id: "trial_badge" })}
            </span>
          )}
          <IconButton
            label={intl.formatMessage({ id: "fullscreen" })}
            onClick={() => void fullscreen.enter()}
          >
            <Icon name="expand" />
          </IconButton>
          <IconButton label={intl.formatMessage({ id: "hide_header" })} onClick={() => hideBar(true)}>
            <Icon name="collapse" />
          </IconButton>
        </header>
      )}
      <iframe
        ref={frame}
        title={intl.formatMessage({ id: "game_frame_title" }, { game: game.title })}
        src={game.url}
        // The game's site learns nothing of the app's pages (docs/security.md).
        referrerPolicy="no-referrer"
        allow="fullscreen; autoplay; clipboard-write"
        // A game is another site: it may run and open its own windows, never reach into the app.
        sandbox="allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox allow-top-navigation-by-user-activation"
        css={{ width: "100%", height: "100%", border: 0, display: "block", background: "#000000" }}
      />
      {!showBar && (
        <IconButton
          label={intl.formatMessage({ id: fullscreen.active ? "exit_fullscreen" : "show_header" })}
          onClick={() => (fullscreen.active ? void fullscreen.exit() : hideBar(false))}
          css={{
            position: "absolute",
            insetBlockStart: `max(${space.sm}px, env(safe-area-inset-top))`,
            insetInlineEnd: space.sm,
            zIndex: layer.floating,
            background: "rgb(0 0 0 / 0.45)",
            color: "#ffffff",
            borderRadius: radius.pill,
          }}
        >
          <Icon name="expand" />
        </IconButton>
      )}
      {invite && (
        <Dialog
          title={intl.formatMessage({ id: "trial_over_title" })}
          description={intl.formatMessage({ id: "trial_over_message" })}
          onClose={() => (invite === "leaving" ? leave() : setInvite(null))}
        >
          <div css={stack("sm")}>
            <Button
              block
              onClick={() => {
                stores.games.close();
                navigate(REGISTER_PATH, { replace: true });
              }}
            >
              {intl.formatMessage({ id: "sign_up_now" })}
            </Button>
            <Button block variant="ghost" onClick={() => (invite === "leaving" ? leave() : setInvite(null))}>
              {intl.formatMessage({ id: "not_now" })}
            </Button>
          </div>
        </Dialog>
      )}
    </div>
  );
});
