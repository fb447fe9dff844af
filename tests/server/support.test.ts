/**
 * Help, news and feedback on the reference backend: seeded per merchant in its language, public
 * reads without a session, feedback only for the member who wrote it, the limits of
 * engine/constants.ts, a retried submit filed once, and the back-office controls.
 */
import { describe, expect, it } from "vitest";
import {
  FEEDBACK_ATTACHMENT_MAX_BYTES,
  FEEDBACK_CATEGORIES,
  FEEDBACK_MESSAGE_MAX,
} from "../../engine/constants";
import { seededServerForFile } from "./harness";

const server = seededServerForFile();

const headers = (merchant: string, token?: string) => ({
  merchant,
  ...(token ? { authorization: token } : {}),
});

const get = (path: string, merchant: string, token?: string) =>
  server.call(path, { headers: headers(merchant, token) });
const post = (path: string, merchant: string, token: string | undefined, body: unknown) =>
  server.call(path, { method: "POST", headers: headers(merchant, token), body });

describe("help topics", () => {
  it("answers categories with their topics, without a session, in the merchant's language", async () => {
    const royal = await get("/wps/relay/MCSFE_getHelpTopics", "royal");
    expect(royal.status).toBe(200);
    const { categories } = royal.json.value;
    expect(categories.length).toBeGreaterThanOrEqual(3);
    for (const category of categories) {
      expect(category.name).toBeTruthy();
      expect(category.topics.length).toBeGreaterThan(0);
      for (const topic of category.topics) expect(topic).toMatchObject({ id: expect.any(Number) });
    }
    // royal speaks Chinese, brisa Brazilian Portuguese, sahara Arabic.
    expect(categories[0].name).toBe("账户");
    const brisa = (await get("/wps/relay/MCSFE_getHelpTopics", "brisa")).json.value;
    expect(brisa.categories[0].name).toBe("Conta");
    const sahara = (await get("/wps/relay/MCSFE_getHelpTopics", "sahara")).json.value;
    expect(sahara.categories[0].name).toBe("الحساب");
    const sunrise = (await get("/wps/relay/MCSFE_getHelpTopics", "sunrise")).json.value;
    expect(sunrise.categories[0].name).toBe("Account");
  });

  it("stores the HTML a dev control sets, unsanitised, and answers it as stored", async () => {
    const payload = '<img src=x onerror="alert(1)"><script>alert(2)</script><p>hi</p>';
    const set = await post("/__dev/help-topic", "sunrise", undefined, {
      merchant: "sunrise",
      content: payload,
      title: "XSS",
    });
    expect(set.status, set.text).toBe(200);
    const { categories } = (await get("/wps/relay/MCSFE_getHelpTopics", "sunrise")).json.value;
    expect(categories[0].topics[0]).toMatchObject({ title: "XSS", content: payload });
    const missing = await post("/__dev/help-topic", "sunrise", undefined, {
      merchant: "sunrise",
      id: 999_999,
      content: "x",
    });
    expect(missing.status).toBe(400);
    expect(missing.json.errorCode).toBe("request_param_err");
  });
});

describe("news", () => {
  it("lists news newest first without a session, and answers one item with its body", async () => {
    const list = (await get("/wps/relay/MCSFE_getNewsList", "brisa")).json.value.news;
    expect(list.length).toBe(3);
    const dates = list.map((item: { publishDate: number }) => item.publishDate);
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    expect(list[0]).not.toHaveProperty("content");
    const detail = await get(`/wps/relay/MCSFE_getNewsDetail?id=${list[0].id}`, "brisa");
    expect(detail.json.value).toMatchObject({ id: list[0].id, title: list[0].title });
    expect(detail.json.value.content).toContain("<p>");
  });

  it("answers news.not.found for an unknown id or another merchant's item, request_param_err for no id", async () => {
    const royalFirst = (await get("/wps/relay/MCSFE_getNewsList", "royal")).json.value.news[0];
    const foreign = await get(`/wps/relay/MCSFE_getNewsDetail?id=${royalFirst.id}`, "brisa");
    expect(foreign.status).toBe(400);
    expect(foreign.json.errorCode).toBe("news.not.found");
    expect((await get("/wps/relay/MCSFE_getNewsDetail?id=999999", "brisa")).json.errorCode).toBe(
      "news.not.found",
    );
    expect((await get("/wps/relay/MCSFE_getNewsDetail", "brisa")).json.errorCode).toBe("request_param_err");
  });

  it("the news control replaces the newest item's body", async () => {
    const set = await post("/__dev/news", "royal", undefined, { merchant: "royal", content: "<b>new</b>" });
    expect(set.status, set.text).toBe(200);
    const newest = (await get("/wps/relay/MCSFE_getNewsList", "royal")).json.value.news[0];
    expect((await get(`/wps/relay/MCSFE_getNewsDetail?id=${newest.id}`, "royal")).json.value.content).toBe(
      "<b>new</b>",
    );
  });
});

