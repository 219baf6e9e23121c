import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import type { ToolManifest } from "../../src/manifest.js";
import { runCli } from "./helpers/run-cli.js";
import { tempProject, type TempProject } from "./helpers/temp-project.js";

let project: TempProject | undefined;
afterEach(() => project?.remove());

describe("a project with an include", () => {
  it("gives the same schemas from the included files, with types from scripts, augmentations and imports the program now starts from", async () => {
    const files = {
      "src/tools/orders.ts": [
        'import type { Order } from "../app/order.js";',
        "export class Orders {",
        "  /**",
        "   * Places an order.",
        "   * @param order The order.",
        "   * @param settings How to place it.",
        "   * @param buyer Who places it.",
        "   * @tool",
        "   */",
        "  place(order: Order, settings: AppSettings, buyer: App.Buyer): string {",
        "    return order.id + String(settings.dryRun) + buyer.name;",
        "  }",
        "}",
        "",
      ].join("\n"),
      "src/app/order.ts": "export interface Order {\n  id: string;\n}\n",
      // A script: its interface is global.
      "src/app/settings.ts": "interface AppSettings {\n  dryRun: boolean;\n}\n",
      // Also a script, though lines of it start with `export`: in a namespace, a comment and a string.
      "src/app/buyer.ts": [
        "namespace App {",
        "  export interface Buyer {",
        "    name: string;",
        "  }",
        "}",
        "/*",
        "export default App;",
        "*/",
        "const banner = `",
        "export of the app`;",
        "",
      ].join("\n"),
      // A module augmentation, which no included file imports.
      "src/app/order-fields.ts": 'export {};\ndeclare module "./order.js" {\n  interface Order {\n    quantity: number;\n  }\n}\n',
      // Imported by nothing the tools reach: never parsed, so its error is not reported either.
      "src/app/server.ts": "export const port: number = ;\n",
    };
    const schemas = async (config: object): Promise<ToolManifest["tools"][number]["inputSchema"] | undefined> => {
      project?.remove();
      // A bundler's settings, under which a file without imports or exports is a script (under NodeNext every file is a module).
      project = tempProject({ ...files, "gen-tools.config.json": JSON.stringify(config) }, { module: "ESNext", moduleResolution: "bundler" });
      const run = await runCli(["--project", project.tsconfig]);
      expect(run.code, run.stdout + run.stderr).toBe(0);
      const manifest = JSON.parse(readFileSync(join(project.dir, "generated/tools.manifest.json"), "utf8")) as ToolManifest;
      return manifest.tools[0]?.inputSchema;
    };
    const included = await schemas({ include: ["src/tools/**"] });
    expect(included?.$defs).toEqual({
      AppSettings: { type: "object", properties: { dryRun: { type: "boolean" } }, required: ["dryRun"], additionalProperties: false },
      Buyer: { type: "object", properties: { name: { type: "string" } }, required: ["name"], additionalProperties: false },
      Order: { type: "object", properties: { id: { type: "string" }, quantity: { type: "number" } }, required: ["id", "quantity"], additionalProperties: false },
    });
    // The same tool, read from a program of every file, once the file it never needed parses.
    files["src/app/server.ts"] = "export const port: number = 1;\n";
    expect(await schemas({})).toEqual(included);
  });
});

describe("a tool outside the include", () => {
  it("is a GT2016 warning at its mark, and the included tools are generated", async () => {
    project = tempProject({
      "gen-tools.config.json": JSON.stringify({ include: ["src/tools/**"] }),
      "src/tools/weather.ts": "/**\n * The weather.\n * @tool\n */\nexport function weather(): string {\n  return 'sun';\n}\n",
      "src/app/notes.ts": "export class Notes {\n  /**\n   * Adds a note.\n   * @tool\n   */\n  add(text: string): string {\n    return text;\n  }\n}\n",
      "src/app/hooks.ts": "// Hooks run around each call; see registerToolHook.\nexport const hooks: string[] = [];\n",
    });
    const run = await runCli(["--project", project.tsconfig]);
    expect(run.code, run.stdout + run.stderr).toBe(0);
    expect(run.stdout).toContain(
      `src/app/notes.ts:4:1 - warning GT2016: this file marks a tool (@tool or registerTool), but the configuration's include ("src/tools/**") leaves it out, so gen-tools does not read its tools: add the file to include`,
    );
    expect(run.stdout.match(/GT2016/g)).toHaveLength(1);
    const manifest = JSON.parse(readFileSync(join(project.dir, "generated/tools.manifest.json"), "utf8")) as ToolManifest;
    expect(manifest.tools.map((tool) => tool.name)).toEqual(["weather"]);
  });
});
