import type { JsonSchema } from "../json-schema.js";
import { codePointLength } from "../validator/code-points.js";

/** What OpenAI's size limits on a strict schema count, summed over the whole schema. */
export interface StrictSchemaSize {
  properties: number;
  enumValues: number;
  /** Property names, definition names, and string enum and const values, in characters. */
  characters: number;
}

/**
 * The size of a schema in strict form, as it is sent: an optional property's enum with the `null`
 * it gained, an inlined definition counted where it is inlined and again in `$defs`. A `$ref` is
 * not followed, as the schema holds its target once. Only the keywords strict mode takes that hold
 * subschemas are walked: a schema with any other has problems of its own and is not sent.
 */
export function strictSchemaSize(schema: JsonSchema): StrictSchemaSize {
  const size: StrictSchemaSize = { properties: 0, enumValues: 0, characters: 0 };
  const visit = (node: JsonSchema): void => {
    if (typeof node === "boolean") return;
    const properties = node.properties ?? {};
    const definitions = node.$defs ?? {};
    size.properties += Object.keys(properties).length;
    size.characters += characterCount(Object.keys(properties)) + characterCount(Object.keys(definitions));
    if (node.enum !== undefined) {
      size.enumValues += node.enum.length;
      size.characters += characterCount(node.enum);
    }
    if (node.const !== undefined) size.characters += characterCount([node.const]);
    const children = [...Object.values(properties), ...Object.values(definitions), ...(node.anyOf ?? [])];
    if (node.items !== undefined) children.push(node.items);
    children.forEach(visit);
  };
  visit(schema);
  return size;
}

/**
 * The characters of the strings among `values`, in code points (OpenAI's limits are in characters,
 * not UTF-16 units); numbers and `null` are not strings and count nothing.
 */
export function characterCount(values: readonly unknown[]): number {
  let characters = 0;
  for (const value of values) if (typeof value === "string") characters += codePointLength(value);
  return characters;
}
