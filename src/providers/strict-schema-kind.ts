import type { JsonSchemaObject, JsonTypeName } from "../json-schema.js";

/** Whether a schema describes objects: `type: "object"`, or `properties` with no type. */
export function isObjectSchema(schema: JsonSchemaObject): boolean {
  return hasType(schema, "object") || (schema.type === undefined && schema.properties !== undefined);
}

export function hasType(schema: JsonSchemaObject, type: JsonTypeName): boolean {
  return schema.type !== undefined && toArray(schema.type).includes(type);
}

export function toArray<T>(value: T | T[]): T[] {
  return Array.isArray(value) ? value : [value];
}
