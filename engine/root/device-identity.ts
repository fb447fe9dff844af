import { keepDeviceId, randomDeviceId, resolveDeviceId } from "../identity/device-id";
import { type CookieJar, parentDomain } from "../platform/cookies";
import type { KeyValueStorage } from "../platform/storage";

/** The device id sent as loginDeviceId (spec sections 3 and 9). */
export interface DeviceIdentity {
  /** Found (native shell, storage, cookie) or made on first use. */
  readonly deviceId: string;
  /** The native shell's device-id frame answered: from now on its id is the one sent (docs/native-shell.md). */
  adoptDeviceId(id: string): void;
}

export function createDeviceIdentity(deps: {
  localStorage: KeyValueStorage;
  cookies: CookieJar;
  /** The page's host, with its port: the cookie copy goes on its parent domain. */
  host: string;
  nativeDeviceId: string | null;
  generate?: () => string;
}): DeviceIdentity {
  const where = {
    localStorage: deps.localStorage,
    cookies: deps.cookies,
    cookieDomain: parentDomain(deps.host.split(":")[0] ?? ""),
  };
  let value: string | null = null;
  return {
    get deviceId() {
      value ??= resolveDeviceId({
        ...where,
        nativeDeviceId: deps.nativeDeviceId,
        generate: deps.generate ?? randomDeviceId,
      });
      return value;
    },
    adoptDeviceId(id) {
      if (keepDeviceId(where, id)) value = id;
    },
  };
}
