/** The cookie that ties a plain captcha picture to its answer (wire contract, "Plain captcha"). */
import type { FastifyRequest } from "fastify";

export const CAPTCHA_COOKIE = "wl_captcha";

export function captchaCookie(request: FastifyRequest): string | undefined {
  for (const part of (request.headers.cookie ?? "").split(";")) {
    const [name, ...value] = part.trim().split("=");
    if (name === CAPTCHA_COOKIE) return decodeURIComponent(value.join("="));
  }
  return undefined;
}

/** HttpOnly: the page never needs to read it, only to send it back with the login. */
export function captchaCookieHeader(id: string): string {
  return `${CAPTCHA_COOKIE}=${encodeURIComponent(id)}; Path=/; HttpOnly; SameSite=Lax`;
}
