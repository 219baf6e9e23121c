import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { GenToolsSession } from "../../generator/session.js";
import type { JsonSchemaObject, JsonValue } from "../../src/json-schema.js";
import { validate } from "../../src/validator/index.js";
import { projectTypeErrors } from "./helpers/project-type-errors.js";
import { runtimeProject } from "./helpers/runtime-project.js";
import { type TempProject } from "./helpers/temp-project.js";

let project: TempProject | undefined;
afterEach(() => project?.remove());

/**
 * A property of a registerTool schema: the handler's type for it, as a user writes it; values the
 * validator accepts, which its generated type must take; values the validator refuses, which its
 * generated type refuses too (where TypeScript can say so).
 */
interface Property {
  schema: JsonSchemaObject | boolean;
  handler: string;
  accepted: JsonValue[];
  refused?: JsonValue[];
}

/** type-fest's JsonValue, as a user imports it. */
const JSON_VALUE = `type JsonPrimitive = string | number | boolean | null;
type JsonValue = JsonPrimitive | JsonValue[] | { [key: string]: JsonValue };
`;

/**
 * One tool, `probe`, with these properties, all required; its handler takes them as `handler`
 * says. `uses.ts` assigns each accepted value to its property's generated type, and each refused
 * one under `@ts-expect-error`. Checks the values against the schema with the runtime validator
 * first, so the test says what the validator does; then that gen-tools reports no error and tsc
 * none in the project with its tools.gen.ts.
 */
async function expectTypesFitValidator(properties: Record<string, Property>, defs: Record<string, JsonSchemaObject | boolean> = {}): Promise<string> {
  const parameters: JsonSchemaObject = {
    type: "object",
    ...(Object.keys(defs).length > 0 ? { $defs: defs } : {}),
    properties: Object.fromEntries(Object.entries(properties).map(([name, p]) => [name, p.schema])),
    required: Object.keys(properties),
    additionalProperties: false,
  };
  for (const [name, { accepted, refused = [] }] of Object.entries(properties)) {
    const alone = { ...parameters, required: [name] };
    for (const value of accepted) expect(validate(alone, { [name]: value }).ok, `${name}: ${JSON.stringify(value)} is valid`).toBe(true);
    for (const value of refused) expect(validate(alone, { [name]: value }).ok, `${name}: ${JSON.stringify(value)} is invalid`).toBe(false);
  }
  const handlerType = Object.entries(properties).map(([name, p]) => `${name}: ${p.handler}`);
  const tools = `import { registerTool } from "gen-tools";
${JSON_VALUE}
export const probe = registerTool(
  { name: "probe", description: "Probes types.", parameters: ${JSON.stringify(parameters)} },
  (args: { ${handlerType.join("; ")} }) => JSON.stringify(args),
);
`;
  const uses = Object.entries(properties).flatMap(([name, { accepted, refused = [] }]) => [
    ...accepted.map((value, i) => `export const ${name}Accepted${i}: ProbeArgs["${name}"] = ${JSON.stringify(value)};`),
    ...refused.map((value, i) => `// @ts-expect-error: the validator refuses it.\nexport const ${name}Refused${i}: ProbeArgs["${name}"] = ${JSON.stringify(value)};`),
  ]);
  const p = runtimeProject({
      "src/tools.ts": tools,
      "src/uses.ts": `import type { ProbeArgs } from "../generated/tools.gen.js";\n\n${uses.join("\n")}\n`,
      "src/handlers.ts": `import { ToolRegistry } from "gen-tools";\nimport { registerTools } from "../generated/tools.gen.js";\nimport { probe } from "./tools.js";\n\nexport const registry = registerTools(new ToolRegistry(), { handlers: { probe } });\n`,
  });
  project = p;
  const result = await GenToolsSession.open({ project: p.tsconfig, validators: false }).run();
  expect(result.diagnostics.filter((d) => d.severity === "error").map((d) => `${d.line}: ${d.code} ${d.message}`)).toEqual([]);
  const genModule = join(p.dir, "generated", "tools.gen.ts");
  expect(projectTypeErrors(p, [genModule])).toEqual([]);
  return readFileSync(genModule, "utf8");
}

