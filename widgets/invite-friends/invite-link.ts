import { REGISTER_PATH } from "../../engine/routing/aliases";

/**
 * The member's invite link: this site's origin + /m/register?r=<code> (spec section 2 reads `r`
 * on any page and keeps it for registration). The affiliate code this device keeps goes along,
 * so the affiliate who brought the member is credited for their friends too.
 */
export function inviteLink(origin: string, referralCode: string, affiliateCode: string | null): string {
  const url = new URL(REGISTER_PATH, origin);
  url.searchParams.set("r", referralCode);
  if (affiliateCode?.trim()) url.searchParams.set("affiliateCode", affiliateCode.trim());
  return url.toString();
}

/** Native share (Web Share API) where the browser has it; a desktop browser usually has not. */
export function canShare(nav: Pick<Navigator, "share"> | undefined): boolean {
  return typeof nav?.share === "function";
}
