import { action, makeObservable, observable } from "mobx";
import type { CaptchaAnswer } from "../identity/types";
import { CAPTCHA_MESSAGES, CaptchaError } from "./errors";

export interface ImageCaptchaDeps {
  /** GET /wps/captcha/image: the PNG as base64. */
  fetchImage: () => Promise<string>;
  announceNotCompleted: () => void;
}

/** The plain captcha: an image from the backend and what the member reads off it. */
export class ImageCaptchaModel {
  /** A data: URL of the current image; null while it loads or after it failed. */
  src: string | null = null;
  input = "";
  loading = false;
  failed = false;
  /** Only the newest request may set the picture. */
  private request = 0;
  /** The request out now, which the next one waits for. */
  private pending: Promise<void> = Promise.resolve();

  constructor(private readonly deps: ImageCaptchaDeps) {
    makeObservable<ImageCaptchaModel, "loaded">(this, {
      src: observable,
      input: observable,
      loading: observable,
      failed: observable,
      setInput: action,
      refresh: action,
      loaded: action,
    });
  }

  setInput(value: string): void {
    this.input = value;
  }

  /**
   * A new image and an empty input: an answer is good for one try only. Requests go one after
   * another: the backend checks the answer to the picture it sent last, and two in flight at once
   * (the captcha appearing and the failed login's refresh, in the same moment) could leave the
   * member reading the other picture, their right answer refused.
   */
  refresh(): void {
    const request = ++this.request;
    this.input = "";
    this.loading = true;
    this.failed = false;
    this.pending = this.pending.then(() =>
      this.deps.fetchImage().then(
        (base64) => this.loaded(request, dataUrl(base64)),
        () => this.loaded(request, null),
      ),
    );
  }

  private loaded(request: number, src: string | null): void {
    if (request !== this.request) return;
    this.src = src;
    this.loading = false;
    this.failed = src === null;
  }

  obtain(): Promise<CaptchaAnswer> {
    const text = this.input.trim();
    if (text === "") {
      this.deps.announceNotCompleted();
      return Promise.reject(new CaptchaError(CAPTCHA_MESSAGES.notCompleted.id, { announced: true }));
    }
    return Promise.resolve({ captcha: text });
  }
}

/** The platform sends a bare base64 string; some gateways already add the data: prefix. */
function dataUrl(value: string): string {
  return value.startsWith("data:") ? value : `data:image/png;base64,${value}`;
}
