import type { HelpCategory } from "../../engine/api/support";

/**
 * The words of a topic's HTML body, for search only (never rendered): tags dropped, the common
 * entities decoded, white space folded. A regular expression is enough here because the result
 * is only compared with what the member typed, never put on the page.
 */
export function plainText(html: string): string {
  return html
    .replace(/<(script|style)[\s\S]*?<\/\1\s*>/gi, " ")
    .replace(/<[^>]*>/g, " ")
    .replace(/&nbsp;/g, " ")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ")
    .trim();
}

/** Case- and accent-insensitive, so "deposito" finds "Depósito". */
function fold(text: string, locale: string): string {
  return text.normalize("NFD").replace(/\p{M}/gu, "").toLocaleLowerCase(locale);
}

/**
 * The categories with only the topics whose title or body holds every word of `query`; empty
 * categories dropped. An empty query keeps everything.
 */
export function searchHelp(
  categories: readonly HelpCategory[],
  query: string,
  locale = "en",
): HelpCategory[] {
  const words = fold(query, locale).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...categories];
  return categories.flatMap((category) => {
    const topics = category.topics.filter((topic) => {
      const haystack = fold(`${category.name} ${topic.title} ${plainText(topic.content)}`, locale);
      return words.every((word) => haystack.includes(word));
    });
    return topics.length ? [{ ...category, topics }] : [];
  });
}
