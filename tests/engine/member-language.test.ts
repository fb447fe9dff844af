/**
 * After a member signs in, the language the platform keeps for them applies on a device with no
 * choice of its own, except for type 4, which is kept out of language sync both ways (spec §1).
 */
import { describe, expect, it, vi } from "vitest";
import { testStores } from "./test-stores";

async function signedIn(member: { type: number; language: string }) {
  const stores = testStores({ "/wps/member/info": { id: 9, userName: "m", ...member } });
  stores.session.adoptHandedOverToken("t-1");
  stores.start();
  await vi.waitFor(() => expect(stores.session.customerType).toBe(member.type));
  await new Promise((resolve) => setTimeout(resolve, 0));
  return stores;
}

describe("the member's platform language", () => {
  it("applies after sign-in when nothing is stored on this device", async () => {
    const stores = await signedIn({ type: 0, language: "CN" });
    await vi.waitFor(() => expect(stores.i18n.language).toBe("CN"));
    stores.stop();
  });

  it("does not apply to a type 4 member", async () => {
    const stores = await signedIn({ type: 4, language: "CN" });
    expect(stores.i18n.language).toBe("EN");
    stores.stop();
  });
});
