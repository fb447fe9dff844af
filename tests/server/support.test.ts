/**
 * Help, news and feedback on the reference backend: seeded per merchant in its language, public
 * reads without a session, feedback only for the member who wrote it, the limits of
 * engine/constants.ts, a retried submit filed once, and the back-office controls.
 */
import { describe, expect, it } from "vitest";
import { FEEDBACK_CATEGORIES, FEEDBACK_MESSAGE_MAX } from "../../engine/constants";
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
