/** Kept for widgets that still import it from here; the field lives in engine/ui. */
export { TextField } from "../../engine/ui/text-field";
