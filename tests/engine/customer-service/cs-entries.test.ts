/**
 * Customer-service entries (spec sections 3 and 6): which source, which entry for a VIP label,
 * where an entry leads (decoded on the client; bad paths give a message), and what opening does.
 */
import { describe, expect, it, vi } from "vitest";
import {
  type CsEntry,
  customerServiceEntries,
  entryAddress,
} from "../../../engine/customer-service/cs-entries";
import {
  type CustomerServiceRequest,
  entriesFor,
  openCustomerService,
} from "../../../engine/customer-service/open-customer-service";
import { decodeCustomerServicePath } from "../../../engine/http/legacy-cipher";
import { encodeCustomerServicePath } from "../../../server/legacy-cipher";

const ORIGIN = "https://m.royal.example";
const entry = (csType: string, csPosition: number, labelIds: number[] = []): CsEntry => ({
  title: csType,
  path: `/chat/${csType}`,
  csType,
  csPosition,
  labelIds,
  encoded: false,
});

describe("entriesFor: the member's VIP label, else the unrestricted ones, by position", () => {
  const all = [
    entry("COMM100VIP", 2, [3, 5]),
    entry("LIVECHAT", 1),
    entry("AICAN", 3, [1]),
    entry("MIDUOKE", 0),
  ];
  it.each([
    [null, ["MIDUOKE", "LIVECHAT"]],
    [3, ["COMM100VIP"]],
    ["5", ["COMM100VIP"]],
    [1, ["AICAN"]],
    [9, ["MIDUOKE", "LIVECHAT"]],
  ])("label %s → %j", (label, expected) => {
    expect(entriesFor(all, label).map((e) => e.csType)).toEqual(expected);
  });
  it("a label with no entry of its own and no unrestricted entry → none", () => {
    expect(entriesFor([entry("AICAN", 1, [1])], 3)).toEqual([]);
  });
});

describe("customerServiceEntries: the platform's, else the merchant file's", () => {
  const config = [{ csType: "COMM100" as const, title: "Help", url: "/wps/demo/chat", labelIds: [] }];
  it.each([
    [
      "a list from the status call",
      [{ title: "A", path: "enc", csType: "LIVECHAT", labelIds: [3] }],
      ["LIVECHAT:enc:true"],
    ],
    ["nothing from the status call", undefined, ["COMM100:/wps/demo/chat:false"]],
    ["an empty list", [], ["COMM100:/wps/demo/chat:false"]],
    ["not a list", { title: "x" }, ["COMM100:/wps/demo/chat:false"]],
    ["only malformed items (kept out, and the platform's word stands)", [7, null, { title: "no path" }], []],
    [
      "malformed items among good ones",
      [null, { path: " p ", csType: "AICAN", labelIds: ["3", {}] }],
      ["AICAN:p:true"],
    ],
  ])("%s", (_, fromStatus, expected) => {
    expect(
      customerServiceEntries(fromStatus, config).map((e) => `${e.csType}:${e.path}:${e.encoded}`),
    ).toEqual(expected);
  });
});

describe("entryAddress: decoded on the client; only http(s)", () => {
  const encoded = (path: string): CsEntry => ({ ...entry("LIVECHAT", 1), path, encoded: true });
  it.each([
    [
      "an encoded site path",
      encoded(encodeCustomerServicePath("/wps/demo/chat?merchant=royal")),
      `${ORIGIN}/wps/demo/chat?merchant=royal`,
    ],
    [
      "an encoded absolute URL",
      encoded(encodeCustomerServicePath("https://chat.example/x")),
      "https://chat.example/x",
    ],
    ["a path sent in clear", encoded("https://chat.example/clear"), "https://chat.example/clear"],
    ["a site path sent in clear", encoded("/wps/demo/chat"), `${ORIGIN}/wps/demo/chat`],
    ["garbage", encoded("%%%not-base64%%%"), null],
    ["a short string", encoded("abc"), null],
    ["a protocol-relative path", encoded("//evil.example/x"), null],
    ["an encoded javascript: URL", encoded(encodeCustomerServicePath("javascript:alert(1)")), null],
    ["a config URL in clear", entry("AICAN", 1), `${ORIGIN}/chat/AICAN`],
  ])("%s", (_, value, expected) => {
    expect(entryAddress(value, ORIGIN, decodeCustomerServicePath)).toBe(expected);
  });
});

describe("openCustomerService", () => {
  const request = (over: Partial<CustomerServiceRequest>): CustomerServiceRequest => ({
    fromStatus: [
      {
        title: "All",
        path: encodeCustomerServicePath("/chat/all"),
        csType: "OTHER",
        csPosition: 1,
        labelIds: [],
      },
      {
        title: "VIP",
        path: encodeCustomerServicePath("/chat/vip"),
        csType: "OTHER",
        csPosition: 2,
        labelIds: [3],
      },
    ],
    fromConfig: [],
    labelId: null,
    identity: { name: null, id: null, language: "EN" },
    origin: ORIGIN,
    open: vi.fn(),
    scripts: async () => [],
    tell: vi.fn(),
    ...over,
  });

  it.each([
    [null, `${ORIGIN}/chat/all`],
    [3, `${ORIGIN}/chat/vip`],
  ])("without a provider script, opens the label's entry page (label %s)", async (labelId, url) => {
    const open = vi.fn();
    expect(await openCustomerService(request({ labelId, open }))).toBe(true);
    expect(open).toHaveBeenCalledWith(url);
  });

  it("answers false when the merchant has no entry", async () => {
    expect(await openCustomerService(request({ fromStatus: [], fromConfig: [] }))).toBe(false);
  });

  it("an undecodable path: the member is told, nothing opens", async () => {
    const open = vi.fn();
    const tell = vi.fn();
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const fromStatus = [{ title: "Bad", path: "@@not a path@@", csType: "LIVECHAT", labelIds: [] }];
    expect(await openCustomerService(request({ fromStatus, open, tell }))).toBe(true);
    expect(open).not.toHaveBeenCalled();
    expect(tell).toHaveBeenCalledWith("chat_cs_path_invalid");
  });

  it("a failing scripts call or a script of another origin scheme opens the page instead", async () => {
    const open = vi.fn();
    await openCustomerService(request({ open, scripts: async () => Promise.reject(new Error("down")) }));
    const fromStatus = [{ title: "L", path: "/chat/lc", csType: "LIVECHAT", labelIds: [] }];
    await openCustomerService(
      request({
        fromStatus,
        open,
        scripts: async () => [{ csType: "LIVECHAT", src: "javascript:alert(1)", settings: {} }],
      }),
    );
    expect(open.mock.calls).toEqual([[`${ORIGIN}/chat/all`], [`${ORIGIN}/chat/lc`]]);
  });
});
