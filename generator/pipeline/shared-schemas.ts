import type { JsonSchemaObject } from "../../src/json-schema.js";
import type { BuiltTool } from "./build-entries.js";
import { schemaText } from "./schema-text.js";

/** The input schemas of one run by their text (`schemaText`): the first tool's of each. */
export type SchemasByText = Map<string, JsonSchemaObject>;

/**
 * Gives each entry whose input schema another tool of the run has already (tools that take the
 * same arguments, described alike) that tool's schema object. The converter makes one per tool;
 * kept to the end of the run, the copies were most of the memory the tools hold (the 5,000 tools of
 * the bench corpus have 100 schemas), which every young-generation collection of the build copied
 * again. Schemas are not changed once built, and the copies have the same text.
 */
export function shareInputSchemas(built: readonly BuiltTool[], byText: SchemasByText): void {
  for (const { entry } of built) {
    const text = schemaText(entry.inputSchema);
    const first = byText.get(text);
    if (first === undefined) byText.set(text, entry.inputSchema);
    else entry.inputSchema = first;
  }
}
