import type { CrossFieldRule } from "./rule";

/** The slider captcha cannot load without its id; the problem points at the id to add. */
export const geetestIdWhenGeetestOn: CrossFieldRule = (config) => {
  if (config.features?.GEETEST3 !== true || config.geetest?.id?.trim()) return [];
  return [
    {
      pointer: "/geetest/id",
      message:
        "is required because /features/GEETEST3 is on: the slider captcha cannot load without its Geetest id; " +
        "add the id or switch GEETEST3 off",
    },
  ];
};

/** Spec §5: the SMS captcha needs Geetest v4; with v3 members see "Geetest service not work". */
export const geetestV4ForSmsCaptcha: CrossFieldRule = (config) => {
  if (config.features?.GEETESTVCODE3 !== true) return [];
  const version = config.geetest?.version;
  if (version === "v4") return [];
  const now = version ? `it is "${version}"` : 'it is not set, so "v3" is used';
  return [
    {
      pointer: "/geetest/version",
      message: `must be "v4" because /features/GEETESTVCODE3 is on (the SMS captcha works only with Geetest v4); ${now}`,
    },
  ];
};
