import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { GenToolsSession } from "../../generator/session.js";
import { projectTypeErrors } from "./helpers/project-type-errors.js";
import { runtimeProject } from "./helpers/runtime-project.js";
import { type TempProject } from "./helpers/temp-project.js";

let project: TempProject | undefined;
afterEach(() => project?.remove());

/** What a tool's properties hold: a closed object of one property, `key`, or a list. */
interface Shape {
  key: string;
  type: "number" | "string";
}

/** A closed object of one required property, with the keywords of `extra` first. */
const closed = ({ key, type }: Shape, extra = ""): string =>
  `{ ${extra}type: "object", properties: { ${key}: { type: "${type}" } }, required: ["${key}"], additionalProperties: false }`;

/** `$ref`s by JSON Pointer: at a property, at a property of a `$defs` entry, at the root (through the copy a description beside the `$ref` makes). */
const byPointer = (shape: Shape) => ({
  defs: `X: { type: "object", properties: { y: ${closed(shape)} } }`,
  properties: {
    a: closed(shape),
    b: `{ $ref: "#/properties/a" }`,
    list: `{ type: "array", items: { type: "${shape.type}" } }`,
    again: `{ $ref: "#/properties/list" }`,
    inner: `{ $ref: "#/$defs/X/properties/y" }`,
    next: `{ $ref: "#", description: "The next." }`,
  },
});

/** `$ref`s by an `$anchor` and by an `$id`. */
const byName = (shape: Shape) => ({
  defs: `Tagged: ${closed(shape, '$anchor: "tagged", ')}, Item: ${closed(shape, '$id: "item.json", ')}`,
  properties: { anchored: `{ $ref: "#tagged" }`, identified: `{ $ref: "item.json" }` },
});

/** A `$dynamicRef`, which resolves to a `$dynamicAnchor`. */
const byDynamicRef = (shape: Shape) => ({
  defs: `Leaf: { $dynamicAnchor: "leaf", type: "${shape.type}" }`,
  properties: { tip: `{ $dynamicRef: "#leaf" }` },
});

/** A `$ref` into the `$defs` of the subschema that holds it, which json-schema-to-typescript took for a cycle. */
const intoOwnDefs = (shape: Shape) => ({
  defs: "",
  properties: { held: `{ $ref: "#/properties/held/$defs/Inner", description: "Its own.", $defs: { Inner: ${closed(shape)} } }` },
});

/** A registerTool tool of this schema, with a handler typed as the schema says. */
function registered(tool: string, shape: Shape, schema: { defs: string; properties: Record<string, string> }): string {
  const inputName = `${tool}Input`;
  const object = `{ ${shape.key}: ${shape.type} }`;
  const handlerType = Object.keys(schema.properties).map((name) => {
    if (name === "next") return `next?: ${inputName}`;
    if (name === "tip") return `tip: ${shape.type}`;
    return `${name}: ${name === "list" || name === "again" ? `${shape.type}[]` : object}`;
  });
  const properties = Object.entries(schema.properties).map(([name, subschema]) => `${name}: ${subschema}`);
  const required = Object.keys(schema.properties).filter((name) => name !== "next");
  return `type ${inputName} = { ${handlerType.join("; ")} };

export const ${tool} = registerTool(
  {
    name: "${tool}",
    description: "Takes ${shape.type}s.",
    parameters: {
      type: "object",
      $defs: { ${schema.defs} },
      properties: { ${properties.join(", ")} },
      required: ${JSON.stringify(required)},
      additionalProperties: false,
    },
  },
  (args: ${inputName}) => args,
);
`;
}

/** Two tools whose refs have the same names and lead to different shapes: numbers for paint, strings for brush. */
function twoToolProject(schema: (shape: Shape) => { defs: string; properties: Record<string, string> }, uses: string): TempProject {
  const x: Shape = { key: "x", type: "number" };
  const label: Shape = { key: "label", type: "string" };
  const tools = `import { registerTool } from "gen-tools";\n\n${registered("paint", x, schema(x))}\n${registered("brush", label, schema(label))}`;
  const usesSource = `import type { BrushArgs, PaintArgs } from "../generated/tools.gen.js";\n\nconst x = { x: 1 };\nconst label = { label: "l" };\n${uses}`;
  return runtimeProject({ "src/tools.ts": tools, "src/uses.ts": usesSource });
}

/**
 * Generates the project's tools.gen.ts and checks that tsc finds no error in the project's files;
 * then that every type it declares is declared once and named after its tool (or is the module's own).
 */
async function expectOwnTypes(p: TempProject): Promise<void> {
  project = p;
  const result = await GenToolsSession.open({ project: p.tsconfig, validators: false }).run();
  expect(result.diagnostics.filter((d) => d.severity === "error").map((d) => `${d.line}: ${d.code} ${d.message}`)).toEqual([]);
  const genModule = join(p.dir, "generated", "tools.gen.ts");
  expect(projectTypeErrors(p, [genModule])).toEqual([]);
  const declared = [...readFileSync(genModule, "utf8").matchAll(/^export (?:interface|type) (\w+)/gm)].map((m) => m[1]!);
  expect(declared).toEqual([...new Set(declared)]);
  expect(declared.filter((name) => !/^(Paint|Brush)Args/.test(name))).toEqual(["ToolArgs", "AgentInstances", "ToolHandlers", "ToolImplementations"]);
}

describe("a registerTool schema's $refs outside $defs give each tool types of its own, which tsc checks its arguments against", () => {
  it("by JSON Pointer: at a property, into a $defs entry, at the root", async () => {
    const uses = `export const paint: PaintArgs = { a: x, b: x, list: [1], again: [2], inner: x, next: { a: x, b: x, list: [], again: [], inner: x } };
export const brush: BrushArgs = { a: label, b: label, list: ["l"], again: ["m"], inner: label, next: { a: label, b: label, list: [], again: [], inner: label } };
// @ts-expect-error: a brush's b is no paint's.
export const wrong: BrushArgs["b"] = x;
`;
    await expectOwnTypes(twoToolProject(byPointer, uses));
  });

  it("by $anchor and by $id", async () => {
    const uses = `export const paint: PaintArgs = { anchored: x, identified: x };
export const brush: BrushArgs = { anchored: label, identified: label };
// @ts-expect-error: a brush's anchored is no paint's.
export const wrong: BrushArgs["anchored"] = x;
`;
    await expectOwnTypes(twoToolProject(byName, uses));
  });

  it("by $dynamicRef", async () => {
    const uses = `export const paint: PaintArgs = { tip: 1 };
export const brush: BrushArgs = { tip: "l" };
// @ts-expect-error: a brush's tip is no paint's.
export const wrong: BrushArgs["tip"] = 1;
`;
    await expectOwnTypes(twoToolProject(byDynamicRef, uses));
  });

  it("into the $defs of the subschema that holds the $ref", async () => {
    const uses = `export const paint: PaintArgs = { held: x };
export const brush: BrushArgs = { held: label };
// @ts-expect-error: a brush's held is no paint's.
export const wrong: BrushArgs["held"] = x;
`;
    await expectOwnTypes(twoToolProject(intoOwnDefs, uses));
  });
});
