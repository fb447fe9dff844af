import type { Engage } from "../../engine/engagement/engage";
import { modelFor } from "./model";

/**
 * The install prompt's rules (spec §4): the init poll, the triggers of the install-prompt
 * settings, and the conductor told when the prompt is due. The model holds them
 * (widgets/install-prompt/model.ts); the rules are pure functions in
 * engine/engagement/rules/install-*.ts.
 */
const engage: Engage = ({ stores, turn }) => modelFor(stores).start(turn, window);

export default engage;
