import type { JsonSchema, JsonSchemaObject } from "../../src/json-schema.js";
import type { Diagnostic } from "../diagnostics.js";
import type { RegisteredTool } from "../discover/index.js";
import { schemaSyntaxAt } from "../discover/schema-literal.js";
import { diagnosticAt } from "../source-location.js";
import { definitionsOf, followRefs, type Located, type Written } from "./json-types.js";
import { namedKeys } from "./object-keys.js";

/**
 * GT1100 for a `registerTool` schema: each argument (a property of `parameters`, or of a schema its
 * `$ref` or `allOf` gives it) that has no description, neither its own nor that of a subschema its
 * `$ref`s lead to, nor one on an `allOf` branch or on each branch of its `anyOf`/`oneOf` that is not
 * `null` (a nullable `Box`), nor one where another layer of the arguments defines it again, as a
 * converted tool's parameters are checked. A model reads only descriptions.
 */
export function undescribedParameters(tool: RegisteredTool, root: string): Diagnostic[] {
  const schema = tool.parameters.value;
  const layers = argumentLayers(schema);
  // An argument may be defined in several layers (beside a root `$ref`, in an `allOf` branch): described in any, it is described.
  const names = namedKeys(layers.map(({ schema }) => schema));
  return [...names].flatMap((name) => {
    const definitions = definitionsOf(name, layers);
    if (definitions.some(({ schema: property, pointer }) => isDescribed(property, schema, pointer, new Set()))) return [];
    const node = schemaSyntaxAt(tool.parameters, definitions[0]!.pointer) ?? tool.node;
    return [diagnosticAt(root, node, "GT1100", "warning", `tool '${tool.name}': parameter '${name}' has no description (add "description" to its schema)`)];
  });
}

/**
 * The arguments' schema and its `allOf` branches, with the schemas their `$ref`s lead to and those
 * holding the `$ref`s: every arguments object meets each. The arguments' own schema comes first.
 */
function argumentLayers(root: JsonSchemaObject): Located[] {
  const layers: Located[] = [];
  const reached = new Set<string>();
  const pending: Written[] = [{ schema: root, pointer: "" }];
  while (pending.length > 0) {
    const { schema, pointer } = pending.pop()!;
    const followed = followRefs(schema, root, pointer);
    if (followed === undefined || typeof followed.schema === "boolean" || reached.has(followed.pointer)) continue;
    reached.add(followed.pointer);
    layers.push(...followed.via, { schema: followed.schema, pointer: followed.pointer });
    (followed.schema.allOf ?? []).forEach((branch, i) => pending.push({ schema: branch, pointer: `${followed.pointer}/allOf/${i}` }));
  }
  return layers;
}

/** `seen`: the places looked at already, so that a union that refers to itself ends. */
function isDescribed(schema: JsonSchema, root: JsonSchemaObject, at: string, seen: Set<string>): boolean {
  if (seen.has(at)) return false;
  seen.add(at);
  const followed = followRefs(schema, root, at);
  // A description on any schema along the `$ref`s is one the model reads with the argument.
  const along = followed === undefined ? [schema] : [...followed.via.map((v) => v.schema), followed.schema];
  if (along.some(hasDescription)) return true;
  if (followed === undefined || typeof followed.schema === "boolean") return false;
  const target = followed.schema;
  // A value meets every allOf branch: a description on any of them is read with it.
  const allOf = (target.allOf ?? []).map((branch, i) => ({ branch, at: `${followed.pointer}/allOf/${i}` }));
  if (allOf.some((b) => isDescribed(b.branch, root, b.at, seen))) return true;
  return (["anyOf", "oneOf"] as const).some((keyword) => {
    const branches = (target[keyword] ?? []).map((branch, i) => ({ branch, at: `${followed.pointer}/${keyword}/${i}` })).filter(({ branch }) => !isNullOnly(branch));
    return branches.length > 0 && branches.every((b) => isDescribed(b.branch, root, b.at, seen));
  });
}

function hasDescription(schema: JsonSchema): boolean {
  return typeof schema === "object" && typeof schema.description === "string" && schema.description.trim() !== "";
}

/** `{ "type": "null" }`: the branch that makes an argument nullable, which says nothing of what it is. */
function isNullOnly(schema: JsonSchema): boolean {
  return typeof schema === "object" && schema.type === "null";
}
