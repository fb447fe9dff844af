/* Generated from schemas/responses/register.schema.json by scripts/gen-types.ts. Do not edit: run `npm run gen:types`. */
import type { AnswerShape } from "../../http/answer-shape";

export const registerByUsername: AnswerShape = {"t":["object"],"p":{"token":{"t":["string"]},"id":{"t":["integer","string"]},"customerId":{"t":["integer","string"]},"userName":{"t":["string"]},"customerName":{"t":["string"]}}};
export const registerByMobile: AnswerShape = {"t":["object"],"p":{"token":{"t":["string"]},"id":{"t":["integer","string"]},"customerId":{"t":["integer","string"]},"userName":{"t":["string"]},"customerName":{"t":["string"]}}};
export const autoUsername: AnswerShape = {"t":["string"]};