describe("a registerTool schema's 2020-12 keywords give tools.gen.ts types that take what the validator accepts", () => {
  it("a subschema that narrows no type ({}, true, annotations, a string keyword, not, if) is any JSON value, which a handler taking a JSON-value type takes; so are the items of an array, the members of an object, that nothing describes", async () => {
    const anything: JsonValue[] = ["dark", 3, true, null, [1, "a"], { a: 1 }];
    const text = await expectTypesFitValidator(
      {
        described: { schema: { description: "Any JSON value." }, handler: "JsonValue", accepted: anything },
        annotated: { schema: { title: "Anything", examples: [1], deprecated: true }, handler: "JsonValue", accepted: anything },
        defaulted: { schema: { default: 5 }, handler: "JsonValue", accepted: anything },
        bounded: { schema: { minLength: 1 }, handler: "JsonValue", accepted: anything },
        notNull: { schema: { not: { type: "null" } }, handler: "unknown", accepted: ["dark", 3, [1]] },
        conditional: { schema: { if: { type: "string" }, then: { minLength: 1 }, else: { type: "number" } }, handler: "unknown", accepted: ["dark", 3] },
        empty: { schema: {}, handler: "JsonValue", accepted: anything },
        yes: { schema: true, handler: "JsonValue", accepted: anything },
        // Named after its tool, as every $defs entry is.
        viaDefs: { schema: { $ref: "#/$defs/Any" }, handler: "JsonValue", accepted: anything },
        anyItems: { schema: { type: "array", items: true }, handler: "JsonValue[]", accepted: [["a", 1, null]] },
        anyFirst: { schema: { type: "array", prefixItems: [true, { type: "number" }], items: false, minItems: 2 }, handler: "[JsonValue, number]", accepted: [[{ a: 1 }, 2]] },
        list: { schema: { type: "array", items: { description: "Anything." } }, handler: "JsonValue[]", accepted: [["a", 1, null, [2]]] },
        // Nothing said of the items or members.
        bareList: { schema: { type: "array", minItems: 1 }, handler: "JsonValue[]", accepted: [["a", 1, null, [2]]], refused: [[]] },
        bareObject: { schema: { type: ["object", "null"] }, handler: "{ [key: string]: JsonValue } | null", accepted: [{ a: [1] }, null], refused: [1] },
        map: { schema: { type: "object", additionalProperties: { description: "Anything." } }, handler: "{ [key: string]: JsonValue }", accepted: [{ a: "b", c: [1] }] },
        // In an allOf the other members narrow it.
        nonEmpty: { schema: { type: "string", allOf: [{ minLength: 1, description: "Not empty." }] }, handler: "string", accepted: ["a"], refused: [1] },
        // An allOf of such members narrows no type either.
        allUntyped: { schema: { allOf: [{ minLength: 1 }, { not: { type: "null" } }] }, handler: "JsonValue", accepted: ["dark", 3, [1]] },
      },
      { Any: true },
    );
    expect(text).toMatch(/described: import\("gen-tools"\)\.JsonValue;/);
    expect(text).toMatch(/^export type ProbeArgsAny = import\("gen-tools"\)\.JsonValue;/m);
  });

  it("prefixItems tuples: closed, with a rest element, open, with optional elements", async () => {
    await expectTypesFitValidator({
      pair: {
        schema: { type: "array", prefixItems: [{ type: "number" }, { type: "number" }], items: false, minItems: 2 },
        handler: "[number, number]",
        accepted: [[10.7, 59.9]],
        refused: [[1], [1, 2, 3], ["a", 2]],
      },
      // As gen-tools writes [number, number]: maxItems closes it.
      converted: { schema: { type: "array", prefixItems: [{ type: "number" }, { type: "number" }], minItems: 2, maxItems: 2 }, handler: "[number, number]", accepted: [[1, 2]], refused: [[1, 2, 3]] },
      tagged: {
        schema: { type: "array", prefixItems: [{ type: "string" }], items: { type: "number" }, minItems: 1 },
        handler: "[string, ...number[]]",
        accepted: [["a"], ["a", 1, 2]],
        refused: [[], ["a", "b"]],
      },
      // No minItems: the validator takes [] too.
      maybeTagged: { schema: { type: "array", prefixItems: [{ type: "string" }], items: { type: "number" } }, handler: "[string?, ...number[]]", accepted: [[], ["a", 1, 2]], refused: [[1]] },
      open: { schema: { type: "array", prefixItems: [{ type: "number" }, { type: "number" }], minItems: 2 }, handler: "[number, number, ...JsonValue[]]", accepted: [[1, 2], [1, 2, "x", null]], refused: [["a", 2]] },
      optional: { schema: { type: "array", prefixItems: [{ type: "string" }, { type: "number" }], minItems: 1, maxItems: 2 }, handler: "[string, number?]", accepted: [["a"], ["a", 1]], refused: [["a", 1, 2]] },
      closedByUnevaluated: { schema: { type: "array", prefixItems: [{ type: "boolean" }], unevaluatedItems: false, minItems: 1 }, handler: "[boolean]", accepted: [[true]], refused: [[true, 1]] },
    });
  });

  it("patternProperties are an index signature of their values and of what other names hold", async () => {
    const text = await expectTypesFitValidator({
      closed: {
        schema: { type: "object", patternProperties: { "^x-": { type: "string" } }, additionalProperties: false },
        handler: "Record<`x-${string}`, string>",
        accepted: [{ "x-a": "b" }],
        refused: [{ "x-a": 1 }],
      },
      // Names that no pattern matches may hold anything.
      open: { schema: { type: "object", patternProperties: { "^x-": { type: "string" } } }, handler: "{ [key: string]: unknown }", accepted: [{ "x-a": "b", other: 1 }] },
      both: {
        schema: { type: "object", properties: { id: { type: "integer" } }, patternProperties: { "^n-": { type: "number" } }, additionalProperties: { type: "boolean" } },
        handler: "{ id?: number; [key: string]: number | boolean | undefined }",
        accepted: [{ id: 1, "n-a": 2.5, flag: true }],
        refused: [{ id: 1, other: "s" }],
      },
    });
    expect(text).not.toContain("undefined`'s JSON-Schema definition");
  });

  it("unevaluatedProperties where nothing evaluates in place is additionalProperties", async () => {
    await expectTypesFitValidator({
      closed: { schema: { type: "object", properties: { a: { type: "string" } }, unevaluatedProperties: false }, handler: "{ a?: string }", accepted: [{ a: "b" }, {}], refused: [{ a: "b", c: 1 }] },
      numbers: { schema: { type: "object", unevaluatedProperties: { type: "number" } }, handler: "Record<string, number>", accepted: [{ a: 1 }], refused: [{ a: "b" }] },
      // An allOf evaluates too: the type stays open.
      composed: {
        schema: { type: "object", allOf: [{ properties: { b: { type: "number" } } }], properties: { a: { type: "string" } }, unevaluatedProperties: false },
        handler: "{ a?: string; b?: number }",
        accepted: [{ a: "x", b: 1 }],
      },
    });
  });

  it("a $ref into a tuple's element or rest, or a pattern's value, follows it where it moves", async () => {
    await expectTypesFitValidator({
      pair: { schema: { type: "array", prefixItems: [{ type: "string" }, { type: "number" }], items: { type: "boolean" }, minItems: 2 }, handler: "[string, number, ...boolean[]]", accepted: [["a", 1, true]] },
      first: { schema: { $ref: "#/properties/pair/prefixItems/0" }, handler: "string", accepted: ["a"], refused: [1] },
      rest: { schema: { $ref: "#/properties/pair/items" }, handler: "boolean", accepted: [true], refused: ["a"] },
      headers: { schema: { type: "object", patternProperties: { "^x-": { type: "integer" } }, additionalProperties: false }, handler: "Record<string, number>", accepted: [{ "x-a": 1 }] },
      header: { schema: { $ref: "#/properties/headers/patternProperties/%5Ex-" }, handler: "number", accepted: [1], refused: ["a"] },
    });
  });

  it("const, enum, type lists, anyOf, oneOf, allOf, dependentRequired and nested $defs keep their types", async () => {
    await expectTypesFitValidator(
      {
        kind: { schema: { const: "pin" }, handler: `"pin"`, accepted: ["pin"], refused: ["pen"] },
        mixed: { schema: { enum: ["a", 1, null, true] }, handler: `"a" | 1 | null | true`, accepted: ["a", 1, null, true], refused: ["b"] },
        nullable: { schema: { type: ["string", "null"] }, handler: "string | null", accepted: ["a", null], refused: [1] },
        either: { schema: { anyOf: [{ type: "string" }, { type: "number" }] }, handler: "string | number", accepted: ["a", 1], refused: [true] },
        one: {
          schema: { oneOf: [{ type: "object", properties: { a: { type: "string" } }, required: ["a"] }, { type: "object", properties: { b: { type: "number" } }, required: ["b"] }] },
          handler: "{ a: string } | { b: number }",
          accepted: [{ a: "x" }, { b: 1 }],
        },
        all: {
          schema: { allOf: [{ type: "object", properties: { a: { type: "string" } }, required: ["a"] }, { description: "Described." }] },
          handler: "{ a: string }",
          accepted: [{ a: "x" }],
        },
        paired: {
          schema: { type: "object", properties: { a: { type: "string" }, b: { type: "string" } }, dependentRequired: { a: ["b"] } },
          handler: "{ a?: string; b?: string }",
          accepted: [{}, { a: "x", b: "y" }],
        },
        nested: { schema: { $ref: "#/$defs/Outer/$defs/Inner" }, handler: "number", accepted: [1], refused: ["a"] },
      },
      { Outer: { $defs: { Inner: { type: "number" } }, type: "string" } },
    );
  });
});
