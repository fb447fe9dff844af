/**
 * What the web app does for its native shell once the first page is up (docs/native-shell.md):
 * tells the shell to close its launch screen (spec §4, splash) and, where the shell names a
 * device-id frame, takes the device id from it (spec §7). Loaded only inside a shell.
 */
import { deviceFrameUrl, exchangeDeviceId } from "./device-frame";
import type { AppEnvironment } from "./environment";
import { nativeBridge } from "./native-bridge";

/** The bridge call that closes the shell's launch screen. */
export const CLOSE_LAUNCH_SCREEN = "closeLaunchScreen";
/** On <html> once the static shell has closed the launch screen with its first frame (engine/shell/splash-shell.ts). */
export const LAUNCH_CLOSED_ATTRIBUTE = "data-wl-launch-closed";

export function startNativeShell(
  stores: {
    readonly environment: Pick<AppEnvironment, "deviceFrame">;
    readonly deviceId: string;
    adoptDeviceId(id: string): void;
  },
  win: Window = window,
): void {
  // The static shell closed it with the first frame, unless it found no bridge; nobody reads an
  // alert behind a launch screen that did not close: the console says why.
  if (!win.document.documentElement.hasAttribute(LAUNCH_CLOSED_ATTRIBUTE)) {
    try {
      nativeBridge(win).send(CLOSE_LAUNCH_SCREEN);
    } catch (error) {
      console.warn("[native shell] the launch screen was not closed:", error);
    }
  }
  const frame = deviceFrameUrl(stores.environment.deviceFrame);
  if (!frame) return;
  void exchangeDeviceId(win, frame, stores.deviceId).then((id) => {
    if (id) stores.adoptDeviceId(id);
  });
}
