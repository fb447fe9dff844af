/**
 * The help, news and feedback development controls (docs/dev-controls.md, "Help, news and
 * feedback") and public reads, for the browser tests of those screens and the shortcut button.
 */
import type { APIRequestContext } from "@playwright/test";
import { expect } from "./fixtures";

export async function relay<T>(request: APIRequestContext, merchant: string, path: string): Promise<T> {
  const response = await request.get(path, { headers: { Merchant: merchant } });
  expect(response.ok(), `${path} ${await response.text()}`).toBe(true);
  return (await response.json()).value as T;
}

export interface HelpCategory {
  name: string;
  topics: Array<{ id: number; title: string; content: string }>;
}

export const helpTopics = async (request: APIRequestContext, merchant: string) =>
  (await relay<{ categories: HelpCategory[] }>(request, merchant, "/wps/relay/MCSFE_getHelpTopics"))
    .categories;

export const newsList = async (request: APIRequestContext, merchant: string) =>
  (
    await relay<{ news: Array<{ id: number; title: string; publishDate: number }> }>(
      request,
      merchant,
      "/wps/relay/MCSFE_getNewsList",
    )
  ).news;
