import { describe, expect, it } from "vitest";
import type { JsonSchema, JsonSchemaObject } from "../../src/json-schema.js";
import { makeProject } from "./harness.js";

// A field's keywords come from its own JSDoc comment; a field without one (told by its text, which
// the converter reads before parsing any comment) has none, whatever other comments are near it.
describe("a field's own comment", () => {
  const p = makeProject({
    "a.ts": `
      export class Row {
        /**
         * The row's id.
         * @minLength 1
         */
        id = "";
        // A line comment, which is no JSDoc.
        name = "";
        /* A block comment, which is none either. */ note = "";
        // TypeScript reads a JSDoc comment before the initializer as the field's.
        count = /** How many. @minimum 0 */ (0);
      }
      export interface Base {
        /** The total. @minimum 0 */
        total: number;
      }
      export interface Sum extends Base {
        total: number;
        count: number;
      }
      /** The method's comment, which documents none of its fields. @maxLength 3 */
      export function f(opts: {
        /** At most this many. @maximum 50 */
        limit: number;
        offset: number;
      }, row: Row, sum: Sum) {}
    `,
  });
  const schema = p.tool("f").inputSchema;
  const properties = (of: JsonSchema | undefined): JsonSchemaObject["properties"] => (of as JsonSchemaObject).properties;

  it("sets the keywords of a field of an inline object type that has one, and none on one that has none", () => {
    expect(properties(schema.properties?.opts)).toEqual({
      limit: { type: "number", description: "At most this many.", maximum: 50 },
      offset: { type: "number" },
    });
  });

  it("reads a class field's JSDoc, before it or its initializer, and neither a line nor a block comment", () => {
    expect(properties(schema.$defs?.Row)).toEqual({
      id: { type: "string", description: "The row's id.", minLength: 1 },
      name: { type: "string" },
      note: { type: "string" },
      count: { type: "number", description: "How many.", minimum: 0 },
    });
  });

  it("gives a field redeclared without a comment the base field's", () => {
    expect(properties(schema.$defs?.Sum)).toEqual({
      total: { type: "number", description: "The total.", minimum: 0 },
      count: { type: "number" },
    });
  });
});
