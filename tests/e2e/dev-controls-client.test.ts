/**
 * The browser tests' development-controls client (e2e/support/dev-controls.ts) against the real
 * reference server: a switch it turns on, restore() turns off; a refused control, and a refused
 * reset in restore(), fail with the route and the server's answer instead of passing silently.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DevControlsClient } from "../../e2e/support/dev-controls";
import { openTestDatabase, type RunningServer, startServer } from "../server/harness";

let server: RunningServer;
// No member is needed: the merchants come from their files, an empty database is enough.
beforeAll(async () => {
  server = await startServer({ db: await openTestDatabase(), mode: "test" });
});
afterAll(async () => {
  await server?.close();
  await server?.db.close();
});

const maintenance = async () =>
  (await server.call("/wps/system/status", { headers: { merchant: "royal" } })).json.value.maintenance;

describe("the dev-controls client", () => {
  it("switches the server's state, and restore() switches it back", async () => {
    const controls = new DevControlsClient({ server: server.origin, merchant: "royal" });
    await controls.state({ maintenance: true });
    expect(await maintenance()).toBe(true);
    await controls.restore();
    expect(await maintenance()).toBe(false);
  });

  it("a control the server refuses throws with the route and the server's reason", async () => {
    const controls = new DevControlsClient({ server: server.origin, merchant: "royal" });
    await expect(controls.fault({ path: "wps/no-slash" })).rejects.toThrow(
      /POST \/__dev\/faults failed: 400 .*path must be a request path/,
    );
  });

  it("restore() runs every reset and names each one the server refused, with its answer", async () => {
    const controls = new DevControlsClient({ server: server.origin, merchant: "nosuch" });
    const restored = controls.restore();
    await expect(restored).rejects.toThrow(
      /the asset-manifest hash: POST \/__dev\/asset-manifest failed: 400 .*merchant must be one of/,
    );
    // The merchant state's reset came after the refused one and ran all the same.
    await expect(restored).rejects.toThrow(/the merchant state: POST \/__dev\/state failed: 400/);
    await expect(restored).rejects.not.toThrow(/the faults/);
  });
});
