import { describe, expect, it } from "vitest";
import { STORAGE_KEYS } from "../../engine/constants";
import { memoryStorage } from "../../engine/platform/storage";
import { SessionStore, VISITOR_TYPE } from "../../engine/stores/session-store";

const info = { id: 7, token: "t-1", merchantCode: "royal", userName: "demo", type: 0, firstTimeLogin: false };

describe("SessionStore", () => {
  it("restores the stored session of this merchant", () => {
    const storage = memoryStorage({ [STORAGE_KEYS.sessionInfo]: JSON.stringify(info) });
    const session = new SessionStore(storage, "royal");
    expect(session.isLoggedIn).toBe(true);
    expect(session.token).toBe("t-1");
  });

  it("ignores another merchant's session on the same origin", () => {
    const storage = memoryStorage({ [STORAGE_KEYS.sessionInfo]: JSON.stringify(info) });
    expect(new SessionStore(storage, "sunrise").isLoggedIn).toBe(false);
  });

  it("survives a corrupted stored value", () => {
    const storage = memoryStorage({ [STORAGE_KEYS.sessionInfo]: "{not json" });
    const session = new SessionStore(storage, "royal");
    expect(session.isLoggedIn).toBe(false);
    expect(session.customerType).toBe(VISITOR_TYPE);
  });

  it("adopts a session handed over in the address, and keeps it for a reload", () => {
    const storage = memoryStorage();
    const session = new SessionStore(storage, "royal");
    session.adoptHandedOverToken(null);
    expect(session.isLoggedIn).toBe(false);
    session.adoptHandedOverToken("q-9");
    expect(session.token).toBe("q-9");
    expect(new SessionStore(storage, "royal").token).toBe("q-9");
  });

  it("clears the session and its stored copy", () => {
    const storage = memoryStorage();
    const session = new SessionStore(storage, "royal");
    session.start(info);
    session.clear();
    expect(session.isLoggedIn).toBe(false);
    expect(storage.get(STORAGE_KEYS.sessionInfo)).toBeNull();
  });

  it("completes a query-token session from the member call, keeping the member's type", () => {
    const session = new SessionStore(memoryStorage(), "royal");
    session.adoptHandedOverToken("q-4");
    session.completeFrom({ id: 9, account: "guest4", type: 4 });
    expect(session.info).toMatchObject({ id: 9, token: "q-4", userName: "guest4", type: 4 });
    // A session that came from a login already knows who it is.
    session.start(info);
    session.completeFrom({ id: 1, userName: "other", type: 4 });
    expect(session.info).toEqual(info);
  });
});
