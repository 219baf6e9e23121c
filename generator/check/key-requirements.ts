import type { JsonSchemaObject } from "../../src/json-schema.js";
import { isPlainObject } from "../../src/validator/json-kind.js";
import type { Located } from "./json-types.js";
import { applicatorDependsOnKey } from "./key-refusals.js";

/**
 * Whether a keyword of an object's `layer` other than `required` may make every argument have the
 * key `key`: `dependentRequired` that lists it, `dependentSchemas`, a `not` or an `if` whose outcome
 * may turn on it (see `applicatorDependsOnKey`; `if: { required: ["a"] }, then: { required: ["b"] }` beside a
 * required `a`), `minProperties`, a `const` or an `enum`. The handler may then require it.
 */
export function mayRequireKey(layer: Located, key: string, root: JsonSchemaObject): boolean {
  const { schema } = layer;
  const dependencies = isPlainObject(schema.dependentRequired) ? Object.values(schema.dependentRequired) : [];
  return (
    dependencies.some((keys) => Array.isArray(keys) && keys.includes(key)) ||
    applicatorDependsOnKey(layer, key, root) ||
    ["minProperties", "const", "enum"].some((keyword) => Object.hasOwn(schema, keyword))
  );
}
