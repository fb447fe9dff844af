/**
 * Text the member reads: a key of the language catalogue (with the words to show while the
 * catalogue lacks it) or words as the server wrote them. Kept apart from any store so the
 * wire layer's error catalogue can name what to show without knowing who shows it.
 */
export type DisplayText = { id: string; fallback?: string } | { raw: string };
