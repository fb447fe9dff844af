/**
 * Checks a JSON Schema cannot express: settings that depend on other settings or on files.
 * Each rule is one named function in `crossFieldRules`; adding a check is adding a function.
 */
import type { MerchantConfig } from "../../../engine/config/merchant-config";
import type { ConfigProblem } from "./problem";
import { noStandInOrLoopbackAddress, noTestOnlySetting } from "./rules/addresses";
import { assetsExist } from "./rules/assets";
import { extendsNamesAnotherMerchant } from "./rules/extends";
import { oneMiniGameVariant } from "./rules/features";
import { geetestIdWhenGeetestOn, geetestV4ForSmsCaptcha } from "./rules/geetest";
import { defaultLanguageIsSupported } from "./rules/languages";
import { imageLogoIsWebAddress } from "./rules/mobile-template";
import { versionPatternReadsAVersion } from "./rules/native-app";
import type { CrossFieldRule, RuleContext } from "./rules/rule";
import { redirectShortcutHasLink } from "./rules/shortcuts";
import { firebaseForSocialAndSms } from "./rules/sign-in";
import { themeIsReadable } from "./rules/theme-contrast";
import { customerServiceLabelsExist, vipLabelIdsAreUnique } from "./rules/vip-labels";

export { extendsProblems } from "./rules/extends";
export type { ConfigProblem, CrossFieldRule, RuleContext };

/** In roughly the order the settings appear in a merchant file. */
export const crossFieldRules: readonly CrossFieldRule[] = [
  extendsNamesAnotherMerchant,
  defaultLanguageIsSupported,
  themeIsReadable,
  assetsExist,
  oneMiniGameVariant,
  geetestIdWhenGeetestOn,
  geetestV4ForSmsCaptcha,
  vipLabelIdsAreUnique,
  imageLogoIsWebAddress,
  firebaseForSocialAndSms,
  customerServiceLabelsExist,
  redirectShortcutHasLink,
  versionPatternReadsAVersion,
  noStandInOrLoopbackAddress,
  noTestOnlySetting,
];

/** Every rule's problems for the merged config of the merchant in `context.merchantDir`. */
export function crossFieldProblems(config: MerchantConfig, context: RuleContext): ConfigProblem[] {
  return crossFieldRules.flatMap((rule) => rule(config, context));
}
