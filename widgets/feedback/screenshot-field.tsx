import { type RefObject, useRef, useState } from "react";
import { useIntl } from "react-intl";
import type { FeedbackAttachmentData } from "../../engine/api/support";
import { FEEDBACK_ATTACHMENT_MAX_BYTES, FEEDBACK_ATTACHMENT_TYPES } from "../../engine/constants";
import { color, radius, space } from "../../engine/theme/scales";
import { Button } from "../../engine/ui/button";
import { FileField } from "../../engine/ui/file-field";
import {
  type AttachmentProblem,
  attachmentProblem,
  bytesToBase64,
  dataUrl,
  readBytes,
} from "./attachment-rules";

/** A screenshot ready to send: its bytes in base64 (the wire form) and what identifies the pick. */
export interface PickedAttachment extends FeedbackAttachmentData {
  key: string;
}

export interface Screenshot {
  attachment: PickedAttachment | null;
  problem: AttachmentProblem | null;
  input: RefObject<HTMLInputElement | null>;
  pick: (file: File | undefined) => Promise<void>;
  /** Names a problem at the picker (the form's check or the backend's) and lets the file go. */
  refuse: (problem: AttachmentProblem) => void;
  remove: () => void;
  /** Sent with the feedback: the picker is empty again. */
  sent: () => void;
}

/** The feedback form's optional screenshot: picked, read and checked before it is kept. */
export function useScreenshot(): Screenshot {
  const [attachment, setAttachment] = useState<PickedAttachment | null>(null);
  const [problem, setProblem] = useState<AttachmentProblem | null>(null);
  const input = useRef<HTMLInputElement>(null);
  // Emptied, so that picking the same file again still reports a change.
  const empty = () => {
    if (input.current) input.current.value = "";
  };
  const refuse = (found: AttachmentProblem) => {
    setAttachment(null);
    setProblem(found);
    empty();
    input.current?.focus();
  };
  const pick = async (file: File | undefined) => {
    setProblem(null);
    if (!file) return setAttachment(null);
    // Type and size first, from what the browser says: a file already too large is not read.
    const early = attachmentProblem(file, null);
    if (early) return refuse(early);
    let bytes: Uint8Array;
    try {
      bytes = await readBytes(file);
    } catch (error) {
      console.warn("Screenshot could not be read:", error);
      return refuse("feedback_attachment_not_image");
    }
    const found = attachmentProblem(file, bytes);
    if (found) return refuse(found);
    setAttachment({
      mime: file.type,
      data: bytesToBase64(bytes),
      key: `${file.name}:${file.size}:${file.lastModified}`,
    });
  };
  const remove = () => {
    setAttachment(null);
    setProblem(null);
    empty();
    input.current?.focus();
  };
  const sent = () => {
    setAttachment(null);
    empty();
  };
  return { attachment, problem, input, pick, refuse, remove, sent };
}

/** The picker with its limits, what it refused, and the picked screenshot's preview with Remove. */
export function ScreenshotField({ screenshot, onPick }: { screenshot: Screenshot; onPick: () => void }) {
  const intl = useIntl();
  const { attachment, problem } = screenshot;
  const maxSize = intl.formatNumber(FEEDBACK_ATTACHMENT_MAX_BYTES / (1024 * 1024), {
    style: "unit",
    unit: "megabyte",
    unitDisplay: "short",
  });
  return (
    <FileField
      ref={screenshot.input}
      name="attachment"
      label={intl.formatMessage({ id: "feedback_attachment" })}
      accept={FEEDBACK_ATTACHMENT_TYPES}
      hint={intl.formatMessage({ id: "feedback_attachment_hint" }, { max: maxSize })}
      error={problem && intl.formatMessage({ id: problem }, { max: maxSize })}
      errorTestId="feedback-attachment-error"
      onPick={(file) => {
        onPick();
        void screenshot.pick(file);
      }}
    >
      {attachment && (
        <div
          css={{ display: "flex", alignItems: "center", gap: space.sm }}
          data-testid="feedback-attachment-preview"
        >
          <img
            src={dataUrl(attachment)}
            alt={intl.formatMessage({ id: "feedback_attachment_preview" })}
            width={64}
            height={64}
            css={{ objectFit: "cover", borderRadius: radius.sm, border: `1px solid ${color.border}` }}
          />
          <Button variant="ghost" onClick={screenshot.remove} css={{ color: color.danger }}>
            {intl.formatMessage({ id: "feedback_attachment_remove" })}
          </Button>
        </div>
      )}
    </FileField>
  );
}
