// @vitest-environment jsdom
import { runInAction } from "mobx";
import { describe, expect, it } from "vitest";
import { FEEDBACK_ATTACHMENT_MAX_BYTES } from "../../engine/constants";
import feedback from "../../widgets/feedback/register";
import updateNotice from "../../widgets/update-notice/register";
import { fail, fireEvent, renderWidget, screen, typedIn, waitFor, within } from "./harness";

// A real 1×1 PNG.
const PNG_BASE64 =
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==";
const pngFile = () => new File([Buffer.from(PNG_BASE64, "base64")], "shot.png", { type: "image/png" });

const SENT = {
  id: 77,
  category: "SUGGESTION",
  message: "The lobby is slow",
  contact: "me@example.com",
  state: "OPEN",
  reply: null,
  createTime: 1_764_000_000_000,
  replyTime: null,
  hasAttachment: true,
};

const SCREENSHOT = "Screenshot (optional)";

async function openForm(responses: Record<string, unknown> = {}) {
  const page = await renderWidget(feedback, {
    session: { member: { userName: "demo" } },
    responses: {
      "/wps/relay/MCSFE_getFeedbackList": { feedback: [] },
      "/wps/relay/MCSFE_getFeedbackAttachment": { mime: "image/png", data: PNG_BASE64 },
      ...responses,
    },
  });
  page.fill({ "Your message": "The lobby is slow", "Contact (optional)": "me@example.com" });
  return page;
}

const pick = (file: File) =>
  fireEvent.change(screen.getByLabelText(SCREENSHOT), { target: { files: [file] } });

describe("feedback screenshot (/m/feedback)", () => {
  it("offers a labelled picker for PNG, JPEG and WebP with the limit beside it", async () => {
    await openForm();
    const input = screen.getByLabelText(SCREENSHOT) as HTMLInputElement;
    expect(input.type).toBe("file");
    expect(input.accept).toBe("image/png,image/jpeg,image/webp");
    expect(screen.getByText("PNG, JPEG or WebP, up to 2 MB.")).toBeTruthy();
  });

  it("a too large file is named at the field, is not kept, and the typed text stays", async () => {
    const page = await openForm();
    pick(new File([new Uint8Array(FEEDBACK_ATTACHMENT_MAX_BYTES + 1)], "huge.png", { type: "image/png" }));
    await page.settle();
    expect(screen.getByRole("alert").textContent).toBe(
      "This file is too large: a screenshot can be at most 2 MB.",
    );
    expect(screen.getByLabelText(SCREENSHOT).getAttribute("aria-invalid")).toBe("true");
    expect(screen.queryByTestId("feedback-attachment-preview")).toBeNull();
    expect(typedIn("Your message")).toBe("The lobby is slow");
    expect(typedIn("Contact (optional)")).toBe("me@example.com");
  });

  it("a text file renamed .png is refused by its bytes, and the typed text stays", async () => {
    const page = await openForm();
    pick(new File(["these are my notes"], "notes.png", { type: "image/png" }));
    await waitFor(() =>
      expect(screen.getByRole("alert").textContent).toBe("This file is not a PNG, JPEG or WebP image."),
    );
    await page.settle();
    expect(screen.queryByTestId("feedback-attachment-preview")).toBeNull();
    expect(typedIn("Your message")).toBe("The lobby is slow");
  });

  it("a good PNG shows a preview that can be removed, and is sent with the feedback in base64", async () => {
    const page = await openForm({ "/wps/relay/MCSFE_submitFeedback": SENT });
    pick(pngFile());
    const preview = await screen.findByTestId("feedback-attachment-preview");
    expect(within(preview).getByRole("img", { name: "Screenshot to send" }).getAttribute("src")).toBe(
      `data:image/png;base64,${PNG_BASE64}`,
    );
    fireEvent.click(within(preview).getByRole("button", { name: "Remove screenshot" }));
    expect(screen.queryByTestId("feedback-attachment-preview")).toBeNull();

    pick(pngFile());
    await screen.findByTestId("feedback-attachment-preview");
    fireEvent.click(screen.getByRole("button", { name: "Send feedback" }));
    await page.settle();
    expect(page.requestsTo("/wps/relay/MCSFE_submitFeedback")[0]?.body).toMatchObject({
      message: "The lobby is slow",
      attachment: { mime: "image/png", data: PNG_BASE64 },
    });
    // Sent: the picture leaves the form and the history marks the entry as having one.
    expect(screen.queryByTestId("feedback-attachment-preview")).toBeNull();
    const item = await screen.findByTestId("feedback-attachment");
    expect(item.textContent).toContain("Screenshot attached");
    await waitFor(() =>
      expect(item.querySelector("img")?.getAttribute("src")).toContain("data:image/png;base64"),
    );
    expect(page.requestsTo("/wps/relay/MCSFE_getFeedbackAttachment")[0]?.query).toEqual({ id: "77" });
  });

  it("a failed submit keeps the screenshot with the text", async () => {
    const page = await openForm({
      "/wps/relay/MCSFE_submitFeedback": fail("internal", "boom", { status: 500 }),
    });
    pick(pngFile());
    await screen.findByTestId("feedback-attachment-preview");
    fireEvent.click(screen.getByRole("button", { name: "Send feedback" }));
    await page.settle();
    expect(
      screen.getByText("Your feedback could not be sent. Your text is kept: please try again."),
    ).toBeTruthy();
    expect(screen.getByTestId("feedback-attachment-preview")).toBeTruthy();
    expect(typedIn("Your message")).toBe("The lobby is slow");
  });

  it("the backend's too-large refusal is named at the picker, the text kept", async () => {
    const page = await openForm({
      "/wps/relay/MCSFE_submitFeedback": fail("feedback.attachment.too.large"),
    });
    pick(pngFile());
    await screen.findByTestId("feedback-attachment-preview");
    fireEvent.click(screen.getByRole("button", { name: "Send feedback" }));
    await page.settle();
    expect(screen.getByTestId("feedback-attachment-error").textContent).toBe(
      "This file is too large: a screenshot can be at most 2 MB.",
    );
    expect(typedIn("Your message")).toBe("The lobby is slow");
    expect(typedIn("Contact (optional)")).toBe("me@example.com");
  });
});

