import type { CrossFieldRule } from "./rule";

/** Social buttons and firebase SMS codes sign in through firebase: without its block they cannot start. */
export const firebaseForSocialAndSms: CrossFieldRule = (config) => {
  if (config.firebase?.apiKey) return [];
  const problems = [];
  if ((config.auth?.socialChannels ?? []).length > 0) {
    problems.push({
      pointer: "/auth/socialChannels",
      message:
        "needs the /firebase block (apiKey, projectId): social sign-in goes through firebase; add it or empty this list",
    });
  }
  if (config.auth?.smsLogin === "firebase") {
    problems.push({
      pointer: "/auth/smsLogin",
      message:
        'is "firebase" but there is no /firebase block (apiKey, projectId); add it or use "platform" to have the platform send the code',
    });
  }
  return problems;
};
