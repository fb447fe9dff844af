import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  PROVIDER_ERROR_KEYS,
  ProviderError,
  providerErrorNotice,
} from "../../engine/firebase/provider-error";

const english = JSON.parse(readFileSync("engine/i18n/messages/en.json", "utf8")) as Record<string, string>;
const translate = (id: string) => english[id] ?? `missing ${id}`;
const shown = (error: unknown): string[] | null => {
  const notice = providerErrorNotice(error, translate);
  if (!notice) return null;
  if (!("raw" in notice.message)) throw new Error("provider errors are shown as raw lines");
  return notice.message.raw.split("\n");
};

describe("what the member reads when the provider fails", () => {
  it("a translated sentence, then the code, then the provider's reason", () => {
    const error = Object.assign(new Error("Firebase: TOO_SHORT (auth/invalid-phone-number)."), {
      code: "auth/invalid-phone-number",
    });
    expect(shown(error)).toEqual([
      "This phone number is not valid.",
      "Code: auth/invalid-phone-number",
      "Reason: TOO_SHORT",
    ]);
  });

  it("leaves out a reason that only repeats the code", () => {
    const error = Object.assign(new Error("Firebase: Error (auth/popup-closed-by-user)."), {
      code: "auth/popup-closed-by-user",
    });
    expect(shown(error)).toEqual([english.auth_popup_closed, "Code: auth/popup-closed-by-user"]);
  });

  it("reads an unexpected code or a plain error as auth/unknown, keeping the code it had", () => {
    expect(shown({ code: "auth/internal-error", message: "boom" })).toEqual([
      english.auth_unknown,
      "Code: auth/internal-error",
      "Reason: boom",
    ]);
    expect(shown(new TypeError("Failed to fetch"))).toEqual([
      english.auth_unknown,
      "Code: auth/unknown",
      "Reason: Failed to fetch",
    ]);
  });

  it("says 'code expired' when no confirmation is pending", () => {
    expect(shown(new ProviderError("auth/code-expired"))?.[0]).toBe(english.auth_code_expired);
  });

  it("says nothing when a newer popup replaced the previous one", () => {
    expect(providerErrorNotice({ code: "auth/cancelled-popup-request" }, translate)).toBeNull();
  });

  it("has an English text for every code it words", () => {
    const missing = Object.values(PROVIDER_ERROR_KEYS).filter((key) => !(key in english));
    expect(missing).toEqual([]);
  });
});
