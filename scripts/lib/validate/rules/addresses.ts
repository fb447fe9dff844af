import type { ConfigProblem } from "../problem";
import type { CrossFieldRule } from "./rule";

/** Host names that are the member's own device, wherever the page runs. */
function isLoopbackHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/^\[|\]$/g, "");
  return (
    host === "localhost" ||
    host.endsWith(".localhost") ||
    /^127(?:\.\d{1,3}){3}$/.test(host) ||
    host === "0.0.0.0" ||
    host === "::1"
  );
}

/** The address as a URL: absolute, protocol-relative, or (for `api.domains`) a bare host name. */
function urlOf(pointer: string, value: string): URL | null {
  const text = value.trim();
  const candidate = /^[a-z][a-z0-9+.-]*:\/\//i.test(text)
    ? text
    : text.startsWith("//")
      ? `http:${text}`
      : pointer.startsWith("/api/domains/")
        ? `https://${text}`
        : null;
  if (candidate === null) return null;
  try {
    return new URL(candidate);
  } catch {
    return null;
  }
}

function* strings(value: unknown, pointer: string): Generator<[string, string]> {
  if (typeof value === "string") yield [pointer, value];
  else if (Array.isArray(value))
    for (const [index, item] of value.entries()) yield* strings(item, `${pointer}/${index}`);
  else if (value && typeof value === "object")
    for (const [key, item] of Object.entries(value))
      yield* strings(item, `${pointer}/${key.replace(/~/g, "~0").replace(/\//g, "~1")}`);
}

/**
 * No stand-in or loopback address in a merchant file (docs/decisions.md, "Third parties are routed
 * to their stand-ins by the reference server, never by a merchant file"): the build an operator
 * uploads is made from it, and on a member's phone `/__dev/` does not exist and loopback is the
 * phone itself. Development and test runs route every third party to its stand-in themselves.
 */
export const noStandInOrLoopbackAddress: CrossFieldRule = (config) => {
  const problems: ConfigProblem[] = [];
  for (const [pointer, value] of strings(config, "")) {
    // Refused whatever it holds, with its own reason (noTestOnlySetting below).
    if (TEST_ONLY_POINTERS.includes(pointer)) continue;
    const url = urlOf(pointer, value);
    const path = url ? url.pathname : value.trim();
    if (path.startsWith("/__dev/"))
      problems.push({
        pointer,
        message: `is the reference backend's stand-in "${value}", which only its development and test modes serve: name the real service's address (or leave it out for the official one); development and test runs route it to the stand-in themselves`,
      });
    else if (url && isLoopbackHost(url.hostname))
      problems.push({
        pointer,
        message: `points at "${url.hostname}", which on a member's phone is the phone itself: name the service's real address; this machine's stand-ins are routed by development and test runs, never written in the file`,
      });
  }
  return problems;
};

const AUTH_EMULATOR_POINTER = "/firebase/authEmulatorUrl";
const ONE_TAP_SCRIPT_POINTER = "/firebase/googleIdentityScriptUrl";
const TEST_ONLY_POINTERS = [AUTH_EMULATOR_POINTER, ONE_TAP_SCRIPT_POINTER];

/**
 * No test-only setting in a merchant file (issue 31): an Auth emulator, local or shared, turns off
 * Firebase's app verification (engine/firebase/firebase-loader.ts), and the build an operator
 * uploads is made from the file. Google's one-tap script has no address but Google's: Google
 * serves it for its own sign-in only, so another one in a build is a stand-in or a copy that
 * breaks when Google changes it. Development and test runs route both themselves
 * (server/dev/stand-ins.ts), the way `--local` passes the loopback origins.
 */
export const noTestOnlySetting: CrossFieldRule = (config) => [
  ...(config.firebase?.authEmulatorUrl === undefined
    ? []
    : [
        {
          pointer: AUTH_EMULATOR_POINTER,
          message:
            "is test setup, never a merchant's: an Auth emulator turns off Firebase's app verification in every build made from this file. Remove it; development and test runs connect to their emulator themselves",
        },
      ]),
  ...(config.firebase?.googleIdentityScriptUrl === undefined
    ? []
    : [
        {
          pointer: ONE_TAP_SCRIPT_POINTER,
          message:
            "is test setup, never a merchant's: Google's one-tap script is served by Google only (https://accounts.google.com/gsi/client), which every build uses. Remove it; development and test runs route it to their stand-in themselves",
        },
      ]),
];
