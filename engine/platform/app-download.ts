/**
 * The native app download for this phone (spec section 3, "Download links"): the iOS link on an
 * iPhone or iPad, the Android package elsewhere; null when the merchant lists none.
 */
export function appDownloadUrl(
  resources: ReadonlyArray<{ resourceType: string; url: string }>,
  ios: boolean,
): string | null {
  const wanted = ios ? "IOS" : "ANDROID";
  return (
    resources.find((resource) => resource.resourceType.toUpperCase() === wanted && resource.url)?.url ?? null
  );
}
