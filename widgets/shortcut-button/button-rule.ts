/**
 * The whole button's rule, apart from the per-item rules of shortcut-rules.ts: register.ts asks it
 * on every page, so it stays this small (the first page's code carries it).
 */

/** Spec section 6: only these member types see the activity shortcut. */
export const SHORTCUT_MEMBER_TYPES: readonly number[] = [0, 1, 2];

/** The whole button: hidden for a member of another type than 0, 1 or 2. */
export function buttonAllowed(context: { loggedIn: boolean; customerType: number }): boolean {
  return !context.loggedIn || SHORTCUT_MEMBER_TYPES.includes(context.customerType);
}
