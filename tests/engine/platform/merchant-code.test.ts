import { describe, expect, it } from "vitest";
import { rememberMerchantCode } from "../../../engine/platform/merchant-code";
import { memoryStorage } from "../../../engine/platform/storage";

describe("the merchant code kept locally (spec §1)", () => {
  it("is stored as MC_MERCHANT, the name the platform's other clients read, and replaces another merchant's", () => {
    const storage = memoryStorage();
    rememberMerchantCode(storage, "royal");
    expect(storage.get("MC_MERCHANT")).toBe("royal");
    rememberMerchantCode(storage, "sahara");
    expect(storage.get("MC_MERCHANT")).toBe("sahara");
  });

  it("leaves storage alone when it already says so (no write on every page)", () => {
    const storage = memoryStorage();
    storage.set("MC_MERCHANT", "royal");
    let writes = 0;
    const counting = {
      ...storage,
      set(key: string, value: string) {
        writes++;
        storage.set(key, value);
      },
    };
    rememberMerchantCode(counting, "royal");
    expect(writes).toBe(0);
  });
});
