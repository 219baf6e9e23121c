import type { JsonSchemaObject } from "../json-schema.js";
import { editDistance } from "../registry/nearest-names.js";
import { isPlainObject } from "../validator/json-kind.js";
import { parsePointer } from "../validator/json-pointer.js";
import { valueAt } from "../validator/resolve-ref.js";
import type { ValidationError } from "../validator/types.js";

/**
 * What to do about a validation error, for the result a model reads, where the error alone does not
 * say it: an extra property of a closed object gets the allowed name it is nearest (`did you mean
 * 'days'?`), and a `null` sent for an optional property is told to leave the property out (models
 * send `null` for an argument they mean to omit). Worked out where a failed call's result is written,
 * once per call, from the error's `schemaPath` in the tool's input schema (`schema`): the validator,
 * whose invalid path is measured against Ajv's, would pay for it in every validation. `undefined`
 * for any other error, and where `schemaPath` does not lead to the object's schema.
 */
export function hintFor(error: ValidationError, schema: JsonSchemaObject): string | undefined {
  const tokens = parsePointer(error.schemaPath);
  const keyword = tokens?.pop();
  if (tokens === undefined || keyword !== error.keyword) return undefined;
  if (keyword === "additionalProperties") {
    const name = error.params?.["additionalProperty"];
    const properties = valueAt(schema, [...tokens, "properties"]);
    const nearest = typeof name === "string" && isPlainObject(properties) ? nearestName(name, Object.keys(properties)) : undefined;
    return nearest === undefined ? undefined : `did you mean '${nearest}'?`;
  }
  // `/…/properties/<name>/type`, a null where the property's own schema wants another type.
  if (keyword === "type" && error.actual === "null") {
    const name = tokens.pop();
    if (tokens.pop() !== "properties" || name === undefined) return undefined;
    const object = valueAt(schema, tokens);
    // An object without `required` (every argument optional) requires none.
    const required = isPlainObject(object) ? (object["required"] ?? []) : undefined;
    const optional = Array.isArray(required) && !required.includes(name);
    return optional ? `'${name}' is optional: leave it out rather than send null` : undefined;
  }
  return undefined;
}

/**
 * The name of `names` nearest to `name`, within 40% of its length in edits (as TypeScript's
 * spelling suggestions: `side` is not offered `kind`), the first listed of those equally near.
 */
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
