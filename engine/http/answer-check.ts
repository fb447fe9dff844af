import type { AnswerShape } from "./answer-shape";
import { findProblem } from "./answer-shape";
import { ApiError } from "./envelope";
import { reportResponseProblem } from "./response-problems";

/**
 * What a typed call expects back: its name (for the report) and its answer's shape, generated
 * with the answer's type from one schema (engine/api/generated/). `Answer` exists for the types
 * only: defineCall (define-call.ts) reads a call's answer type from its check.
 */
export interface AnswerCheck<Answer = unknown> {
  call: string;
  shape: AnswerShape;
  /** Never set: the answer's type, carried for the compiler. */
  readonly answer?: Answer;
}

/**
 * The boundary check of issue 20: an answer that does not match its call's schema is reported
 * and becomes the client's bad-answer error (kind "malformed"), which every screen already shows
 * as its error state, instead of a TypeError deep in a view.
 */
export function checkAnswer(check: AnswerCheck, value: unknown, path: string): void {
  const found = findProblem(check.shape, value);
  if (!found) return;
  reportResponseProblem(check.call, found.pointer, found.problem);
  throw new ApiError({
    kind: "malformed",
    path,
    cause: new Error(`${check.call} answered a bad value at "${found.pointer}": ${found.problem}`),
  });
}
