import { observer } from "mobx-react-lite";
import { useIntl } from "react-intl";
import { useLocation } from "react-router";
import { getNewsDetail, getNewsList, type NewsDetail } from "../../engine/api/support";
import type { HttpClient } from "../../engine/http/client";
import { ApiError } from "../../engine/http/envelope";
import { ButtonLink } from "../../engine/ui/button";
import { Card } from "../../engine/ui/card";
import { HtmlBlock } from "../../engine/ui/html-block";
import { List, ListItem } from "../../engine/ui/list";
import { Page } from "../../engine/ui/page";
import { Skeleton } from "../../engine/ui/skeleton";
import { EmptyState, LoadableView } from "../../engine/ui/states";
import { useStores } from "../../engine/ui/stores-context";
import { Text } from "../../engine/ui/text";
import { useServerData } from "../../engine/ui/use-server-data";

export const NEWS_PATH = "/m/news";

/** A news item's address: the list's own route with its id, so a shared link opens the item. */
export const newsItemPath = (id: number) => `${NEWS_PATH}?id=${id}`;

/** `?id=` as a news id, or null for the list. */
export function newsIdOf(search: string): number | null {
  const id = Number(new URLSearchParams(search).get("id"));
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** The date in the member's language (the app's locale), without the time: news is dated by day. */
function useNewsDate() {
  const intl = useIntl();
  return (ms: number) => intl.formatDate(ms, { dateStyle: "medium" });
}

/** /m/news: the merchant's news, newest first; `?id=` shows one item in full. */
export default observer(function NewsScreen() {
  const id = newsIdOf(useLocation().search);
  return id === null ? <NewsList /> : <NewsArticle key={id} id={id} />;
});

function NewsList() {
  const stores = useStores();
  const intl = useIntl();
  const date = useNewsDate();
  const news = useServerData("news", () => getNewsList(stores.http));
  return (
    <Page title={intl.formatMessage({ id: "news_title" })} back>
      <LoadableView
        data={news.data}
        onRetry={news.reload}
        loading={<Skeleton className="wl-lane" />}
        isEmpty={(items) => items.length === 0}
        empty={<EmptyState message={intl.formatMessage({ id: "news_empty" })} />}
      >
        {(items) => (
          <List data-testid="news-list">
            {items.map((item) => (
              <ListItem
                key={item.id}
                to={newsItemPath(item.id)}
                label={item.title}
                detail={
                  <>
                    <time dateTime={new Date(item.publishDate).toISOString()}>{date(item.publishDate)}</time>
                    {item.summary ? ` · ${item.summary}` : null}
                  </>
                }
              />
            ))}
          </List>
        )}
      </LoadableView>
    </Page>
  );
}

/** The item, or null when the server knows no such item. */
function askArticle(http: HttpClient, id: number): Promise<NewsDetail | null> {
  return getNewsDetail(http, id).catch((error: unknown) => {
    // An unknown or withdrawn item is a clear message with a way back, not a retry.
    if (error instanceof ApiError && error.errorCode === "news.not.found") return null;
    console.warn("News item failed:", error);
    throw error;
  });
}

function NewsArticle({ id }: { id: number }) {
  const stores = useStores();
  const intl = useIntl();
  const date = useNewsDate();
  const { data, reload } = useServerData(`news/${id}`, () => askArticle(stores.http, id));

  if (data.state === "ready" && !data.value) {
    return (
      <Page title={intl.formatMessage({ id: "news_title" })} back={NEWS_PATH}>
        <EmptyState
          message={intl.formatMessage({ id: "news_not_found" })}
          action={<ButtonLink to={NEWS_PATH}>{intl.formatMessage({ id: "news_all" })}</ButtonLink>}
        />
      </Page>
    );
  }
  const title =
    data.state === "ready" && data.value ? data.value.title : intl.formatMessage({ id: "news_title" });
  return (
    <Page title={title} back={NEWS_PATH}>
      <LoadableView data={data} onRetry={reload} loading={<Skeleton className="wl-lane" />}>
        {(item) =>
          // Null (no such item) is told above, with its own way back.
          item && (
            <Card data-testid="news-article">
              <Text size="small" tone="muted">
                <time dateTime={new Date(item.publishDate).toISOString()}>{date(item.publishDate)}</time>
              </Text>
              <HtmlBlock html={item.content} />
            </Card>
          )
        }
      </LoadableView>
    </Page>
  );
}