describe("feedback", () => {
  it("needs a session to send or to list", async () => {
    const list = await get("/wps/relay/MCSFE_getFeedbackList", "royal");
    expect(list.status).toBe(401);
    expect(list.json.errorCode).toBe("login.not.session");
    const send = await post("/wps/relay/MCSFE_submitFeedback", "royal", undefined, {
      category: "OTHER",
      message: "hi",
    });
    expect(send.status).toBe(401);
  });

  it("lists the demo member's seeded feedback, one answered", async () => {
    const token = await server.tokenOf("brisa");
    const { feedback } = (await get("/wps/relay/MCSFE_getFeedbackList", "brisa", token)).json.value;
    expect(feedback.map((item: { state: string }) => item.state)).toEqual(["OPEN", "REPLIED"]);
    expect(feedback[1].reply).toBeTruthy();
    // The answered one was sent with a screenshot (a real PNG), which its owner can read.
    expect(feedback.map((item: { hasAttachment: boolean }) => item.hasAttachment)).toEqual([false, true]);
    const shot = await get(`/wps/relay/MCSFE_getFeedbackAttachment?id=${feedback[1].id}`, "brisa", token);
    expect(shot.json.value.mime).toBe("image/png");
    expect(Buffer.from(shot.json.value.data, "base64").subarray(1, 4).toString()).toBe("PNG");
    const agent = await server.tokenOf("brisa", "agent1", "Agent@1234");
    expect((await get("/wps/relay/MCSFE_getFeedbackList", "brisa", agent)).json.value.feedback).toEqual([]);
  });

  it("files a submit once per request id, trimmed, newest first, for that member only", async () => {
    const token = await server.tokenOf("lite");
    const body = { category: "GAME", message: "  The dice game froze.  ", contact: " ", requestId: "k-1" };
    const first = await post("/wps/relay/MCSFE_submitFeedback", "lite", token, body);
    expect(first.status, first.text).toBe(200);
    expect(first.json.value).toMatchObject({
      category: "GAME",
      message: "The dice game froze.",
      contact: null,
      state: "OPEN",
      reply: null,
    });
    const retry = await post("/wps/relay/MCSFE_submitFeedback", "lite", token, body);
    expect(retry.json.value.id).toBe(first.json.value.id);
    const { feedback } = (await get("/wps/relay/MCSFE_getFeedbackList", "lite", token)).json.value;
    expect(feedback[0].id).toBe(first.json.value.id);
    expect(feedback.filter((item: { id: number }) => item.id === first.json.value.id)).toHaveLength(1);
  });

  it("refuses a bad category, an empty or too long message and a too long contact", async () => {
    const token = await server.tokenOf("sahara");
    const send = (body: object) =>
      post("/wps/relay/MCSFE_submitFeedback", "sahara", token, { category: "OTHER", message: "ok", ...body });
    expect((await send({ category: "NOPE" })).json.errorCode).toBe("feedback.category.invalid");
    expect((await send({ message: "   " })).json.errorCode).toBe("feedback.message.required");
    expect((await send({ message: "x".repeat(FEEDBACK_MESSAGE_MAX + 1) })).json.errorCode).toBe(
      "feedback.message.too.long",
    );
    // Counted in characters, as the form counts them: the limit in emoji is accepted.
    expect((await send({ message: "😀".repeat(FEEDBACK_MESSAGE_MAX) })).status).toBe(200);
    expect((await send({ contact: "c".repeat(101) })).json.errorCode).toBe("feedback.contact.too.long");
    for (const category of FEEDBACK_CATEGORIES) expect((await send({ category })).status).toBe(200);
  });

  it("the back office's reply shows in the member's list", async () => {
    const token = await server.tokenOf("sunrise");
    const sent = (
      await post("/wps/relay/MCSFE_submitFeedback", "sunrise", token, { category: "OTHER", message: "Hello" })
    ).json.value;
    const reply = await post("/__dev/feedback/reply", "sunrise", undefined, {
      merchant: "sunrise",
      id: sent.id,
      reply: "Thanks!",
    });
    expect(reply.status, reply.text).toBe(200);
    const { feedback } = (await get("/wps/relay/MCSFE_getFeedbackList", "sunrise", token)).json.value;
    expect(feedback.find((item: { id: number }) => item.id === sent.id)).toMatchObject({
      state: "REPLIED",
      reply: "Thanks!",
      replyTime: expect.any(Number),
    });
    const stored = await server.call("/__dev/feedback?merchant=sunrise&username=demo");
    expect(stored.json.value.some((item: { id: number }) => item.id === sent.id)).toBe(true);
    const wrongMerchant = await post("/__dev/feedback/reply", "royal", undefined, {
      merchant: "royal",
      id: sent.id,
      reply: "x",
    });
    expect(wrongMerchant.status).toBe(400);
  });
});

