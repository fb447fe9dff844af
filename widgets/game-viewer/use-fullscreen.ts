import { type RefObject, useEffect, useState } from "react";

/**
 * The Fullscreen API on the viewer, where the browser has it; on iPhones (no Fullscreen API for
 * elements) the viewer instead hides its bar and lets the frame fill the screen. Escaping
 * fullscreen by the browser's own means is noticed.
 */
export function useFullscreen(target: RefObject<HTMLElement | null>) {
  const [native, setNative] = useState(false);
  const [fallback, setFallback] = useState(false);
  useEffect(() => {
    const update = () =>
      setNative(document.fullscreenElement !== null && document.fullscreenElement !== undefined);
    document.addEventListener("fullscreenchange", update);
    return () => document.removeEventListener("fullscreenchange", update);
  }, []);
  const enter = async () => {
    const element = target.current;
    if (document.fullscreenEnabled && element?.requestFullscreen) {
      try {
        await element.requestFullscreen();
        return;
      } catch (error) {
        console.warn("[game] fullscreen refused, filling the page instead:", error);
      }
    }
    setFallback(true);
  };
  const exit = async () => {
    setFallback(false);
    if (document.fullscreenElement) await document.exitFullscreen().catch(() => undefined);
  };
  return { active: native || fallback, enter, exit };
}
