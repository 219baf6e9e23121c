import type { JsonSchemaObject, JsonTypeName, JsonValue } from "../../src/json-schema.js";
import { DATE_FORMATS } from "../../src/registry/date-time-value.js";
import type { ConvertContext } from "../convert/context.js";
import { isDateSchema } from "../convert/date-marks.js";
import type { Site } from "../convert/site.js";
import { keepTypeBounds, setBoundedKeyword } from "../convert/type-bounds.js";
import { keywordSpec, regexProblem } from "./keywords.js";

/** A keyword read from a JSDoc tag or a type-level tag, with where it was written. */
export interface Keyword {
  name: string;
  value: JsonValue;
  /** How the user wrote it, for messages: `@minLength`, `MinLength`. */
  label: string;
  site: Site;
  /** Written mid-sentence, so read as text, not set (see `maskProseTags`): it is reported. */
  inProse?: true;
}

/**
 * Sets each keyword on `schema` (a copy) after checking its value and that it constrains the
 * schema's type; a bad keyword is reported and left out. Siblings of `$ref` are valid in 2020-12,
 * so a keyword on a named type's reference needs no wrapper.
 */
export function applyKeywords(
  schema: JsonSchemaObject,
  keywords: readonly Keyword[],
  ctx: ConvertContext,
): JsonSchemaObject {
  const out = keepTypeBounds(schema, { ...schema });
  for (const keyword of keywords) {
    if (keyword.inProse) {
      ctx.report("GT1108", keyword.site, keyword.label);
      continue;
    }
    if (keyword.name === "type") {
      applyInteger(out, keyword, ctx);
      continue;
    }
    const spec = keywordSpec(keyword.name);
    const problem = spec?.check(keyword.value);
    if (problem !== undefined) {
      ctx.report("GT1101", keyword.site, keyword.label, display(keyword.value), problem);
      continue;
    }
    if (keyword.name === "pattern") {
      const invalid = regexProblem(keyword.value as string);
      if (invalid !== undefined) {
        ctx.report("GT1102", keyword.site, keyword.value as string, invalid);
        continue;
      }
    }
    if (keyword.name === "format" && isDateSchema(out) && !Object.hasOwn(DATE_FORMATS, keyword.value as string)) {
      ctx.report("GT1105", keyword.site, keyword.label, display(keyword.value));
      continue;
    }
    if (spec?.appliesTo !== undefined && !constrains(out, spec.appliesTo)) {
      ctx.report("GT1103", keyword.site, keyword.label, spec.appliesTo[0] as string);
      continue;
    }
    setBoundedKeyword(out, keyword.name, keyword.value);
  }
  return out;
}

/** `Int`: a number schema becomes an integer schema. */
function applyInteger(schema: JsonSchemaObject, keyword: Keyword, ctx: ConvertContext): void {
  if (keyword.value !== "integer") {
    ctx.report("GT1101", keyword.site, keyword.label, display(keyword.value), '"integer"');
    return;
  }
  const types = typeList(schema);
  if (types === undefined || !types.some((t) => t === "number" || t === "integer")) {
    ctx.report("GT1103", keyword.site, keyword.label, "number");
    return;
  }
  const integer = [...new Set(types.map((t) => (t === "number" ? "integer" : t)))];
  schema.type = integer.length === 1 ? (integer[0] as JsonTypeName) : integer;
}

/** Whether a keyword for `types` can matter here; without a `type` (a `$ref`, an `anyOf`) it may. */
function constrains(schema: JsonSchemaObject, types: readonly JsonTypeName[]): boolean {
  const own = typeList(schema);
  return own === undefined || own.some((t) => types.includes(t));
}

function typeList(schema: JsonSchemaObject): JsonTypeName[] | undefined {
  if (schema.type === undefined) return undefined;
  return Array.isArray(schema.type) ? schema.type : [schema.type];
}

function display(value: JsonValue): string {
  return typeof value === "string" ? value : JSON.stringify(value);
}
