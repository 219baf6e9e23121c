import ts from "../typescript.cjs";
import type { JsonSchema, JsonSchemaObject } from "../../src/json-schema.js";
import type { ConvertContext } from "./context.js";
import { elementSite, type Site } from "./site.js";
import { unbranded } from "./type-facts.js";
import { templatePattern } from "./types/template-literal.js";

/** What an object's index signatures allow beyond its declared properties. */
export interface IndexSignatureKeywords {
  /** Keys a `number` or template literal index signature takes, by their pattern. */
  patternProperties?: Record<string, JsonSchema>;
  /** The values of every other key, from a `string` index signature; absent without one. */
  additionalProperties?: JsonSchema;
}

/**
 * The keywords of a type's index signatures. A `string` one governs every key not otherwise matched
 * (`Record<string, V>`); a `number` or template literal one only the keys its key type holds, so it
 * becomes a `patternProperties` entry and other keys stay closed. `never` values allow no such key
 * (`Record<string, never>`, the empty object). Symbol keys are not carried by JSON.
 */
export function indexSignatureKeywords(type: ts.Type, site: Site, ctx: ConvertContext): IndexSignatureKeywords {
  const keywords: IndexSignatureKeywords = {};
  for (const info of ctx.checker.getIndexInfosOfType(type)) {
    const keyType = unbranded(info.keyType, ctx.checker);
    if (keyType.flags & ts.TypeFlags.ESSymbolLike) continue;
    const value = valueSchema(info, site, ctx);
    if (keyType.flags & ts.TypeFlags.String) {
      keywords.additionalProperties = value;
    } else {
      const keys = keyPattern(keyType, info, site, ctx);
      keywords.patternProperties = { ...keywords.patternProperties, [keys]: value };
    }
  }
  return keywords;
}

/** Adds what the index signatures allow; with no `string` one, other keys are refused when objects are closed. */
export function withIndexSignatures(
  schema: JsonSchemaObject,
  { patternProperties, additionalProperties }: IndexSignatureKeywords,
  ctx: ConvertContext,
): JsonSchemaObject {
  if (patternProperties !== undefined) schema.patternProperties = patternProperties;
  if (additionalProperties !== undefined) schema.additionalProperties = additionalProperties;
  else if (ctx.env.closedObjects) schema.additionalProperties = false;
  return schema;
}

function valueSchema(info: ts.IndexInfo, site: Site, ctx: ConvertContext): JsonSchema {
  if (info.type.flags & ts.TypeFlags.Never) return false;
  return ctx.convert(info.type, elementSite(site, "[key]", info.declaration?.type ?? recordValueSyntax(site.syntax)));
}

/**
 * `V` of a `Record<K, V>` written at the site, whose index signature has no declaration to read it
 * from: what the user wrote for the values (an alias the checker erased, `Record<string, Days>`).
 */
function recordValueSyntax(node: ts.TypeNode | undefined): ts.TypeNode | undefined {
  return node !== undefined && ts.isTypeReferenceNode(node) && ts.isIdentifier(node.typeName) && node.typeName.text === "Record" ? node.typeArguments?.[1] : undefined;
}

/**
 * A finite number other than 0 as JavaScript writes it (`String(n)`): digits without a leading zero
 * or a trailing fractional zero, and an exponent only beyond 1e21 or under 1e-6, up to the largest
 * double (1.7976931348623157e+308) and down to the least (5e-324): `1e+999` is Infinity's, not a
 * number's. Which digits a double can hold is left unchecked.
 */
const POSITIVE_NUMBER_TEXT = (() => {
  const mantissa = String.raw`[1-9](?:\.[0-9]*[1-9])?`;
  const large = String.raw`${mantissa}e\+(?:2[1-9]|[3-9][0-9]|[12][0-9]{2}|30[0-7])|1(?:\.${fractionUpTo("7976931348623157")})?e\+308`;
  const small = String.raw`${mantissa}e-(?:[7-9]|[1-9][0-9]|[12][0-9]{2}|3[01][0-9]|32[0-3])|5e-324`;
  return String.raw`(?:[1-9][0-9]{0,20}(?:\.[0-9]*[1-9])?|0\.0{0,5}[1-9](?:[0-9]*[1-9])?|${large}|${small})`;
})();

/**
 * Digits after a point, the last not 0, that are at most `limit` (digits 1 to 9): a smaller digit
 * where they first differ, or `limit`'s own up to any of its places.
 */
function fractionUpTo(limit: string): string {
  const digit = Number(limit[0]);
  const from = (least: number): string => (least === digit - 1 ? `${least}` : `[${least}-${digit - 1}]`);
  const below = digit === 1 ? "0[0-9]*[1-9]|" : `${from(1)}|${from(0)}[0-9]*[1-9]|`;
  const rest = limit.slice(1);
  return `(?:${below}${digit}${rest === "" ? "" : `${fractionUpTo(rest)}?`})`;
}

/**
 * The keys of a `number` index signature are the names TypeScript reads as numeric: a number's text
 * as JavaScript writes it (`1`, `-2.5`, `1e+21`, `NaN`), not `01` or `1.0`, which a template
 * literal's `${number}` takes. The others' keys come from their template literal type.
 */
function keyPattern(keyType: ts.Type, info: ts.IndexInfo, site: Site, ctx: ConvertContext): string {
  if (keyType.flags & ts.TypeFlags.Number) return `^(?:0|-?${POSITIVE_NUMBER_TEXT}|-?Infinity|NaN)$`;
  return templatePattern(keyType, elementSite(site, "[key]", info.declaration?.parameters[0]?.type), ctx);
}
