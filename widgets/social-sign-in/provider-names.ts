import type { SocialChannel } from "../../engine/identity/types";

/** Brand names stay as the brands write them, in every language. */
export const PROVIDER_NAMES: Readonly<Record<SocialChannel, string>> = {
  google: "Google",
  facebook: "Facebook",
  twitter: "Twitter",
  line: "LINE",
};
