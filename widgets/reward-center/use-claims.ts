import { useCallback, useEffect, useRef, useState } from "react";
import {
  claimPromotion,
  getPromotionClaims,
  type Promotion,
  type PromotionClaim,
} from "../../engine/api/rewards";
import { asApiError } from "../../engine/http/envelope";
import { useStores } from "../../engine/ui/stores-context";
import { claimFailureMessage, refusalChangesState } from "./claim-rules";

export interface Claims {
  /** The member's claims by promotion id; empty for a visitor. */
  byPromotion: ReadonlyMap<number, PromotionClaim>;
  /** False until a member's claims have arrived, so a claimed promotion never flashes "claim". */
  ready: boolean;
  /** The promotion whose claim is on its way: its button is busy, every other one disabled. */
  claiming: number | null;
  /** The message id of the last refusal, by promotion id, shown beside that promotion. */
  failures: ReadonlyMap<number, string>;
  claim: (promotion: Promotion) => Promise<void>;
  loggedIn: boolean;
  rewardCentre: boolean;
}

/**
 * The member's claims as the server keeps them (read on arrival and after each login), and the
 * claim itself. Must be called inside a MobX observer: it reads the session and the feature switch.
 */
export function useClaims(): Claims {
  const stores = useStores();
  const loggedIn = stores.session.isLoggedIn;
  const rewardCentre = stores.feature("REWCEN3");
  const [byPromotion, setByPromotion] = useState<ReadonlyMap<number, PromotionClaim>>(new Map());
  // Whose claims are on show: a visitor who logs in on this page must not see "claim" on what
  // they claimed before, until their own list has arrived.
  const owner = loggedIn && rewardCentre ? stores.session.token : null;
  const [loadedFor, setLoadedFor] = useState<string | null>(null);
  const ready = owner === null || loadedFor === owner;
  const [claiming, setClaiming] = useState<number | null>(null);
  const [failures, setFailures] = useState<ReadonlyMap<number, string>>(new Map());
  // A second tap in the same frame sees the first one's claim before React renders again.
  const inFlight = useRef(false);

  const reload = useCallback(async () => {
    if (owner === null) {
      setByPromotion(new Map());
      return;
    }
    try {
      const { claims } = await getPromotionClaims(stores.http);
      setByPromotion(new Map(claims.map((claim) => [claim.promotionId, claim])));
    } catch {
      // Without the list the buttons still work: the server refuses a second claim in words.
    }
    setLoadedFor(owner);
  }, [stores, owner]);
  useEffect(() => void reload(), [reload]);

  const claim = async (promotion: Promotion) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setClaiming(promotion.id);
    setFailures((now) => without(now, promotion.id));
    try {
      const done = await claimPromotion(stores.http, promotion.id);
      setByPromotion((now) => new Map(now).set(done.promotionId, done));
    } catch (error) {
      const failure = asApiError(error, "claim");
      setFailures((now) => new Map(now).set(promotion.id, claimFailureMessage(failure)));
      if (refusalChangesState(failure)) await reload();
    } finally {
      inFlight.current = false;
      setClaiming(null);
    }
  };

  return { byPromotion, ready, claiming, failures, claim, loggedIn, rewardCentre };
}

function without<K, V>(map: ReadonlyMap<K, V>, key: K): ReadonlyMap<K, V> {
  if (!map.has(key)) return map;
  const copy = new Map(map);
  copy.delete(key);
  return copy;
}
