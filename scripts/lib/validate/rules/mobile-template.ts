import type { CrossFieldRule } from "./rule";

/**
 * The in-app logo's address is an http(s) URL or a path on the merchant's site, as the app demands
 * of the status call's (engine/config/back-office-settings.ts): the browser reads the file's as is.
 */
export const imageLogoIsWebAddress: CrossFieldRule = (config) => {
  const logo = config.mobileTemplate?.image_logo;
  if (!logo) return [];
  let url: URL;
  try {
    url = new URL(logo.trim(), "https://merchant.example/m/");
  } catch {
    url = new URL("about:blank");
  }
  if ((url.protocol === "https:" || url.protocol === "http:") && !url.username && !url.password) return [];
  return [
    {
      pointer: "/mobileTemplate/image_logo",
      message: `"${logo}" is not an http(s) address or a path on the merchant's site; leave it out for the build's logo`,
    },
  ];
};