describe("feedback screenshots", () => {
  // A real 1×1 PNG; JPEG and WebP need only their signatures (the backend checks bytes, not pixels).
  const PNG = Buffer.from(
    "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
    "base64",
  );
  const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0]);
  const WEBP = Buffer.from("RIFF\u0024\u0000\u0000\u0000WEBPVP8 \u0000\u0000", "latin1");
  const send = (
    token: string,
    attachment: object | undefined,
    extra: { merchant?: string; requestId?: string } = {},
  ) =>
    post("/wps/relay/MCSFE_submitFeedback", extra.merchant ?? "royal", token, {
      category: "GAME",
      message: "The spin button is hidden",
      ...(attachment ? { attachment } : {}),
      ...extra,
    });
  const wire = (bytes: Buffer, mime = "image/png") => ({ mime, data: bytes.toString("base64") });

  it("accepts a PNG, a JPEG and a WebP, marks them in the list, and answers the bytes to the owner", async () => {
    const token = await server.tokenOf("royal");
    for (const [bytes, mime] of [
      [PNG, "image/png"],
      [JPEG, "image/jpeg"],
      [WEBP, "image/webp"],
    ] as const) {
      const sent = await send(token, wire(bytes, mime));
      expect(sent.status, sent.text).toBe(200);
      expect(sent.json.value.hasAttachment).toBe(true);
      const read = await get(
        `/wps/relay/MCSFE_getFeedbackAttachment?id=${sent.json.value.id}`,
        "royal",
        token,
      );
      expect(read.status, read.text).toBe(200);
      expect(read.json.value).toMatchObject({ mime, size: bytes.length, data: bytes.toString("base64") });
      expect(read.headers["cache-control"]).toBe("private, no-store");
    }
    const plain = (await send(token, undefined)).json.value;
    expect(plain.hasAttachment).toBe(false);
    const { feedback } = (await get("/wps/relay/MCSFE_getFeedbackList", "royal", token)).json.value;
    expect(feedback.slice(0, 4).map((item: { hasAttachment: boolean }) => item.hasAttachment)).toEqual([
      false,
      true,
      true,
      true,
    ]);
  });

  it("stores the type its bytes say, not the one claimed", async () => {
    const token = await server.tokenOf("royal");
    const sent = (await send(token, wire(JPEG, "image/png"))).json.value;
    const read = await get(`/wps/relay/MCSFE_getFeedbackAttachment?id=${sent.id}`, "royal", token);
    expect(read.json.value.mime).toBe("image/jpeg");
  });

  it("refuses a text file renamed .png, an over-size image and bad base64, filing nothing", async () => {
    const token = await server.tokenOf("brisa");
    const count = async () =>
      (await get("/wps/relay/MCSFE_getFeedbackList", "brisa", token)).json.value.feedback.length;
    const before = await count();
    const text = await send(token, wire(Buffer.from("meeting notes, not a picture")), {
      merchant: "brisa",
      requestId: "t-1",
    });
    expect(text.status).toBe(400);
    expect(text.json.errorCode).toBe("feedback.attachment.not.image");
    const limit = Buffer.alloc(FEEDBACK_ATTACHMENT_MAX_BYTES);
    PNG.copy(limit);
    expect((await send(token, wire(limit), { merchant: "brisa" })).status).toBe(200);
    const over = Buffer.alloc(FEEDBACK_ATTACHMENT_MAX_BYTES + 1);
    PNG.copy(over);
    const large = await send(token, wire(over), { merchant: "brisa" });
    expect(large.status).toBe(400);
    expect(large.json.errorCode).toBe("feedback.attachment.too.large");
    const garbled = await send(token, { mime: "image/png", data: "not base64!" }, { merchant: "brisa" });
    expect(garbled.json.errorCode).toBe("request_param_err");
    expect(await count()).toBe(before + 1);
    // The refused request id was not used up: the same key with a real image files it.
    expect((await send(token, wire(PNG), { merchant: "brisa", requestId: "t-1" })).status).toBe(200);
  });

  it("a retried submit files once with one screenshot", async () => {
    const token = await server.tokenOf("sunrise");
    const body = wire(PNG);
    const first = await send(token, body, { merchant: "sunrise", requestId: "shot-1" });
    const retry = await send(token, body, { merchant: "sunrise", requestId: "shot-1" });
    expect(retry.json.value).toMatchObject({ id: first.json.value.id, hasAttachment: true });
    const { feedback } = (await get("/wps/relay/MCSFE_getFeedbackList", "sunrise", token)).json.value;
    expect(feedback.filter((item: { id: number }) => item.id === first.json.value.id)).toHaveLength(1);
    const rows = await server.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM feedback_attachments WHERE feedback_id = $1",
      [first.json.value.id],
    );
    expect(rows.rows[0]?.n).toBe(1);
  });

  it("only the owner reads a screenshot; another member and a visitor are refused", async () => {
    const owner = await server.tokenOf("lite");
    const sent = (await send(owner, wire(PNG), { merchant: "lite" })).json.value;
    const path = `/wps/relay/MCSFE_getFeedbackAttachment?id=${sent.id}`;
    const other = await server.tokenOf("lite", "agent1", "Agent@1234");
    const foreign = await get(path, "lite", other);
    expect(foreign.status).toBe(400);
    expect(foreign.json.errorCode).toBe("feedback.attachment.not.found");
    expect(foreign.text).not.toContain(PNG.toString("base64"));
    expect((await get(path, "lite")).status).toBe(401);
    expect((await get(path, "lite", owner)).status).toBe(200);
  });
});

describe("empty states", () => {
  it("the delete controls empty a merchant's help and news, and only that merchant's", async () => {
    const del = (path: string) => server.call(`${path}?merchant=lite`, { method: "DELETE" });
    expect((await del("/__dev/help-topics")).json.value.removed).toBe(6);
    expect((await del("/__dev/news")).json.value.removed).toBe(3);
    expect((await get("/wps/relay/MCSFE_getHelpTopics", "lite")).json.value.categories).toEqual([]);
    expect((await get("/wps/relay/MCSFE_getNewsList", "lite")).json.value.news).toEqual([]);
    expect((await get("/wps/relay/MCSFE_getNewsList", "sunrise")).json.value.news).toHaveLength(3);
  });
});
