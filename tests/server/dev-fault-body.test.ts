/** POST /__dev/faults with `body`: the wrong-shaped answers the client's response schemas catch (issue 20). */
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { openSeededDatabase, type RunningServer, startServer } from "./harness";

let server: RunningServer;
beforeAll(async () => {
  server = await startServer({ db: await openSeededDatabase(), mode: "test" });
});
afterAll(async () => {
  await server?.close();
  await server?.db.close();
});
afterEach(async () => {
  await server.call("/__dev/faults", { method: "DELETE" });
});

const LANES = "/wps/relay/GCSGAME_newGameVendor";
const royal = { headers: { merchant: "royal" } };

describe("POST /__dev/faults with a body", () => {
  it("answers 200 with exactly that JSON, then the real answer once used up", async () => {
    const wrong = { success: true, value: { data: { lanes: "not a list" } } };
    await server.call("/__dev/faults", { body: { path: LANES, body: wrong, times: 1 } });
    const faulted = await server.call(LANES, royal);
    expect(faulted.status).toBe(200);
    expect(faulted.json).toEqual(wrong);
    const real = await server.call(LANES, royal);
    expect(Array.isArray(real.json.value.data.lanes)).toBe(true);
  });

  it("sends null and bare values as they are, with the status asked for", async () => {
    await server.call("/__dev/faults", { body: { path: LANES, body: null, status: 503, times: 1 } });
    const reply = await server.call(LANES, royal);
    expect(reply.status).toBe(503);
    expect(reply.text).toBe("null");
  });
});
