import { describe, expect, it } from "vitest";
import { afterUpdate } from "../../engine/pwa/update-paths";
import { UpdateStore } from "../../engine/pwa/update-store";

function store(pathname: string) {
  const calls: string[] = [];
  const update = new UpdateStore({
    pathname: () => pathname,
    reload: () => calls.push("reload"),
    assign: (path) => calls.push(`assign ${path}`),
  });
  return { update, calls };
}

describe("after an update (spec §2)", () => {
  it.each([
    "/",
    "/m",
    "/m/",
    "/m/game",
    "/m/home",
    "/m/home/",
    "/m/login",
    "/m/index",
    "/m/index.html",
    "/m/member/home",
    "/m/register",
    "/m/register.html",
  ])("reloads in place on %s", (path) => {
    expect(afterUpdate(path)).toBe("reload");
  });

  it.each(["/m/withdraw", "/m/voucherCenter", "/m/activity", "/m/member/benefits", "/m/launchGame"])(
    "goes to /m/home from %s",
    (path) => {
      expect(afterUpdate(path)).toBe("/m/home");
    },
  );

  it("Refresh lets the new worker take over first, then reloads the home page in place", async () => {
    const { update, calls } = store("/m/home");
    update.beforeReload = async () => {
      calls.push("worker");
    };
    update.reportUpdate();
    expect(update.available).toBe(true);
    await update.refresh();
    expect(calls).toEqual(["worker", "reload"]);
  });

  it("Refresh on a deposit page goes to /m/home, even when the worker update fails", async () => {
    const { update, calls } = store("/m/voucherCenter");
    update.beforeReload = async () => {
      throw new Error("offline");
    };
    await update.refresh();
    expect(calls).toEqual(["assign /m/home"]);
  });

  it("a second tap on Refresh does not reload twice", async () => {
    const { update, calls } = store("/m/login");
    await Promise.all([update.refresh(), update.refresh()]);
    expect(calls).toEqual(["reload"]);
  });
});
