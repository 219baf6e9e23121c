import { afterEach, describe, expect, it } from "vitest";
import { GenToolsSession } from "../../generator/session.js";
import { tempProject, type TempProject } from "./helpers/temp-project.js";

let project: TempProject | undefined;
afterEach(() => project?.remove());

/** JSON-value types as users write them: type-fest's `JsonValue`, and a recursive `Json`. */
const JSON_TYPES = `type JsonPrimitive = string | number | boolean | null;
type JsonValue = JsonPrimitive | JsonValue[] | { [key: string]: JsonValue };
type Json = string | number | boolean | null | Json[] | { [key: string]: Json };
`;

/**
 * gen-tools' errors, by line, for a tool whose `value` property has `schema` and whose handler takes
 * `type` there; `defs`, the parameters' `$defs` entries.
 */
async function errors(schema: string, type: string, defs = ""): Promise<string[]> {
  const source = `import { registerTool } from "gen-tools";
${JSON_TYPES}
export const set = registerTool(
  {
    name: "set",
    description: "Sets a setting.",
    parameters: {
      type: "object",${defs === "" ? "" : ` $defs: { ${defs} },`}
      properties: {
        key: { type: "string", description: "The setting's name." },
        value: ${schema},
      },
      required: ["key", "value"],
      additionalProperties: false,
    },
  },
  (args: { key: string; value: ${type} }) => \`\${args.key}=\${String(args.value)}\`,
);
`;
  const p = tempProject({ "package.json": JSON.stringify({ type: "module" }), "src/tools.ts": source });
  project = p;
  const result = await GenToolsSession.open({ project: p.tsconfig, validators: false }).run();
  return result.diagnostics.filter((d) => d.severity === "error").map((d) => `${d.line}: ${d.code} ${d.message}`);
}

describe("a registerTool schema property with no type-narrowing keyword", () => {
  it("admits any JSON value, which a handler taking a string does not (GT3004)", async () => {
    for (const schema of [`{ description: "Any JSON value." }`, "{}", "true", `{ minLength: 1, description: "A number passes too." }`]) {
      expect(await errors(schema, "string"), schema).toEqual([
        "14: GT3004 tool 'set': property 'value' admits any JSON value in the schema but only string in the handler's type",
      ]);
    }
  });

  it("admits null, which a handler taking {} or Object does not (GT3004)", async () => {
    for (const type of ["{}", "Object"]) {
      expect(await errors(`{ description: "Any JSON value." }`, type), type).toEqual([
        "14: GT3004 tool 'set': property 'value' admits any JSON value in the schema but the handler's type does not take null",
      ]);
    }
  });

  it("fits a handler taking unknown, any or a JSON-value type", async () => {
    for (const type of ["unknown", "any", "JsonValue", "Json", "string | number | boolean | null | object | unknown[]", "{} | null"]) {
      expect(await errors(`{ description: "Any JSON value." }`, type), type).toEqual([]);
    }
  });
});

describe("a registerTool schema property narrower than the handler's type", () => {
  it("fits", async () => {
    for (const type of ["unknown", "JsonValue", "string | number"]) expect(await errors(`{ type: "string", description: "Text." }`, type), type).toEqual([]);
  });

  it("fits when it is an object and the handler's type says nothing of properties", async () => {
    const schema = `{ type: "object", properties: { size: { type: "number" } }, required: ["size"], description: "Sizes." }`;
    for (const type of ["unknown", "JsonValue", "Json", "{}", "object"]) expect(await errors(schema, type), type).toEqual([]);
  });
});

describe("a registerTool schema property whose types the check cannot tell", () => {
  it("is not compared", async () => {
    for (const schema of [`{ allOf: [{ type: "string" }] }`, `{ not: { type: "null" } }`, `{ if: { type: "string" }, then: { minLength: 1 } }`]) {
      expect(await errors(schema, "string"), schema).toEqual([]);
    }
  });
});

describe("a registerTool schema object property against a handler's union or record", () => {
  const point = (a: string): string => `{ type: "object", properties: { a: ${a} }, required: ["a"], additionalProperties: false, description: "A point." }`;

  it("is compared with the union's one object branch", async () => {
    expect(await errors(point(`{ type: "string" }`), "{ a: string } | null")).toEqual([]);
    expect(await errors(point(`{ type: "number" }`), "{ a: string } | null")).toEqual([
      "14: GT3004 tool 'set': property 'value.a' is number in the schema but string in the handler's type",
    ]);
    expect(await errors(point(`{ description: "Any JSON value." }`), "string | { a: string }")).toEqual([
      "14: GT3004 tool 'set': property 'value.a' admits any JSON value in the schema but only string in the handler's type",
    ]);
  });

  it("has each property compared with a record's values", async () => {
    expect(await errors(point(`{ type: "string" }`), "Record<string, string>")).toEqual([]);
    expect(await errors(point(`{ description: "Any JSON value." }`), "JsonValue")).toEqual([]);
    expect(await errors(point(`{ type: "number" }`), "Record<string, string>")).toEqual([
      "14: GT3004 tool 'set': property 'value.a' is number in the schema but string in the handler's type",
    ]);
  });
});

describe("a registerTool schema property whose other keywords narrow its type list", () => {
  it("admits only what they all admit, which a handler taking less than the type list fits", async () => {
    for (const [schema, type] of [
      [`{ type: ["string", "null"], enum: ["celsius", "fahrenheit"] }`, `"celsius" | "fahrenheit"`],
      [`{ type: ["string", "number"], anyOf: [{ type: "string", minLength: 1 }, { type: "string", format: "email" }] }`, "string"],
      [`{ type: ["string", "null"], not: { type: "null" } }`, "string"],
      [`{ type: ["string", "null"], allOf: [{ type: "string" }] }`, "string"],
    ]) {
      expect(await errors(schema!, type!), schema).toEqual([]);
    }
  });

  it("follows a $ref to any place of the document, a property's or a nested $defs entry, as the validator does", async () => {
    expect(await errors(`{ $ref: "#/properties/key" }`, "number")).toEqual([
      "14: GT3004 tool 'set': property 'value' is string in the schema but number in the handler's type",
    ]);
    expect(await errors(`{ $ref: "#/properties/value/$defs/Count", $defs: { Count: { type: "integer" } } }`, "string")).toEqual([
      "14: GT3004 tool 'set': property 'value' is integer in the schema but string in the handler's type",
    ]);
    expect(await errors(`{ $ref: "#/properties/key" }`, "string")).toEqual([]);
  });

  it("admits only what the keywords beside a $ref and its target both admit", async () => {
    expect(await errors(`{ $ref: "#/$defs/Any", type: "string" }`, "string", `Any: { description: "Anything." }`)).toEqual([]);
  });

  it("is still compared where what they admit is not what the handler takes", async () => {
    expect(await errors(`{ type: ["string", "null"], enum: ["celsius", null] }`, `"celsius"`)).toEqual([
      "14: GT3004 tool 'set': property 'value' is null | string in the schema but string in the handler's type",
    ]);
    expect(await errors(`{ type: "string", not: { const: "" } }`, "number")).toEqual([
      "14: GT3004 tool 'set': property 'value' is string in the schema but number in the handler's type",
    ]);
  });
});
