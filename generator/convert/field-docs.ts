import type { JsonSchema, JsonSchemaObject } from "../../src/json-schema.js";
import type { FieldTags } from "../annotate/unused-param-docs.js";
import type { Definition } from "./definitions.js";

/**
 * `@param opts.limit text`, JSDoc's way to describe a field of an object parameter: the text
 * becomes the description of that property of the parameter's schema (as `@param args.limit` does
 * for a destructured one), over the field's own comment, at any depth (`opts.page.size`). The
 * schema is copied along the path. A field inside a named type, whose `$defs` entry every use
 * shares, is left to that type's comment; a name that reaches no field is neither. What became of
 * each tag is recorded in `tags`: the names `applied`, and those `inNamedType` with the type's name.
 */
export function describeFields(schema: JsonSchemaObject, parameter: string, docs: ReadonlyMap<string, string>, definitions: readonly Definition[], tags: FieldTags): JsonSchemaObject {
  let result = schema;
  for (const [name, text] of docs) {
    if (!name.startsWith(`${parameter}.`)) continue;
    const path = name.split(".").slice(1);
    const named = namedTypeOnPath(result, path, definitions);
    if (named !== undefined) tags.inNamedType.set(name, named);
    else {
      const described = withDescription(result, path, text);
      if (described !== undefined) {
        result = described;
        tags.applied.add(name);
      }
    }
  }
  return result;
}

/** `schema` with the description of the property at `path`, or undefined when there is none there. */
function withDescription(schema: JsonSchemaObject, path: readonly string[], text: string): JsonSchemaObject | undefined {
  const [field, ...rest] = path;
  if (field === undefined) return { ...schema, description: text };
  const child = propertyOf(schema, field);
  if (child === undefined) return undefined;
  const updated = withDescription(child, rest, text);
  return updated === undefined ? undefined : { ...schema, properties: { ...schema.properties, [field]: updated } };
}

/** The name of the named type the path enters before its end (`$ref` to a definition), if any. */
function namedTypeOnPath(schema: JsonSchemaObject, path: readonly string[], definitions: readonly Definition[]): string | undefined {
  let current: JsonSchemaObject | undefined = schema;
  for (const field of path) {
    if (current === undefined) return undefined;
    if (typeof current.$ref === "string") return definitions.find((d) => d.ref === current!.$ref)?.name;
    current = propertyOf(current, field);
  }
  return undefined;
}

function propertyOf(schema: JsonSchemaObject, field: string): JsonSchemaObject | undefined {
  const child: JsonSchema | undefined = schema.properties !== undefined && Object.hasOwn(schema.properties, field) ? schema.properties[field] : undefined;
  return typeof child === "object" ? child : undefined;
}
