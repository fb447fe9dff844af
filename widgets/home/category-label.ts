import type { IntlShape } from "react-intl";

/** Category names the catalogue knows; any other shows as the platform names it. */
const CATEGORY_TEXT: Record<string, string> = {
  LOTTERY: "category_lottery",
  SLOT: "category_slot",
  LIVE: "category_live",
  SPORTS: "category_sports",
  CARDS: "category_cards",
};

/** A game category or lane classification (LOTTERY, SLOT …) in the member's language. */
export function categoryLabel(intl: IntlShape, category: string): string {
  const key = CATEGORY_TEXT[category.toUpperCase()];
  return key ? intl.formatMessage({ id: key }) : category;
}
