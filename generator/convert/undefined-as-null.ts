import type ts from "../typescript.cjs";
import type { JsonSchemaObject } from "../../src/json-schema.js";
import type { ConvertContext } from "./context.js";
import type { Site } from "./site.js";
import { includesUndefined } from "./type-facts.js";
import { orNull } from "./types/union.js";

/**
 * A value JSON writes even when it is `undefined`, as `null`: an array or tuple element, and a
 * tool's result itself (the runtime sends a returned `undefined` as `null`, see
 * src/agent/result-content.ts). In a result its schema takes `null` where its type has `undefined`
 * (or the element is optional, `[string, number?]`, which takes `undefined` too); an argument stays
 * as its type says, since no model sends `undefined`. An object property is left out instead, which
 * `required` already allows.
 */
export function convertUndefinedAsNull(type: ts.Type, site: Site, ctx: ConvertContext, optional = false): JsonSchemaObject {
  const schema = ctx.convert(type, site);
  return (optional || includesUndefined(type)) && ctx.writesAsJson() ? orNull(schema) : schema;
}
