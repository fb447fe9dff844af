import { describe, expect, it } from "vitest";
import { ImageCaptchaModel } from "../../../engine/captcha/image-captcha";

/** A backend that, like the reference one, checks the answer to the picture it sent last. */
function backend() {
  let issued = 0;
  const answers: Array<(base64: string) => void> = [];
  return {
    inFlight: () => answers.length,
    fetchImage: () => new Promise<string>((resolve) => answers.push(resolve)),
    /** Answers the oldest request still out with the next picture. */
    answer: async () => {
      answers.shift()?.(`picture${++issued}`);
      await new Promise((resolve) => setTimeout(resolve, 0));
    },
    lastIssued: () => `data:image/png;base64,picture${issued}`,
  };
}

describe("the image captcha", () => {
  it("asks for one picture at a time, and shows the one the backend sent last", async () => {
    const server = backend();
    const model = new ImageCaptchaModel({ fetchImage: server.fetchImage, announceNotCompleted: () => {} });
    // The captcha appears and the failed login refreshes it, in the same moment.
    model.refresh();
    model.refresh();
    await Promise.resolve();
    expect(server.inFlight()).toBe(1);
    await server.answer();
    expect(model.loading).toBe(true);
    expect(server.inFlight()).toBe(1);
    await server.answer();
    expect(model.loading).toBe(false);
    expect(model.src).toBe(server.lastIssued());
  });

  it("a failed request does not hold back the next", async () => {
    let calls = 0;
    const model = new ImageCaptchaModel({
      fetchImage: () => (++calls === 1 ? Promise.reject(new Error("offline")) : Promise.resolve("again")),
      announceNotCompleted: () => {},
    });
    model.refresh();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(model.failed).toBe(true);
    model.refresh();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(model.src).toBe("data:image/png;base64,again");
  });
});
