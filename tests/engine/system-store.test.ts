import { describe, expect, it } from "vitest";
import type { SystemStatus } from "../../engine/api/system";
import { HttpClient } from "../../engine/http/client";
import { ApiError } from "../../engine/http/envelope";
import { statusFailureOutcome } from "../../engine/http/error-catalogue";
import { NoticeStore } from "../../engine/stores/notice-store";
import { SystemStore } from "../../engine/stores/system-store";

function storeAnswering(answer: () => Response | Promise<Response>, protocol = "http:") {
  const urls: string[] = [];
  const http = new HttpClient({
    fetch: (async (url: string) => {
      urls.push(url);
      return answer();
    }) as typeof fetch,
    baseUrl: "",
    merchant: () => "royal",
    language: () => "EN",
    token: () => null,
  });
  const notices = new NoticeStore();
  const system = new SystemStore(http, notices, { protocol, host: "royal.example:8080", search: "" });
  return { system, notices, urls };
}

const envelope = (body: object, status = 200) => new Response(JSON.stringify(body), { status });

describe("SystemStore", () => {
  it("asks for the mobile status of this host and keeps what it says", async () => {
    const status: SystemStatus = {
      maintenance: true,
      maintenanceEnd: 123,
      regionRestriction: false,
      ip: "1.2.3.4",
    };
    const { system, urls } = storeAnswering(() => envelope({ success: true, value: status }));
    await system.load("orig.example", "t1");
    expect(urls[0]).toBe(
      "/wps/system/status?device=MOBILE&url=royal.example%3A8080&originalDomain=orig.example&track=t1",
    );
    expect(system.phase).toBe("ready");
    expect(system.maintenance).toBe(true);
    expect(system.maintenanceEnd).toBe(123);
    expect(system.ip).toBe("1.2.3.4");
  });

  it("prefers location.ip over ip", async () => {
    const { system } = storeAnswering(() =>
      envelope({
        success: true,
        value: { maintenance: false, regionRestriction: true, ip: "x", location: { ip: "9.9.9.9" } },
      }),
    );
    await system.load("", "");
    expect(system.ip).toBe("9.9.9.9");
    expect(system.regionRestriction).toBe(true);
  });

  it("shows the server's message in a notice and re-throws when the call fails with a code", async () => {
    const { system, notices } = storeAnswering(() =>
      envelope({ success: false, value: null, errorCode: "system.busy", message: "Busy" }, 500),
    );
    await expect(system.load("", "")).rejects.toBeInstanceOf(ApiError);
    expect(system.phase).toBe("failed");
    expect(notices.current?.title).toEqual({ id: "notice" });
    expect(notices.current?.message).toEqual({ raw: "Busy" });
  });

  it("hands domain_not_available to the domain handler instead of a notice", async () => {
    const { system, notices } = storeAnswering(() =>
      envelope({ success: false, value: null, errorCode: "domain_not_available" }, 400),
    );
    await expect(system.load("", "")).rejects.toBeInstanceOf(ApiError);
    expect(system.domainUnavailable).toBe(true);
    expect(notices.current).toBeNull();
  });
});

describe("status failure rows of the error catalogue", () => {
  const network = new ApiError({ kind: "network", path: "/wps/system/status" });
  const coded = new ApiError({
    kind: "http",
    path: "/wps/system/status",
    errorCode: "x",
    serverMessage: null,
  });

  it("plain http without a code: Network Error / CORS Errors", () => {
    expect(statusFailureOutcome(network, "http:")).toEqual({
      kind: "notice",
      notice: { message: { raw: "Network Error / CORS Errors" } },
    });
  });

  it("https without a code: the message, or Error", () => {
    expect(statusFailureOutcome(network, "https:")).toEqual({
      kind: "notice",
      notice: { message: { raw: "Error" } },
    });
  });

  it("a code without a message: Error", () => {
    expect(statusFailureOutcome(coded, "http:")).toEqual({
      kind: "notice",
      notice: { message: { raw: "Error" } },
    });
  });
});
