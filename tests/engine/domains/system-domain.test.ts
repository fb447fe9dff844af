import { describe, expect, it } from "vitest";
import { HttpClient } from "../../../engine/http/client";
import { NoticeStore } from "../../../engine/stores/notice-store";
import { domainUnavailableInfo, SystemStore } from "../../../engine/stores/system-store";

function storeAnswering(body: object, status: number) {
  const http = new HttpClient({
    fetch: (async () => new Response(JSON.stringify(body), { status })) as typeof fetch,
    baseUrl: "",
    merchant: () => "sunrise",
    language: () => "EN",
    token: () => null,
  });
  const notices = new NoticeStore();
  return {
    system: new SystemStore(http, notices, { protocol: "https:", host: "a.example", search: "" }),
    notices,
  };
}

const entry = { title: "Chat", path: "enc", csType: "LIVECHAT", csPosition: 1, labelIds: [] };

describe("the status call's domain lists", () => {
  it("a good status brings value.domainList", async () => {
    const { system } = storeAnswering(
      {
        success: true,
        value: { maintenance: false, regionRestriction: false, domainList: [{ domainName: "b.example" }] },
      },
      200,
    );
    await system.load("", "");
    expect(system.domainList).toEqual([{ domainName: "b.example" }]);
    expect(system.unavailable).toBeNull();
  });

  it("domain_not_available keeps its message, customer service and domains for the dialog; no notice", async () => {
    const { system, notices } = storeAnswering(
      {
        success: false,
        errorCode: "domain_not_available",
        message: "This address is closed",
        value: { customerService: [entry], domainList: [{ domainName: "b.example" }] },
      },
      200,
    );
    await expect(system.load("", "")).rejects.toThrow();
    expect(system.domainUnavailable).toBe(true);
    expect(system.unavailable?.message).toBe("This address is closed");
    expect(system.unavailable?.customerService).toEqual([entry]);
    expect(system.domainList).toEqual([{ domainName: "b.example" }]);
    expect(notices.current).toBeNull();
  });
});

describe("domainUnavailableInfo reads a malformed value as nothing", () => {
  it.each([
    [null, "", { message: null, customerService: [], domainList: [] }],
    ["text", "m", { message: "m", customerService: [], domainList: [] }],
    [{ customerService: "x", domainList: {} }, "", { message: null, customerService: [], domainList: [] }],
    [
      { customerService: [null, 3, { title: "no path" }, entry] },
      "",
      { message: null, customerService: [entry], domainList: [] },
    ],
  ])("%j", (value, message, expected) => {
    expect(domainUnavailableInfo(value, message)).toEqual(expected);
  });
});
