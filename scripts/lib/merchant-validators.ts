/**
 * The build-time validators: the full schema for a merged config, and a partial one for a
 * merchant file that extends a base (any key may be left to the base, but every key it does
 * write is checked for name and type). The browser never ships these: it gets the standalone
 * validators of scripts/gen-validators.ts.
 */
import { readFileSync } from "node:fs";
import Ajv2020, { type ValidateFunction } from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import { SCHEMA_PATH } from "./paths";

type SchemaNode = { [key: string]: unknown };

export function readSchema(): SchemaNode {
  return JSON.parse(readFileSync(SCHEMA_PATH, "utf8"));
}

/** Drops `required` along object properties; array items stay whole, because arrays replace. */
export function withoutRequired(node: SchemaNode): SchemaNode {
  const { required: _dropped, ...rest } = node;
  const properties = rest.properties as Record<string, SchemaNode> | undefined;
  if (!properties) return rest;
  return {
    ...rest,
    properties: Object.fromEntries(
      Object.entries(properties).map(([key, child]) => [key, withoutRequired(child)]),
    ),
  };
}

function compile(schema: SchemaNode): ValidateFunction {
  const ajv = new Ajv2020({ allErrors: true, strict: true, allowUnionTypes: true });
  addFormats.default(ajv);
  return ajv.compile(schema);
}

let full: ValidateFunction | null = null;
let partial: ValidateFunction | null = null;

export function fullValidator(): ValidateFunction {
  full ??= compile(readSchema());
  return full;
}

export function partialValidator(): ValidateFunction {
  partial ??= compile(withoutRequired(readSchema()));
  return partial;
}
