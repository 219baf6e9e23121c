import type { JsonSchema, JsonSchemaObject } from "../../src/json-schema.js";
import { isPlainObject } from "../../src/validator/json-kind.js";
import { escapeToken } from "../../src/validator/json-pointer.js";
import type { Located } from "./json-types.js";
import { conditionalDependsOnKey, dependsOnKey } from "./key-refusals.js";

/**
 * Whether a keyword of an object's `layer` other than `required` may make every argument have the
 * key `key`: `dependentRequired` that lists it, `dependentSchemas`, a `not` or an `if` whose outcome
 * may turn on it (see `dependsOnKey`; `if: { required: ["a"] }, then: { required: ["b"] }` beside a
 * required `a`), `minProperties`, a `const` or an `enum`. The handler may then require it.
 */
export function mayRequireKey(layer: Located, key: string, root: JsonSchemaObject): boolean {
  const { schema, pointer } = layer;
  const dependencies = isPlainObject(schema.dependentRequired) ? Object.values(schema.dependentRequired) : [];
  const dependents = isPlainObject(schema.dependentSchemas) ? Object.entries(schema.dependentSchemas) : [];
  return (
    dependencies.some((keys) => Array.isArray(keys) && keys.includes(key)) ||
    dependents.some(([on, dependent]) => dependsOnKey(dependent as JsonSchema, `${pointer}/dependentSchemas/${escapeToken(on)}`, key, root, new Set())) ||
    dependsOnKey(schema.not, `${pointer}/not`, key, root, new Set()) ||
    conditionalDependsOnKey(layer, key, root) ||
    ["minProperties", "const", "enum"].some((keyword) => Object.hasOwn(schema, keyword))
  );
}
