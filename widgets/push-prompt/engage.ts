import type { Engage } from "../../engine/engagement/engage";
import { modelFor } from "./model";

/** The push rules (widgets/push-prompt/model.ts) on the app's session, from the first page's load on. */
const engage: Engage = ({ stores, turn }) => modelFor(stores).start(turn);

export default engage;
