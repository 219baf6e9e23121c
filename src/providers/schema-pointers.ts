import type { JsonSchema, JsonSchemaObject } from "../json-schema.js";
import { isPlainObject } from "../validator/json-kind.js";
import { decodedFragment, parsePointer, pointerOf } from "../validator/json-pointer.js";
import { valueAt } from "../validator/resolve-ref.js";

/**
 * The subschema a local `$ref` (`#`, `#/$defs/Name`, any `#/...` pointer) points to, with its JSON
 * Pointer (`#/$defs/A%20B` is at `/$defs/A B`); `undefined` when the reference is not local, is
 * malformed, or leads nowhere. The fragment is read as the validator's `RefResolver` reads it:
 * percent-decoded, then split into tokens, so both find the same subschema.
 */
export function resolveLocalRef(root: JsonSchemaObject, ref: string): { schema: JsonSchema; pointer: string } | undefined {
  const pointer = ref.startsWith("#") ? decodedFragment(ref.slice(1)) : undefined;
  const tokens = pointer === undefined ? undefined : parsePointer(pointer);
  if (tokens === undefined) return undefined;
  const target = valueAt(root, tokens);
  if (typeof target !== "boolean" && !isPlainObject(target)) return undefined;
  return { schema: target as JsonSchema, pointer: pointerOf(tokens) };
}
