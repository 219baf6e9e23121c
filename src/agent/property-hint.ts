import type { JsonSchemaObject } from "../json-schema.js";
import { editDistance } from "../registry/nearest-names.js";
import { ownValue } from "../registry/own-value.js";
import { isPlainObject } from "../validator/json-kind.js";
import { parsePointer } from "../validator/json-pointer.js";
import type { ValidationError } from "../validator/types.js";

/**
 * For an extra property of a closed object, the allowed one the model most likely meant (`days`
 * for `dayz`): within 40% of the name's length in edits, as TypeScript's spelling suggestions
 * (`side` is not offered `kind`), the first of the object's `properties` of those equally near.
 * Worked out where a failed call's result is written for the model, once per call: in the
 * validator, every such error would pay for the edit distances, and the invalid path is measured
 * against Ajv's. `undefined` for any other error, and where `schemaPath` does not lead to the
 * object's schema within `schema` (the tool's input schema).
 */
export function nearestProperty(error: ValidationError, schema: JsonSchemaObject): string | undefined {
  const name = error.params?.["additionalProperty"];
  const tokens = error.keyword === "additionalProperties" ? parsePointer(error.schemaPath) : undefined;
  if (typeof name !== "string" || tokens === undefined || tokens.pop() !== "additionalProperties") return undefined;
  let object: unknown = schema;
  // Down the schema as the pointer goes, through objects and arrays (`/anyOf/0/…`).
  for (const token of tokens) object = typeof object === "object" && object !== null ? ownValue(object as Record<string, unknown>, token) : undefined;
  const properties = isPlainObject(object) ? ownValue(object, "properties") : undefined;
  return isPlainObject(properties) ? nearestName(name, Object.keys(properties)) : undefined;
}

function nearestName(name: string, names: readonly string[]): string | undefined {
  const limit = Math.floor(name.length * 0.4);
  let nearest: string | undefined;
  let nearestDistance = limit + 1;
  for (const candidate of names) {
    // Its length alone puts it too far: a very long name from a model builds no distance table.
    if (Math.abs(candidate.length - name.length) > limit) continue;
    const distance = editDistance(name, candidate);
    if (distance < nearestDistance) {
      nearest = candidate;
      nearestDistance = distance;
    }
  }
  return nearest;
}
