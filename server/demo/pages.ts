/**
 * Small demo pages standing in for services outside the platform: the customer-service chat and
 * the native-app download pages (plain HTML, no script); the game a launch opens is built on the
 * same frame in game-page.ts.
 */
import type { Merchant } from "../merchants";
import { escapeMarkup } from "./escape";

/** A page in the merchant's colours; `extra` adds page styles and an inline script. */
export function page(
  merchant: Merchant,
  title: string,
  body: string,
  extra: { style?: string; script?: string } = {},
): string {
  const { theme } = merchant;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeMarkup(title)}</title>
<style>
  body { margin: 0; font-family: system-ui, sans-serif; background: ${theme.background}; color: ${theme.text}; }
  header { background: ${theme.primary}; color: #fff; padding: 16px; }
  h1 { margin: 0; font-size: 18px; }
  main { padding: 16px; display: grid; gap: 12px; }
  .bubble { background: ${theme.surface}; border-radius: 12px; padding: 10px 14px; max-width: 85%; }
  .mine { justify-self: end; background: ${theme.accent}; color: #1a1a1a; }
  form { display: flex; gap: 8px; }
  input { flex: 1; min-height: 44px; font-size: 16px; padding: 0 12px; border-radius: 8px; border: 1px solid #8888; }
  button { min-height: 44px; padding: 0 16px; font-size: 16px; border: 0; border-radius: 8px;
    background: ${theme.primary}; color: #fff; }
${extra.style ?? ""}</style>
</head>
<body>
<header><h1>${escapeMarkup(title)}</h1></header>
<main>
${body}
</main>
${extra.script ? `<script>\n${extra.script}</script>\n` : ""}</body>
</html>
`;
}

/**
 * The chat: a sent message (a GET form, so no script is needed) gets a canned demo answer.
 * `member` is the launching member's name when the chat was opened by CBS_launchChat.
 */
export function chatPage(
  merchant: Merchant,
  message: string | undefined,
  member?: { id: number; username: string },
): string {
  const greeting = member
    ? `<p class="bubble">Hello ${escapeMarkup(member.username)}! How can we help you today?</p>`
    : `<p class="bubble">Hello! How can we help you today?</p>`;
  const memberField = member ? `\n  <input type="hidden" name="member" value="${member.id}">` : "";
  const exchange = message
    ? `<p class="bubble mine">${escapeMarkup(message)}</p>
<p class="bubble">Thank you. This is a demo chat: an agent of ${escapeMarkup(merchant.name)} would answer here.</p>`
    : "";
  return page(
    merchant,
    `${merchant.name} customer service — demo chat`,
    `${greeting}
${exchange}
<form method="get" action="/wps/demo/chat">
  <input type="hidden" name="merchant" value="${escapeMarkup(merchant.code)}">${memberField}
  <input name="message" aria-label="Message" placeholder="Type a message" autocomplete="off" required>
  <button type="submit">Send</button>
</form>`,
  );
}

const DOWNLOADS: Readonly<Record<string, string>> = {
  Android: "the Android app",
  IOS: "the iOS app",
  MOBILECONFIG: "the iOS home-screen profile",
};

export function appDownloadPage(merchant: Merchant, platform: string): string {
  const what = DOWNLOADS[platform] ?? `the ${platform} app`;
  return page(
    merchant,
    `${merchant.name} app for ${platform} — demo download`,
    `<p>In production this link downloads ${escapeMarkup(what)} of ${escapeMarkup(merchant.name)}.
This demo server has no app to offer; the web app can be added to the home screen instead.</p>`,
  );
}
