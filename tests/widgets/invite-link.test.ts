import { describe, expect, it } from "vitest";
import { canShare, inviteLink } from "../../widgets/invite-friends/invite-link";

describe("the invite link", () => {
  it("is this site's origin + /m/register?r=<code>", () => {
    expect(inviteLink("https://m.royal.example", "AB3D5F7H", null)).toBe(
      "https://m.royal.example/m/register?r=AB3D5F7H",
    );
    expect(inviteLink("http://royal.localhost:4202", "AB3D5F7H", null)).toBe(
      "http://royal.localhost:4202/m/register?r=AB3D5F7H",
    );
  });

  it("carries the affiliate code this device keeps, trimmed, and nothing for a blank one", () => {
    expect(inviteLink("https://m.royal.example", "AB3D5F7H", " aff 42 ")).toBe(
      "https://m.royal.example/m/register?r=AB3D5F7H&affiliateCode=aff+42",
    );
    expect(inviteLink("https://m.royal.example", "AB3D5F7H", "  ")).toBe(
      "https://m.royal.example/m/register?r=AB3D5F7H",
    );
  });

  it("escapes what a code could carry into a query", () => {
    expect(new URL(inviteLink("https://x.example", "A&B=C", null)).searchParams.get("r")).toBe("A&B=C");
  });
});

describe("native share", () => {
  it("is offered only where the browser has navigator.share", () => {
    expect(canShare(undefined)).toBe(false);
    expect(canShare({} as Navigator)).toBe(false);
    expect(canShare({ share: async () => undefined } as unknown as Navigator)).toBe(true);
  });
});
