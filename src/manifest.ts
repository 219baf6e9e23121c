import type { JsonSchemaObject } from "./json-schema.js";

/** The manifest format this runtime reads and the generator writes. */
export const MANIFEST_VERSION = 1;

/** `tools.manifest.json`: every tool of a project, sorted by name. */
export interface ToolManifest {
  version: typeof MANIFEST_VERSION;
  /**
   * Written when gen-tools wrote the validators too: the hash of the tools' names and input schemas,
   * which their index carries as well. `loadManifest` takes the schemas of a manifest whose hash its
   * validators share as the ones gen-tools checked, and does not check them again.
   */
  validatorsHash?: string;
  tools: ToolEntry[];
}

export interface ToolEntry {
  /** Lowercase letters, digits and underscores in dot-separated segments: `weather.get_forecast`. */
  name: string;
  description: string;
  /** JSON Schema 2020-12 of the arguments object; always `type: "object"`. */
  inputSchema: JsonSchemaObject;
  /** JSON Schema of the return value, where the return type can be carried by JSON. */
  outputSchema?: JsonSchemaObject;
  idempotent: boolean;
  /** Milliseconds before a call moves to the background; `null` for the agent's default. */
  timeoutMs: number | null;
  /** Agent names that may call the tool; `null` for every agent. */
  allowedAgents: string[] | null;
  /**
   * How the handler takes its arguments: the positional parameter names in declaration order, or
   * `null` when it takes the arguments object whole (a lone destructured parameter, a `registerTool`
   * function). The call context (`ToolCallContext`) is always passed as one more argument after these.
   */
  parameters: string[] | null;
  /**
   * Where the handler takes a `Date`: JSON Pointers to subschemas of `inputSchema` (strings of
   * format `date-time`, or `date` for a day). The runtime gives the handler a `Date` for each string
   * there; absent when there is none.
   */
  dates?: string[];
  owner: ToolOwner;
  source: ToolSource;
}

/** A `@tool` method (`class`, `member`) or a `registerTool` function (`export`). */
export type ToolOwner = { class: string; member: string } | { export: string };

export interface ToolSource {
  /** Relative to the project root, with forward slashes. */
  file: string;
  line: number;
}
