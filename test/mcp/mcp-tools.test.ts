import { describe, expect, it } from "vitest";
import { Ajv2020 } from "ajv/dist/2020.js";
import { ToolSchema } from "@modelcontextprotocol/sdk/types.js";
import type { JsonSchemaObject } from "../../src/json-schema.js";
import { toMcpStructuredContent, toMcpTools, type McpToolSource } from "../../src/mcp/mcp-tools.js";

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
    expect(tools.map((t) => t.name)).toEqual(["notes.get", "notes.list", "notes.clear"]);
    expect(tools[0]).toEqual({
      name: "notes.get",
      description: "One note",
      inputSchema: input,
      outputSchema: noteSchema,
      annotations: { idempotentHint: true },
    });
    expect(tools[2]).not.toHaveProperty("outputSchema");
    expect(tools[2]?.annotations).toEqual({ idempotentHint: false });
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
