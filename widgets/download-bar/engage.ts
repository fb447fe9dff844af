import { reaction } from "mobx";
import type { Engage } from "../../engine/engagement/engage";
import { downloadBarRoom } from "../../engine/engagement/rules/download";
import { applyDownloadRoom, readDownloadRoom } from "../../engine/shell/download-room";
import { barDue, barState } from "./bar-state";

/**
 * The download bar's rules (spec §4, engine/engagement/rules/download.ts): shown while they hold
 * and the page has its room at the top; the room changes with the member's close or a new page
 * view, never under the member by itself (`downloadBarRoom`).
 */
const engage: Engage = ({ stores, turn }) => {
  const root = document.documentElement;
  let reserved = readDownloadRoom(root);
  let page = stores.route.pathname;
  return reaction(
    () => ({ due: barDue(stores), closed: barState().closed, path: stores.route.pathname }),
    ({ due, closed, path }) => {
      const room = downloadBarRoom({ reserved, due, closed, pageView: path !== page });
      page = path;
      reserved = room.reserved;
      applyDownloadRoom(root, room);
      if (room.shown) turn.request();
      else turn.release();
    },
    { fireImmediately: true },
  );
};

export default engage;
