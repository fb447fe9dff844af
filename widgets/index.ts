/**
 * The widget catalogue: every widget folder registers itself in its register.ts. Registration
 * modules are tiny (the views are lazy imports), so loading them all eagerly is cheap, and
 * deleting a widget folder leaves a working app without it.
 */
import.meta.glob("./*/register.ts", { eager: true });
