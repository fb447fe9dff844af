/**
 * The points controls (docs/dev-controls.md, "Points") and what the point market and mission
 * tests share: the back office that sets points, stock and mission progress, and texts filled
 * in as the page shows them.
 */
import type { APIRequestContext, Page } from "@playwright/test";
import { control } from "./cashier";
import { catalogue, type DevControls, expect, serverRequest } from "./fixtures";

export type Texts = (key: string) => string;

/** A request context on the loopback address, with the database seeded afresh. */
export async function backOffice(
  playwright: Parameters<typeof serverRequest>[0],
  baseURL: string | undefined,
): Promise<APIRequestContext> {
  const request = await serverRequest(playwright, baseURL);
  await control(request, "/__dev/reset", {});
  return request;
}

export const setPoints = (request: APIRequestContext, merchant: string, username: string, points: number) =>
  control(request, "/__dev/points", { merchant, username, points });

export const setStock = (request: APIRequestContext, merchant: string, item: string, stock: number) =>
  control(request, "/__dev/market-stock", { merchant, item, stock });

export const completeMission = (
  request: APIRequestContext,
  merchant: string,
  username: string,
  mission: string,
) => control(request, "/__dev/mission-progress", { merchant, username, mission });

export async function storedPoints(
  request: APIRequestContext,
  merchant: string,
  username: string,
): Promise<{ points: number; redemptions: Array<{ item_name: string; cost: number }> }> {
  const response = await request.get(`/__dev/points/${merchant}/${username}`);
  expect(response.ok()).toBe(true);
  return (await response.json()).value;
}

/** The member's session in the page before it opens (DevControls.signIn); the texts of the language. */
export async function signedIn(page: Page, dev: DevControls, language: string, username: string) {
  await dev.signIn(page, username);
  return catalogue(language);
}

/** A number as the page writes it: in the page's own locale (<html lang>), digits and grouping included. */
export function number(page: Page, value: number): Promise<string> {
  return page.evaluate((n) => new Intl.NumberFormat(document.documentElement.lang).format(n), value);
}

/** A catalogue text with its simple placeholders (`{name}`, `{name, number}`) filled in. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)(?:, number)?\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}
