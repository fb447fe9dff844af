// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { applyNoindex, shouldNoindex } from "../../engine/routing/noindex";

describe("noindex rule", () => {
  it("indexes www hosts with up to two path segments", () => {
    expect(shouldNoindex("/m/home", "www.example.com")).toBe(false);
    expect(shouldNoindex("/", "WWW.example.com")).toBe(false);
  });

  it("marks more than two path segments noindex", () => {
    expect(shouldNoindex("/m/member/home", "www.example.com")).toBe(true);
  });

  it("marks hosts that are not www noindex", () => {
    expect(shouldNoindex("/m/home", "example.com")).toBe(true);
    expect(shouldNoindex("/m/home", "m.example.com")).toBe(true);
  });

  it("adds the robots meta once and removes it again", () => {
    applyNoindex(document, true);
    applyNoindex(document, true);
    expect(document.head.querySelectorAll('meta[name="robots"]')).toHaveLength(1);
    expect(document.head.querySelector('meta[name="robots"]')?.getAttribute("content")).toBe("noindex");
    applyNoindex(document, false);
    expect(document.head.querySelector('meta[name="robots"]')).toBeNull();
  });
});
