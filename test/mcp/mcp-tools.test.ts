import { describe, expect, it } from "vitest";
import { Ajv2020 } from "ajv/dist/2020.js";
import { ToolSchema } from "@modelcontextprotocol/sdk/types.js";
import type { JsonSchemaObject } from "../../src/json-schema.js";
import { isObjectRooted, toMcpStructuredContent, toMcpTools, type McpToolSource } from "../../src/mcp/mcp-tools.js";

const input: JsonSchemaObject = {
  type: "object",
  properties: { id: { type: "integer" } },
  required: ["id"],
  additionalProperties: false,
};
const noteSchema: JsonSchemaObject = {
  type: "object",
  properties: { id: { type: "integer" }, text: { type: "string" } },
  required: ["id", "text"],
  additionalProperties: false,
};
const sources: McpToolSource[] = [
  { name: "notes.get", description: "One note", inputSchema: input, outputSchema: noteSchema, idempotent: true },
  {
    name: "notes.list",
    description: "All notes",
    inputSchema: { type: "object", properties: {}, additionalProperties: false },
    outputSchema: { type: "array", items: { $ref: "#/$defs/Note" }, $defs: { Note: noteSchema } },
    idempotent: false,
  },
  {
    name: "notes.clear",
    description: "Delete all",
    inputSchema: { type: "object", properties: {}, additionalProperties: false },
    idempotent: false,
  },
];

describe("toMcpTools", () => {
  const tools = toMcpTools(sources);

  it("makes entries the MCP SDK's own Tool schema accepts, names and order kept", () => {
    for (const tool of tools) expect(() => ToolSchema.parse(tool)).not.toThrow();
    expect(tools.map((t) => t.name)).toEqual(["notes-get", "notes-list", "notes-clear"]);
    expect(tools[0]).toEqual({
      name: "notes-get",
      description: "One note",
      inputSchema: input,
      outputSchema: noteSchema,
      annotations: { idempotentHint: true },
    });
    expect(tools[2]).not.toHaveProperty("outputSchema");
    expect(tools[2]?.annotations).toEqual({ idempotentHint: false });
  });

  it("names the tools with dashes for dots by default, as serveMcp does, and as registered with toolNames: \"registry\"", () => {
    const seen: string[] = [];
    const annotate = (tool: { name: string }) => void seen.push(tool.name);
    expect(toMcpTools(sources, annotate).map((t) => t.name)).toEqual(["notes-get", "notes-list", "notes-clear"]);
    expect(toMcpTools(sources, undefined, "registry").map((t) => t.name)).toEqual(["notes.get", "notes.list", "notes.clear"]);
    // annotate keys on the registry's names either way.
    expect(seen).toEqual(["notes.get", "notes.list", "notes.clear"]);
  });

  it("wraps a non-object output schema under `result`, with its $defs at the new root", () => {
    const wrapped = tools[1]?.outputSchema;
    expect(wrapped).toEqual({
      type: "object",
      properties: { result: { type: "array", items: { $ref: "#/$defs/Note" } } },
      required: ["result"],
      additionalProperties: false,
      $defs: { Note: noteSchema },
    });
    const ajv = new Ajv2020();
    const list = [{ id: 1, text: "a" }];
    expect(ajv.validate(wrapped!, toMcpStructuredContent(sources[1]!.outputSchema!, list))).toBe(true);
    expect(ajv.validate(wrapped!, toMcpStructuredContent(sources[1]!.outputSchema!, [{ id: "x" }]))).toBe(false);
    expect(toMcpStructuredContent(noteSchema, { id: 1, text: "a" })).toEqual({ id: 1, text: "a" });
  });

  it("sends a returned undefined as null, as the result's text does, so that `T | undefined`'s schema holds", () => {
    // gen-tools' outputSchema of `Promise<Note | undefined>`.
    const maybeNote: JsonSchemaObject = { anyOf: [{ $ref: "#/$defs/Note" }, { type: "null" }], $defs: { Note: noteSchema } };
    const [tool] = toMcpTools([{ ...sources[0]!, outputSchema: maybeNote }]);
    const content = toMcpStructuredContent(maybeNote, undefined);
    expect(content).toEqual({ result: null });
    expect(new Ajv2020().validate(tool!.outputSchema!, JSON.parse(JSON.stringify(content)))).toBe(true);
  });
});

describe("isObjectRooted: whether a result goes to MCP as it is or under `result`", () => {
  const defs: Record<string, JsonSchemaObject> = { Note: noteSchema, Alias: { $ref: "#/$defs/Note" }, Tags: { type: "array", items: { type: "string" } } };
  const cases: [string, JsonSchemaObject, boolean][] = [
    ["type object", noteSchema, true],
    ["type [object]", { type: ["object"] }, true],
    ["type [object, null]", { type: ["object", "null"] }, false],
    ["a $ref to an object (an interface or class return type)", { $ref: "#/$defs/Note", $defs: defs }, true],
    ["a $ref to a $ref to an object", { $ref: "#/$defs/Alias", $defs: defs }, true],
    ["a $ref to an array", { $ref: "#/$defs/Tags", $defs: defs }, false],
    ["a $ref to nothing", { $ref: "#/$defs/Gone", $defs: defs }, false],
    ["a $ref to itself", { $ref: "#" }, false],
    ["a cycle of $refs", { $ref: "#/$defs/A", $defs: { A: { $ref: "#/$defs/B" }, B: { $ref: "#/$defs/A" } } }, false],
    ["a union of objects", { anyOf: [{ $ref: "#/$defs/Note" }, { type: "object" }], $defs: defs }, true],
    ["oneOf objects", { oneOf: [{ $ref: "#/$defs/Alias" }, { $ref: "#/$defs/Note" }], $defs: defs }, true],
    ["an object or undefined", { anyOf: [{ $ref: "#/$defs/Note" }, { type: "null" }], $defs: defs }, false],
    ["allOf with an object", { allOf: [{ required: ["id"] }, { $ref: "#/$defs/Note" }], $defs: defs }, true],
    ["an integer", { type: "integer" }, false],
  ];

  it.each(cases)("%s", (_, schema, objectRooted) => {
    expect(isObjectRooted(schema)).toBe(objectRooted);
    const [tool] = toMcpTools([{ ...sources[0]!, outputSchema: schema }]);
    expect(() => ToolSchema.parse(tool)).not.toThrow();
    // An object-rooted schema is served as it is, `type: "object"` added at its root; another is wrapped.
    expect(tool?.outputSchema).toEqual(objectRooted ? { ...schema, type: "object" } : expect.objectContaining({ required: ["result"] }));
  });

  it("sends an object through a $ref as it is, which its served schema accepts", () => {
    const schema: JsonSchemaObject = { $ref: "#/$defs/Note", $defs: defs };
    const [tool] = toMcpTools([{ ...sources[0]!, outputSchema: schema }]);
    const content = toMcpStructuredContent(schema, { id: 1, text: "a" });
    expect(content).toEqual({ id: 1, text: "a" });
    const ajv = new Ajv2020();
    expect(ajv.validate(tool!.outputSchema!, content)).toBe(true);
    expect(ajv.validate(tool!.outputSchema!, { id: "1", text: "a" })).toBe(false);
  });
});
