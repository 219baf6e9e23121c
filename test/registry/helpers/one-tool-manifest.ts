import type { JsonSchemaObject } from "../../../src/json-schema.js";
import { MANIFEST_VERSION, type ToolManifest } from "../../../src/manifest.js";

/** A manifest of one tool, `weather.get` (the `registerTool` function `get`), with this input schema. */
export function manifestWith(inputSchema: JsonSchemaObject, validatorsHash?: string): ToolManifest {
  return {
    version: MANIFEST_VERSION,
    ...(validatorsHash === undefined ? {} : { validatorsHash }),
    tools: [
      {
        name: "weather.get",
        description: "",
        inputSchema,
        idempotent: false,
        timeoutMs: null,
        allowedAgents: null,
        parameters: null,
        owner: { export: "get" },
        source: { file: "src/weather.ts", line: 1 },
      },
    ],
  };
}
