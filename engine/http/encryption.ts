/**
 * Encrypted request bodies for the HTTP client (wire-contract.md, "Request encryption"): the
 * server's RSA key, fetched once per page, and the legacy cipher, loaded on first use so that
 * node-forge never reaches the first page. Every failure comes out as an ApiError of kind
 * "malformed" whose serverMessage is what the member is shown (spec section 8, "Encryption
 * failure: its message is shown"); FailureKind has no better fit and the catalogue already
 * shows a serverMessage as it is.
 */
import { ApiError } from "./envelope";
import type { EncryptedBody } from "./legacy-cipher";
import { parseModulusHex } from "./rsa-modulus";

export const RSA_KEY_PATH = "/wps/session/key/rsa";
/** The exact message the platform's clients show when the key cannot be had (step 7). */
export const NO_RSA_KEY = "NO RSA KEY";
/** The server could not decrypt a body: after a redeploy, the key this page holds is an old one. */
export const DECRYPTION_ERR = "decryption.err";

export interface LegacyCipher {
  encryptBody(body: unknown, modulusHex: string): EncryptedBody;
}

/** A type-only import above; this is the one place the cipher chunk is actually loaded. */
const loadLegacyCipher = (): Promise<LegacyCipher> => import("./legacy-cipher");

export class RequestEncryption {
  private modulus: Promise<string> | null = null;
  /** The key `modulus` resolved to, so only a caller that used this very key can drop it. */
  private modulusHex: string | null = null;
  private cipher: Promise<LegacyCipher> | null = null;

  /**
   * @param fetchKeyText answers the key call's body as text (the client owns headers and timeouts)
   * @param loadCipher the dynamic import, replaceable so tests can count loads
   */
  constructor(
    private readonly fetchKeyText: () => Promise<string>,
    private readonly loadCipher: () => Promise<LegacyCipher> = loadLegacyCipher,
  ) {}

  async encrypt(path: string, body: unknown): Promise<EncryptedBody> {
    const [modulus, cipher] = await Promise.all([this.key(path), this.module(path)]);
    try {
      return cipher.encryptBody(body, modulus);
    } catch (cause) {
      throw encryptionFailure(path, cause);
    }
  }

  /**
   * The server refused a body sealed with `modulusHex` (decryption.err): the next call fetches
   * the key again. Calls that failed together with the same old key cause one fetch, not one each.
   */
  forget(modulusHex: string): void {
    if (this.modulusHex !== modulusHex) return;
    this.modulus = null;
    this.modulusHex = null;
  }

  /** One fetch, shared by concurrent callers, kept until the server refuses it; a failure is forgotten. */
  private key(path: string): Promise<string> {
    if (!this.modulus) {
      const pending = this.fetchKeyText().then(parseModulusHex);
      this.modulus = pending;
      pending.then(
        (hex) => {
          if (this.modulus === pending) this.modulusHex = hex;
        },
        () => {
          if (this.modulus === pending) this.modulus = null;
        },
      );
    }
    return this.modulus.catch((cause) => {
      throw new ApiError({ kind: "malformed", path, serverMessage: NO_RSA_KEY, cause });
    });
  }

  /** A chunk that failed to load (a deploy in between, a dropped connection) is tried again next time. */
  private module(path: string): Promise<LegacyCipher> {
    if (!this.cipher) {
      const pending = this.loadCipher();
      this.cipher = pending;
      pending.catch(() => {
        if (this.cipher === pending) this.cipher = null;
      });
    }
    return this.cipher.catch((cause) => {
      throw encryptionFailure(path, cause);
    });
  }
}

function encryptionFailure(path: string, cause: unknown): ApiError {
  const message = cause instanceof Error && cause.message ? cause.message : "encryption failed";
  return new ApiError({ kind: "malformed", path, serverMessage: message, cause });
}
