import { describe, expect, it, vi } from "vitest";
import { testStores } from "./test-stores";

describe("a session handed over in the query", () => {
  it("takes the member's type from the member call: a type-4 member stays type 4", async () => {
    const stores = testStores({ "/wps/member/info": { id: 9, type: 4, userName: "guest4" } });
    stores.session.adoptHandedOverToken("q-4");
    expect(stores.session.customerType).toBe(0);
    stores.start();
    await vi.waitFor(() => expect(stores.session.customerType).toBe(4));
    expect(stores.session.info?.userName).toBe("guest4");
    stores.stop();
  });
});
