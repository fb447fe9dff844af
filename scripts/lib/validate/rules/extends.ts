import { didYouMean } from "../did-you-mean";
import type { ConfigProblem } from "../problem";
import type { CrossFieldRule } from "./rule";

/**
 * What is wrong with `extendsCode` as the base of merchant `code`: unknown, itself, or a base that
 * extends another (inheritance is one level only, so a merchant's settings come from at most two
 * files). The loader calls this before merging, since a bad base cannot be merged;
 * `baseExtends` is the base's own `extends`, if any.
 */
export function extendsProblems(
  code: string,
  extendsCode: string | undefined,
  baseExtends: string | undefined,
  knownMerchants: readonly string[],
): ConfigProblem[] {
  if (extendsCode === undefined) return [];
  const at = (message: string) => [{ pointer: "/extends", message }];
  if (extendsCode === code) {
    return at(
      `names this merchant itself ("${code}"); name another merchant as the base, or remove "extends"`,
    );
  }
  const others = knownMerchants.filter((known) => known !== code);
  if (!others.includes(extendsCode)) {
    const suggestion = didYouMean(extendsCode, others);
    const hint = suggestion
      ? `; did you mean "${suggestion}"?`
      : others.length
        ? ` (known: ${others.join(", ")})`
        : " (there are no other merchants)";
    return at(`names "${extendsCode}", which is not a merchant${hint}`);
  }
  if (baseExtends === code) {
    return at(
      `names "${extendsCode}", which extends this merchant in turn; a merchant and its base cannot extend each other — ` +
        `remove "extends" from one of them`,
    );
  }
  if (baseExtends !== undefined) {
    return at(
      `names "${extendsCode}", which itself extends "${baseExtends}"; a base may not extend another ` +
        `(one level only) — extend "${baseExtends}" directly or copy the settings you need`,
    );
  }
  return [];
}

/**
 * The part of extendsProblems a merged config can still show (unknown base, itself). The loader
 * normally stops at extendsProblems before merging, in which case this finds nothing new.
 */
export const extendsNamesAnotherMerchant: CrossFieldRule = (config, { knownMerchants }) =>
  extendsProblems(config.code, config.extends, undefined, knownMerchants);
