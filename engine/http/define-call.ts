import type { AnswerCheck } from "./answer-check";
import type { HttpClient, RequestOptions } from "./client";

/**
 * One /wps call: where it goes, how it travels (method, encryption, auth, alert...) and the check
 * of its answer, whose generated type (engine/api/generated/) is the call's answer type, so the
 * type and the check cannot say two things. `send` turns the caller's arguments into the parts of
 * the request that vary (query, body, headers); fixed parts are written beside it.
 */
export interface CallDefinition<Answer, Args extends unknown[], Result>
  extends Omit<RequestOptions, "answer"> {
  path: string;
  answer: AnswerCheck<Answer>;
  send?: (...args: Args) => RequestOptions;
  /** What the caller gets when it is not the checked answer itself (a missing list as an empty one). */
  map?: (answer: Answer) => Result;
}

/** A declared call, as engine/api exports it: the client first, then the call's own arguments. */
export type Call<Result, Args extends unknown[] = []> = (http: HttpClient, ...args: Args) => Promise<Result>;

export function defineCall<Answer, Args extends unknown[] = [], Result = Answer>({
  path,
  send,
  map,
  ...fixed
}: CallDefinition<Answer, Args, Result>): Call<Result, Args> {
  return (http, ...args) => {
    const answer = http.request<Answer>(path, { ...fixed, ...send?.(...args) });
    // Without `map`, Result is Answer (its default): the answer is what the caller gets.
    return map ? answer.then(map) : (answer as Promise<unknown> as Promise<Result>);
  };
}
