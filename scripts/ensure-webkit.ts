/**
 * The WebKit journeys drive WebKitGTK (WebKit's engine: JavaScriptCore, WebCore, the CSS and DOM an
 * iPhone's browsers run) through Debian's WebKitWebDriver, in its MiniBrowser under a virtual X
 * display: nothing can download a browser or a driver here. When a part is missing, install it
 * with apt, which needs root; without root, say the one command that does.
 */
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";

export const WEBKIT_DRIVER = process.env.WEBKIT_DRIVER ?? "/usr/bin/WebKitWebDriver";
export const XVFB_RUN = "/usr/bin/xvfb-run";
const APT_PACKAGES = ["webkit2gtk-driver", "xvfb"];
export const INSTALL_COMMAND = `sudo apt-get install -y ${APT_PACKAGES.join(" ")}`;

/** Where Debian's libwebkit2gtk puts its MiniBrowser (it is not on PATH). */
const MINIBROWSER_CANDIDATES = [
  "/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser",
  "/usr/lib/aarch64-linux-gnu/webkit2gtk-4.1/MiniBrowser",
];

/** The MiniBrowser the driver starts for each session; undefined when the package is not there. */
export function miniBrowserPath(): string | undefined {
  if (process.env.MINIBROWSER) return process.env.MINIBROWSER;
  const known = MINIBROWSER_CANDIDATES.find((path) => existsSync(path));
  if (known) return known;
  try {
    return execFileSync("dpkg", ["-L", "libwebkit2gtk-4.1-0"], { encoding: "utf8" })
      .split("\n")
      .find((line) => line.endsWith("/MiniBrowser"));
  } catch {
    return undefined;
  }
}

/** What is missing for the WebKit journeys, by name; empty when they can run. */
export function webkitMissing(): string[] {
  return [
    ...(existsSync(WEBKIT_DRIVER) ? [] : [`WebKitWebDriver (${WEBKIT_DRIVER})`]),
    ...(existsSync(XVFB_RUN) ? [] : [`xvfb-run (${XVFB_RUN})`]),
    ...(miniBrowserPath() ? [] : ["WebKitGTK's MiniBrowser (package libwebkit2gtk-4.1-0)"]),
  ];
}

export async function ensureWebKit(): Promise<void> {
  if (webkitMissing().length === 0) return;
  if (process.getuid?.() !== 0)
    throw new Error(
      `The WebKit journeys need ${webkitMissing().join(", ")}, and installing them needs root: run \`${INSTALL_COMMAND}\`.`,
    );
  console.log("Installing WebKitGTK's WebDriver and a virtual display for the WebKit journeys (about 40 s)…");
  // zx only here: the browser tests' workers import this file for its paths, about sixty times a run.
  const { $ } = await import("zx");
  await $`apt-get update -qq`;
  await $`DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${APT_PACKAGES}`;
  const still = webkitMissing();
  if (still.length)
    throw new Error(`apt installed ${APT_PACKAGES.join(" ")} but ${still.join(", ")} is still missing`);
}

if (import.meta.url === `file://${process.argv[1]}`) await ensureWebKit();
