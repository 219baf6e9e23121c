import type { JsonSchemaObject } from "../../src/json-schema.js";
import type { BenchSchema } from "./types.js";

const text = { type: "string" } as const;
const line = { type: "integer", minimum: 0 } as const;
const path = { type: "string", minLength: 1, pattern: "^[\\w./-]+$" } as const;

/** One member of a discriminated union: `{ kind: "<kind>", ...fields }`, closed like every object. */
function variant(kind: string, properties: Record<string, JsonSchemaObject>, required: string[]): JsonSchemaObject {
  return {
    type: "object",
    properties: { kind: { const: kind }, ...properties },
    required: ["kind", ...required],
    additionalProperties: false,
  };
}

/** The edit operations of a code editor tool: a TypeScript union of 20 object types. */
const edit: JsonSchemaObject = {
  anyOf: [
    variant("insert_text", { file: path, line, text }, ["file", "line", "text"]),
    variant("delete_lines", { file: path, from: line, to: line }, ["file", "from", "to"]),
    variant("replace_text", { file: path, search: text, replace: text, all: { type: "boolean" } }, [
      "file",
      "search",
      "replace",
    ]),
    variant(
      "rename_symbol",
      { file: path, line, column: line, newName: { type: "string", pattern: "^[A-Za-z_$][\\w$]*$" } },
      ["file", "line", "column", "newName"],
    ),
    variant("move_file", { from: path, to: path }, ["from", "to"]),
    variant("copy_file", { from: path, to: path, overwrite: { type: "boolean" } }, ["from", "to"]),
    variant("delete_file", { file: path }, ["file"]),
    variant("create_file", { file: path, content: text }, ["file", "content"]),
    variant("add_import", { file: path, module: text, names: { type: "array", items: text, minItems: 1 } }, [
      "file",
      "module",
      "names",
    ]),
    variant("remove_import", { file: path, module: text }, ["file", "module"]),
    variant("format_file", { file: path, tabWidth: { type: "integer", minimum: 1, maximum: 8 } }, ["file"]),
    variant("organize_imports", { file: path }, ["file"]),
    variant("extract_function", { file: path, from: line, to: line, name: text }, ["file", "from", "to", "name"]),
    variant("inline_variable", { file: path, line, column: line }, ["file", "line", "column"]),
    variant("add_comment", { file: path, line, text, style: { type: "string", enum: ["line", "block", "jsdoc"] } }, [
      "file",
      "line",
      "text",
    ]),
    variant("wrap_in_try", { file: path, from: line, to: line }, ["file", "from", "to"]),
    variant(
      "set_indent",
      { file: path, size: { type: "integer", minimum: 1, maximum: 8 }, tabs: { type: "boolean" } },
      ["file", "size"],
    ),
    variant("add_parameter", { file: path, function: text, name: text, type: text, optional: { type: "boolean" } }, [
      "file",
      "function",
      "name",
      "type",
    ]),
    variant("change_return_type", { file: path, function: text, type: text }, ["file", "function", "type"]),
    variant("apply_patch", { patch: { type: "string", minLength: 1 } }, ["patch"]),
  ],
};

/** A large union: each value is tried against the members until one matches. */
export const union: BenchSchema = {
  tool: "editor.apply_edits",
  shape: "union",
  schema: {
    type: "object",
    properties: {
      edits: { type: "array", items: edit, minItems: 1, maxItems: 100 },
      dryRun: { type: "boolean" },
    },
    required: ["edits"],
    additionalProperties: false,
  },
  valid: [
    { edits: [{ kind: "insert_text", file: "src/a.ts", line: 3, text: "// hi" }] },
    {
      edits: [
        { kind: "rename_symbol", file: "src/a.ts", line: 10, column: 4, newName: "fetchUser" },
        { kind: "add_import", file: "src/a.ts", module: "node:fs", names: ["readFileSync"] },
        { kind: "organize_imports", file: "src/a.ts" },
      ],
      dryRun: true,
    },
    {
      edits: [
        { kind: "set_indent", file: "src/b.ts", size: 2 },
        { kind: "change_return_type", file: "src/b.ts", function: "load", type: "Promise<void>" },
        { kind: "apply_patch", patch: "--- a\n+++ b\n" },
      ],
    },
  ],
  invalid: [
    { edits: [{ kind: "insert_text", file: "src/a.ts", line: -1, text: "// hi" }] },
    { edits: [{ kind: "rename_symbol", file: "src/a.ts", line: 10, column: 4, newName: "9lives" }] },
    { edits: [{ kind: "teleport_file", file: "src/a.ts" }], dryRun: "yes" },
    {
      edits: [
        { kind: "apply_patch", patch: "" },
        { kind: "move_file", from: "a.ts" },
      ],
    },
  ],
};
