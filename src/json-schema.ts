/** A JSON value, as `JSON.parse` produces it. */
export type JsonValue = null | boolean | number | string | JsonValue[] | { [key: string]: JsonValue };

/**
 * A JSON Schema (draft 2020-12) document or subschema. Schemas are data: they are read from the
 * manifest or written by hand, so the keyword set is open and each keyword is checked where used.
 */
export type JsonSchema = boolean | JsonSchemaObject;

export interface JsonSchemaObject {
  $schema?: string;
  $id?: string;
  $anchor?: string;
  $dynamicAnchor?: string;
  $ref?: string;
  $dynamicRef?: string;
  $defs?: Record<string, JsonSchema>;
  $comment?: string;
  type?: JsonTypeName | JsonTypeName[];
  enum?: JsonValue[];
  const?: JsonValue;
  properties?: Record<string, JsonSchema>;
  patternProperties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: JsonSchema;
  items?: JsonSchema;
  prefixItems?: JsonSchema[];
  minItems?: number;
  maxItems?: number;
  uniqueItems?: boolean;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  multipleOf?: number;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  not?: JsonSchema;
  title?: string;
  description?: string;
  default?: JsonValue;
  examples?: JsonValue[];
  deprecated?: boolean;
  [keyword: string]: unknown;
}

export type JsonTypeName = "null" | "boolean" | "object" | "array" | "number" | "integer" | "string";
