/* Generated from schemas/responses/session.schema.json by scripts/gen-types.ts. Do not edit: run `npm run gen:types`. */
import type { AnswerShape } from "../../http/answer-shape";

export const login: AnswerShape = {"t":["object"],"r":["id","token","userName"],"p":{"id":{"t":["integer","string"]},"token":{"t":["string"]},"userName":{"t":["string"]},"customerType":{"t":["number"]},"firstTimeLogin":{"t":["boolean"]}}};
export const verifyLogin: AnswerShape = {"t":["object"],"r":["id","token","userName"],"p":{"id":{"t":["integer","string"]},"token":{"t":["string"]},"userName":{"t":["string"]},"customerType":{"t":["number"]},"firstTimeLogin":{"t":["boolean"]}}};
export const logout: AnswerShape = {};
