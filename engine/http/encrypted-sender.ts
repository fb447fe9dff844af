/**
 * The encrypted calls of the HTTP client (wire-contract.md, "Request encryption"), loaded on the
 * first such call so that neither the key handling nor the cipher reaches the first page: the
 * page's RSA key, the sealing, and the one retry after a redeploy changed the server's key.
 */
import { DECRYPTION_ERR, RequestEncryption, RSA_KEY_PATH } from "./encryption";
import { ApiError } from "./envelope";

export class EncryptedSender {
  private readonly encryption: RequestEncryption;

  /** @param fetchKeyText answers the key call at a path as text (the client owns headers and timeouts) */
  constructor(fetchKeyText: (path: string) => Promise<string>) {
    this.encryption = new RequestEncryption(() => fetchKeyText(RSA_KEY_PATH));
  }

  /**
   * Seals `plainBody` and hands the headers and body to `exchange`. decryption.err on the first
   * try means the server's key changed under this page (a redeploy, a restart): the key is
   * fetched again and the call made once more, sealed with it. A second refusal is the member's
   * to see; there is no third try.
   */
  async send<T>(
    path: string,
    plainBody: unknown,
    headers: Headers,
    exchange: (headers: Headers, body: string) => Promise<T>,
    retried = false,
  ): Promise<T> {
    const encrypted = await this.encryption.encrypt(path, plainBody);
    const sealed = new Headers(headers);
    for (const [name, value] of Object.entries(encrypted.headers)) sealed.set(name, value);
    try {
      return await exchange(sealed, JSON.stringify({ value: encrypted.value }));
    } catch (error) {
      if (retried || !(error instanceof ApiError) || error.errorCode !== DECRYPTION_ERR) throw error;
      this.encryption.forget(encrypted.headers["X-RSA"]);
      return this.send(path, plainBody, headers, exchange, true);
    }
  }
}
