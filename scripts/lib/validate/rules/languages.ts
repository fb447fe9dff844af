import type { CrossFieldRule } from "./rule";

/** The fallback language must be one the merchant offers, or members would see an unoffered one. */
export const defaultLanguageIsSupported: CrossFieldRule = (config) => {
  const languages = config.languages;
  if (!languages || (languages.supported as readonly string[]).includes(languages.default)) return [];
  const offered = languages.supported.map((code) => `"${code}"`).join(", ");
  return [
    {
      pointer: "/languages/default",
      message: `is "${languages.default}", which is not in /languages/supported (${offered}); add it there or choose one of those`,
    },
  ];
};
