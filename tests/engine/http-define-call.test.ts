/**
 * A declared call (engine/http/define-call.ts): the request it makes from its definition and its
 * arguments, and an answer that breaks its schema reported and rejected as before defineCall.
 */
import { beforeEach, describe, expect, it, vi } from "vitest";
import { getMemberInfo, setMemberLanguage } from "../../engine/api/member";
import { logout } from "../../engine/api/session";
import { HttpClient } from "../../engine/http/client";
import { ApiError } from "../../engine/http/envelope";
import { resetResponseProblems, responseProblemCounts } from "../../engine/http/response-problems";

type Sent = { url: string; init: RequestInit };

function clientAnswering(value: unknown) {
  const sent: Sent[] = [];
  const onFailure = vi.fn();
  const http = new HttpClient({
    fetch: (async (url: string, init: RequestInit) => {
      sent.push({ url, init });
      return new Response(JSON.stringify({ success: true, value }), { status: 200 });
    }) as typeof fetch,
    baseUrl: "",
    merchant: () => "royal",
    language: () => "EN",
    token: () => "tok-member",
    onFailure,
  });
  return { http, sent, onFailure };
}

const header = (sent: Sent | undefined, name: string) => new Headers(sent?.init.headers).get(name);

beforeEach(() => resetResponseProblems());

describe("a declared call", () => {
  it("sends its path, method and module with the body its arguments make", async () => {
    const { http, sent } = clientAnswering(true);
    await expect(setMemberLanguage(http, "TH")).resolves.toBe(true);
    expect(sent[0]?.url).toBe("/wps/member/language");
    expect(sent[0]?.init.method).toBe("PUT");
    expect(sent[0]?.init.body).toBe(JSON.stringify({ language: "TH" }));
    expect(header(sent[0], "ModuleId")).toBe("COMM3");
  });

  it("lets its arguments replace a fixed part: the logout of a session already let go", async () => {
    const { http, sent } = clientAnswering(true);
    await logout(http);
    await logout(http, "tok-old");
    expect(header(sent[0], "Authorization")).toBe("tok-member");
    expect(header(sent[1], "Authorization")).toBe("tok-old");
  });

  it("resolves with an answer that fits its schema", async () => {
    const { http } = clientAnswering({ id: 7, type: 0, userName: "demo" });
    await expect(getMemberInfo(http)).resolves.toEqual({ id: 7, type: 0, userName: "demo" });
  });

  it("reports an answer that breaks its schema once, naming the call, and rejects it as malformed", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const { http, onFailure } = clientAnswering({ id: 7, type: "gold" });
    const failure = await getMemberInfo(http).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).kind).toBe("malformed");
    expect(onFailure).toHaveBeenCalledTimes(1);
    expect(responseProblemCounts()).toEqual({ "member.getMemberInfo": 1 });
    expect(warn).toHaveBeenCalledWith('[bad answer] member.getMemberInfo: "/type" not number');
    warn.mockRestore();
  });
});
