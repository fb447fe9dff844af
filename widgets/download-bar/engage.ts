import { reaction } from "mobx";
import type { Engage } from "../../engine/engagement/engage";
import { barShows } from "./bar-state";

/** The download bar's rules (spec §4, engine/engagement/rules/download.ts): shown while they hold. */
const engage: Engage = ({ stores, turn }) =>
  reaction(
    () => barShows(stores),
    (shows) => (shows ? turn.request() : turn.release()),
    { fireImmediately: true },
  );

export default engage;
