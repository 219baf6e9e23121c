import type { JsonSchemaObject, JsonValue } from "../../src/json-schema.js";

/** One tool's input schema with arguments a model might send: all `valid` pass, all `invalid` fail. */
export interface BenchSchema {
  /** The tool the schema belongs to, as gen-tools would name it. */
  tool: string;
  /** The shape it stands for, the row label in the tables: flat, nested, recursive, union. */
  shape: string;
  schema: JsonSchemaObject;
  valid: JsonValue[];
  invalid: JsonValue[];
}
