import { observer } from "mobx-react-lite";
import { useEffect, useMemo, useRef, useState } from "react";
import { useIntl } from "react-intl";
import { MINI_GAME_SIZE_POLL_MS } from "../../engine/constants";
import { useFloatingPlace } from "../../engine/layout/floating-place";
import { loadMiniGame, type MiniGameMount } from "../../engine/mini-game/load-mini-game";
import {
  clampPosition,
  DragGesture,
  miniGameScriptUrl,
  type Point,
  readPosition,
  type Size,
  watchSize,
  writePosition,
} from "../../engine/mini-game/mini-game-rules";
import { miniGameVariant } from "../../engine/mini-game/mini-game-switch";
import { layer } from "../../engine/theme/scales";
import { useStores } from "../../engine/ui/stores-context";

const viewport = (): Size => ({ width: window.innerWidth, height: window.innerHeight });

/**
 * The container the platform's mini-game draws into: it rests where the floating layer puts it
 * (its corner's stack, engine/layout/floating-rule.ts) until the member moves it; it follows a
 * finger inside 2 % margins, passes a tap (under 2 px of movement) on to the game, and keeps the
 * member's place for the session. A script that fails to load hides it, with a console warning
 * (docs/mini-game.md).
 */
const MiniGame = observer(function MiniGame() {
  const stores = useStores();
  const intl = useIntl();
  const variant = miniGameVariant((key) => stores.feature(key));
  const language = stores.i18n.language;
  const place = useFloatingPlace();
  const boxRef = useRef<HTMLDivElement>(null);
  const gameRef = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  const [position, setPosition] = useState<Point | null>(null);
  const positionRef = useRef<Point | null>(null);
  positionRef.current = position;
  /** The place the member dragged it to (this session), else null: it rests in its corner. */
  const movedRef = useRef<Point | null>(null);
  const placeRef = useRef(place);
  placeRef.current = place;
  // Gone (a failed script, a logout): its corner forgets it.
  useEffect(() => () => placeRef.current?.report(null), []);

  // The game's texts in the member's language, for the script to use if it likes (docs/mini-game.md).
  // New texts remount the game like a new language does: the script takes its labels only at mount,
  // and texts that reach the page after it mounted would otherwise leave it showing message ids.
  const open = intl.formatMessage({ id: "minigame_open" });
  const draw = intl.formatMessage({ id: "minigame_draw" });
  const close = intl.formatMessage({ id: "minigame_close" });
  const result = intl.formatMessage({ id: "minigame_result" }, { numbers: "{numbers}" });
  // The same object while the texts are the same: another screen's texts arriving is no remount.
  const labels = useMemo(() => ({ open, draw, close, result }), [open, draw, close, result]);

  useEffect(() => {
    if (!variant) return;
    let live = true;
    let mounted: MiniGameMount | undefined;
    loadMiniGame(window, miniGameScriptUrl(variant, Date.now()), window)
      .then((game) => {
        if (!live || !gameRef.current) return;
        mounted = game.mount(gameRef.current, { variant, language, labels }) ?? undefined;
      })
      .catch((error: unknown) => {
        // A decoration nobody asked for: hidden, not an alert (docs/mini-game.md).
        console.warn("[mini-game] hidden:", error instanceof Error ? error.message : error);
        if (live) setFailed(true);
      });
    return () => {
      live = false;
      mounted?.unmount?.();
    };
  }, [variant, language, labels]);

  // Where it stands: the member's place this session, else its resting place in its corner (told
  // how big it is there); re-fitted whenever the game changes size or the corner moves.
  useEffect(() => {
    const box = boxRef.current;
    if (!box || failed || !place) return;
    let size: Size = { width: box.offsetWidth, height: box.offsetHeight };
    const refit = () => {
      movedRef.current ??= readPosition(stores.storage.session);
      const moved = movedRef.current;
      place.report(moved ? null : size);
      const from = moved ?? place.restingPoint(size);
      if (!from) return;
      const next = clampPosition(from, size, viewport());
      const was = positionRef.current;
      if (!was || was.x !== next.x || was.y !== next.y) setPosition(next);
    };
    const stop = watchSize(
      () => ({ width: box.offsetWidth, height: box.offsetHeight }),
      (measured) => {
        size = measured;
        refit();
      },
      MINI_GAME_SIZE_POLL_MS,
      window,
    );
    window.addEventListener("resize", refit);
    return () => {
      stop();
      window.removeEventListener("resize", refit);
    };
  }, [stores, place, failed]);

  // Drag or tap: the pointer is followed on the window (a captured pointer would take the tap
  // away from the game's own buttons), and a drag's or a debounced tap's click never reaches the game.
  useEffect(() => {
    const box = boxRef.current;
    if (!box || failed) return;
    const gesture = new DragGesture(() => Date.now());
    let swallowClick = false;
    const size = (): Size => ({ width: box.offsetWidth, height: box.offsetHeight });
    const onMove = (event: PointerEvent) => {
      const next = gesture.move({ x: event.clientX, y: event.clientY }, size(), viewport());
      if (next) {
        event.preventDefault();
        setPosition(next);
      }
    };
    const stopFollowing = () => {
      window.removeEventListener("pointermove", onMove);
      window.removeEventListener("pointerup", onUp);
      window.removeEventListener("pointercancel", onCancel);
    };
    const onUp = () => {
      stopFollowing();
      const end = gesture.end();
      swallowClick = end === "drag" || end === "debounced";
      if (end === "drag") keep();
    };
    const onCancel = () => {
      stopFollowing();
      const dragged = gesture.isDragging;
      gesture.cancel();
      if (dragged) keep();
    };
    // Moved by the member: its place from now on, and out of its corner's stack.
    const keep = () => {
      const at = positionRef.current;
      if (!at) return;
      writePosition(stores.storage.session, at);
      movedRef.current = at;
      placeRef.current?.report(null);
    };
    const onDown = (event: PointerEvent) => {
      if (!event.isPrimary || (event.pointerType === "mouse" && event.button !== 0)) return;
      const at = positionRef.current;
      if (!at) return;
      swallowClick = false;
      gesture.begin({ x: event.clientX, y: event.clientY }, at);
      window.addEventListener("pointermove", onMove);
      window.addEventListener("pointerup", onUp);
      window.addEventListener("pointercancel", onCancel);
    };
    const onClick = (event: MouseEvent) => {
      // A keyboard's click has no pointer behind it (detail 0) and always goes through.
      if (!swallowClick || event.detail === 0) return;
      swallowClick = false;
      event.stopPropagation();
      event.preventDefault();
    };
    box.addEventListener("pointerdown", onDown);
    box.addEventListener("click", onClick, true);
    return () => {
      stopFollowing();
      box.removeEventListener("pointerdown", onDown);
      box.removeEventListener("click", onClick, true);
    };
  }, [stores, failed]);

  if (!variant || failed) return null;
  return (
    <section
      ref={boxRef}
      data-testid="mini-game"
      data-variant={variant}
      aria-label={intl.formatMessage({ id: "minigame_label" })}
      css={{
        position: "fixed",
        zIndex: layer.miniGame,
        // Physical corners on purpose: a dragged place is a point on the glass, the same in either
        // direction (the resting corner follows the language in the floating rule).
        left: position?.x ?? 0,
        top: position?.y ?? 0,
        visibility: position ? "visible" : "hidden",
        // The finger moves the container, not the page.
        touchAction: "none",
        userSelect: "none",
        WebkitUserSelect: "none",
      }}
    >
      <div ref={gameRef} />
    </section>
  );
});

export default MiniGame;