describe("feedback being written holds the update notice back (docs/engagement.md, forms)", () => {
  const UPDATE = "Update available";
  const openWithUpdate = async () => {
    const page = await renderWidget(feedback, {
      with: [updateNotice],
      session: { member: { userName: "demo" } },
      responses: {
        "/wps/relay/MCSFE_getFeedbackList": { feedback: [] },
        "/wps/relay/MCSFE_getFeedbackAttachment": { mime: "image/png", data: PNG_BASE64 },
        "/wps/relay/MCSFE_submitFeedback": SENT,
      },
    });
    runInAction(() => page.stores.update.reportUpdate());
    await page.settle();
    return page;
  };

  it("a half-written message keeps the notice away until it is sent", async () => {
    const page = await openWithUpdate();
    expect(screen.getByRole("status", { name: UPDATE })).toBeTruthy();
    page.fill({ "Your message": "The lobby is sl" });
    await page.settle();
    expect(page.stores.update.noticeDue).toBe(false);
    expect(screen.queryByRole("status", { name: UPDATE })).toBeNull();

    page.fill({ "Your message": "The lobby is slow" });
    fireEvent.click(screen.getByRole("button", { name: "Send feedback" }));
    await page.settle();
    expect(typedIn("Your message")).toBe("");
    expect(page.stores.update.noticeDue).toBe(true);
  });

  it("a picked screenshot alone holds it too", async () => {
    const page = await openWithUpdate();
    pick(pngFile());
    await screen.findByTestId("feedback-attachment-preview");
    expect(page.stores.update.noticeDue).toBe(false);
    fireEvent.click(screen.getByRole("button", { name: "Remove screenshot" }));
    expect(page.stores.update.noticeDue).toBe(true);
  });
});
