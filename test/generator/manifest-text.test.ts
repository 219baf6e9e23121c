import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { renderManifest } from "../../generator/emit/manifest-json.js";
import { GenToolsSession } from "../../generator/session.js";
import type { JsonSchemaObject } from "../../src/json-schema.js";
import type { ToolEntry } from "../../src/manifest.js";
import { tempProject, type TempProject } from "./helpers/temp-project.js";

let project: TempProject | undefined;
afterEach(() => project?.remove());

const address = (): JsonSchemaObject => ({
  type: "object",
  properties: { city: { type: "string", description: 'a "city", or\n"inputSchema": 0' } },
  required: ["city"],
  $defs: { Unit: { enum: ["c", "f"] } },
});

function entry(name: string, description: string, inputSchema: JsonSchemaObject): ToolEntry {
  return {
    name,
    description,
    inputSchema,
    outputSchema: { type: "array", items: { $ref: "#/$defs/x" } },
    idempotent: false,
    timeoutMs: null,
    allowedAgents: null,
    parameters: ["city"],
    dates: ["/properties/city"],
    owner: { export: name },
    source: { file: "src/a.ts", line: 1 },
  };
}

// Entries with the same input schema share its text (manifest-json.ts): the manifest is still JSON.stringify's.
describe("the manifest of tools that share an input schema", () => {
  it("is JSON.stringify's text, whatever the descriptions before the schema hold", () => {
    const shared = address();
    const tools = [
      entry("a", 'says "inputSchema": 0 in its description', shared),
      entry("b", '\\"inputSchema": 0', shared),
      entry("c", "Météo ☀️", address()),
      entry("d", "", { type: "object", properties: {} }),
      entry("e", "\"inputSchema\": 0\n", address()),
    ];
    expect(renderManifest(tools, "abc")).toBe(`${JSON.stringify({ version: 1, validatorsHash: "abc", tools }, null, 2)}\n`);
  });

  it("is written as JSON.stringify writes the manifest it holds", async () => {
    const method = (name: string): string => `
      /**
       * Finds "inputSchema": 0 for ${name}.
       * @param city The "city".
       * @param unit The unit.
       */
      @tool()
      ${name}(city: string, unit?: Unit): string {
        return city;
      }`;
    project = tempProject({
      "src/agent.ts": `import { tool } from "gen-tools";\n/** A unit. */\nexport type Unit = "c" | "f";\n/** An agent. */\nexport class Agent {${method("one")}${method("two")}\n}\n`,
    });
    const result = await GenToolsSession.open({ project: project.tsconfig }).run({});
    expect(result.diagnostics).toEqual([]);
    const text = readFileSync(join(project.dir, "generated/tools.manifest.json"), "utf8");
    const manifest = JSON.parse(text) as { tools: ToolEntry[] };
    expect(manifest.tools.map((t) => t.inputSchema)).toEqual([manifest.tools[0]!.inputSchema, manifest.tools[0]!.inputSchema]);
    expect(text).toBe(`${JSON.stringify(manifest, null, 2)}\n`);
  });
});
