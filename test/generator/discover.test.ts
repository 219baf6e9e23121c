import { readFileSync } from "node:fs";
import { afterEach, describe, expect, it } from "vitest";
import { GenToolsSession, type GenerateResult } from "../../generator/session.js";
import { formatDiagnostic } from "../../generator/diagnostics.js";
import { agentSource, tempProject, type TempProject } from "./helpers/temp-project.js";

let project: TempProject | undefined;
afterEach(() => project?.remove());

async function discover(files: Record<string, string>, options: { nameStyle?: "method" | "class.method" } = {}) {
  project = tempProject(files);
  return GenToolsSession.open({ project: project.tsconfig, ...options }).run({ check: true });
}

describe("discovery", () => {
  it("follows namespace imports and re-exporting barrels to the package's own exports", async () => {
    const result = await discover({
      "src/lib.ts": `export { tool as agentTool, registerTool as defineTool } from "gen-tools";\n`,
      "src/a.ts": `import * as gt from "gen-tools";\nimport { agentTool, defineTool } from "./lib.js";\n
export class A {
  /** One. */
  @gt.tool()
  one(): void {}
  /** Two. */
  @agentTool()
  two(): void {}
}
export const three = gt.registerTool({ name: "three", description: "Three.", parameters: { type: "object" } }, () => 3);
export const four = defineTool({ name: "four", description: "Four.", parameters: { type: "object" } }, () => 4);
`,
    });
    expect(result.diagnostics).toEqual([]);
    expect(result.tools.map((t) => [t.name, t.owner])).toEqual([
      ["four", { export: "four" }],
      ["one", { class: "A", member: "one" }],
      ["three", { export: "three" }],
      ["two", { class: "A", member: "two" }],
    ]);
  });

  it("refuses a timeoutMs Node's setTimeout cannot keep (above 2147483647 ms), which would send every call to the background at once", async () => {
    const result = await discover({
      "src/a.ts": `import { tool } from "gen-tools";\n
export class A {
  /** One. */
  @tool({ timeoutMs: 2_592_000_000 })
  one(): void {}
  /** Two. */
  @tool({ timeoutMs: 2_147_483_647 })
  two(): void {}
}
`,
    });
    expect(result.diagnostics.map(formatDiagnostic)).toEqual([
      "src/a.ts:5:22 - error GT2004: @tool() option 'timeoutMs' must be a positive number of milliseconds up to 2147483647 (about 24.8 days, the longest timer Node sets), or null",
    ]);
  });

  it("names class methods under class.method, and keeps an explicit name as given", async () => {
    const result = await discover(
      {
        "src/a.ts": `import { tool } from "gen-tools";\nexport class WeatherAgent {\n  /** F. */\n  @tool()\n  getForecast(): void {}\n  /** G. */\n  @tool({ name: "global_alerts" })\n  alerts(): void {}\n}\n`,
      },
      { nameStyle: "class.method" },
    );
    expect(result.tools.map((t) => t.name)).toEqual(["global_alerts", "weather_agent.get_forecast"]);
  });

  it("uses the export name of a class exported under another name, and the class's own name as owner", async () => {
    const result = await discover({
      "src/a.ts": `import { tool } from "gen-tools";\nclass Internal {\n  /** F. */\n  @tool()\n  f(): void {}\n}\nexport { Internal as Public };\n`,
    });
    expect(result.diagnostics).toEqual([]);
    expect(result.tools[0]?.owner).toEqual({ class: "Internal", member: "f" });
  });

  it("reports a file's syntax errors, with TypeScript's message and code, and nothing read from its guessed tree", async () => {
    const result = await discover({
      "src/a.ts": agentSource("AAgent", ["alpha"]),
      "src/b.ts": agentSource("BAgent", ["beta"]).replace("beta(text: string)", "beta(text: string: number"),
    });
    expect(result.diagnostics.map(formatDiagnostic)).toEqual([
      "src/b.ts:10:20 - error GT2015: ',' expected. (TS1005)",
      "src/b.ts:10:37 - error GT2015: ',' expected. (TS1005)",
      "src/b.ts:11:12 - error GT2015: ':' expected. (TS1005)",
      "src/b.ts:11:16 - error GT2015: ',' expected. (TS1005)",
      "src/b.ts:13:1 - error GT2015: ',' expected. (TS1005)",
    ]);
    // The other files are read as ever; the errors keep the outputs from being written.
    expect(result.tools.map((t) => t.name)).toEqual(["alpha"]);
    expect(result.ok).toBe(false);
  });

  it("reports the syntax errors of a file it does not scan but a tool's types come from", async () => {
    const tool = agentSource("AAgent", ["alpha"]).replace('import { tool } from "gen-tools";', 'import { tool } from "gen-tools";\nimport type { Text } from "../types.js";').replace("text: string", "text: Text");
    const result = await discover({
      "src/tools/a.ts": tool,
      "src/types.ts": "export type Text = string\nexport const broken = (;\n",
      "gen-tools.config.json": JSON.stringify({ include: ["src/tools/**"] }),
    });
    expect(result.diagnostics.filter((d) => d.code === "GT2015").map(formatDiagnostic)).toEqual(["src/types.ts:2:24 - error GT2015: Expression expected. (TS1109)"]);
    expect(result.ok).toBe(false);
  });

  it("reports a @tool tag on what is never a tool (a type, an enum, a value, an object literal's member) at the tag, and not on a tool or a tag-like word", async () => {
    const result = await discover({
      "src/a.ts": `/** Arguments. @tool */
export interface Args {
  a: string;
}
/** @tool */
export type Alias = Args;
/** @tool */
export enum Unit {
  C = "c",
}
/** A limit. @tool */
export const limit = 5, other = 6;
export const api = {
  /** In an object. @tool */
  m(): void {},
  /** @tool */
  arrow: (): void => {},
};
/** Not a tool: @toolbox is another tag. @toolbox */
export const box = 1;
/**
 * A tool.
 * @tool
 */
export const fine = (): number => 1;
`,
    });
    const never = "which is no tool: a tool is a public method of an exported class, or an exported function";
    expect(result.diagnostics.map(formatDiagnostic)).toEqual([
      `src/a.ts:1:16 - error GT2013: a @tool tag on interface 'Args', ${never}`,
      `src/a.ts:5:5 - error GT2013: a @tool tag on type 'Alias', ${never}`,
      `src/a.ts:7:5 - error GT2013: a @tool tag on enum 'Unit', ${never}`,
      `src/a.ts:11:14 - error GT2013: a @tool tag on variable 'limit', ${never}`,
      `src/a.ts:14:21 - error GT2013: a @tool tag on a member of an object literal, 'm', ${never}`,
      `src/a.ts:16:7 - error GT2013: a @tool tag on a member of an object literal, 'arrow', ${never}`,
    ]);
    expect(result.tools.map((t) => t.name)).toEqual(["fine"]);
  });

  it("reports a @tool tag on a class or a namespace, whose members are marked one by one (GT2013)", async () => {
    const result = await discover({
      "src/a.ts": `/** Orders. @tool */
export class Orders {
  /**
   * Lists orders.
   * @tool
   */
  list(): string[] {
    return [];
  }
}
/** @tool */
export namespace Api {
  export const version = 1;
}
`,
    });
    const never = "which is no tool: a tool is a public method of an exported class, or an exported function";
    expect(result.diagnostics.map(formatDiagnostic)).toEqual([
      `src/a.ts:1:13 - error GT2013: a @tool tag on class 'Orders', ${never}`,
      `src/a.ts:11:5 - error GT2013: a @tool tag on namespace 'Api', ${never}`,
    ]);
    expect(result.tools.map((t) => t.name)).toEqual(["list"]);
  });

  it("reports a tool in a class or function it cannot import (a class expression, a namespace, a function, a block) at its mark", async () => {
    const result = await discover({
      "src/a.ts": `import { tool } from "gen-tools";
export const Expr = class {
  /** In a class expression. */
  @tool()
  inExpr(): void {}
};
export namespace Outer.Inner {
  export class InNamespace {
    /** In a namespace. */
    @tool()
    inNs(): void {}
  }
  /**
   * A function in a namespace.
   * @tool
   */
  export const nestedArrow = (): void => {};
  /** Abstract, so it owns no tools of its own, as at the top level. */
  export abstract class Base {
    /** In an abstract class. */
    @tool()
    inBase(): void {}
  }
}
export function factory(): unknown {
  class Local {
    /** @tool */
    inLocal(): void {}
  }
  // Not a tool: the comment above its function is not its own.
  const helper = (): number => 1;
  return [Local, helper];
}
{
  class InBlock {
    /** In a block. */
    @tool() inBlock(): void {}
  }
  void InBlock;
}
/**
 * A tool, whose local function is none.
 * @tool
 */
export function topLevel(): number {
  const helper = (): number => 1;
  return helper();
}
`,
    });
    const fix = "declare the class at the top level of its module, and export it";
    const cannot = "which tools.gen.ts cannot import (it imports a tool's class by its export name)";
    expect(result.diagnostics.map(formatDiagnostic)).toEqual([
      `src/a.ts:4:3 - error GT2007: tool method 'inExpr' is in a class expression, ${cannot}: declare it as a class, export class Expr { … }`,
      `src/a.ts:10:5 - error GT2007: tool method 'inNs' is in class 'InNamespace' inside namespace 'Outer.Inner', ${cannot}: ${fix}`,
      "src/a.ts:15:6 - error GT2007: tool function 'nestedArrow' is inside namespace 'Outer.Inner', where the runtime cannot receive it (it receives a tool function by its export name, in handlers): declare the function at the top level of its module, and export it",
      `src/a.ts:27:9 - error GT2007: tool method 'inLocal' is in class 'Local' inside function 'factory', ${cannot}: ${fix}`,
      `src/a.ts:37:5 - error GT2007: tool method 'inBlock' is in class 'InBlock' inside a block, ${cannot}: ${fix}`,
    ]);
    expect(result.tools.map((t) => t.name)).toEqual(["top_level"]);
  });

  it("refuses two tool classes of one name in different files", async () => {
    const cls = (n: string) => `import { tool } from "gen-tools";\nexport class Agent {\n  /** ${n}. */\n  @tool()\n  ${n}(): void {}\n}\n`;
    const result = await discover({ "src/a.ts": cls("a"), "src/b.ts": cls("b") });
    expect(result.diagnostics.map((d) => `${d.code} ${d.message}`)).toEqual([
      "GT2008 class name 'Agent' owns tools in 2 files (src/a.ts, src/b.ts); agent instances are matched by class name: rename one",
    ]);
  });

  it("refuses two tool functions exported under one name from different files", async () => {
    const fn = (n: string) => `import { registerTool } from "gen-tools";\nexport const handler = registerTool({ name: "${n}", description: "${n}.", parameters: { type: "object" } }, () => 1);\n`;
    const result = await discover({ "src/a.ts": fn("a"), "src/b.ts": fn("b") });
    expect(result.diagnostics.map((d) => d.code)).toEqual(["GT2014"]);
    expect(result.diagnostics[0]?.message).toContain("(src/a.ts, src/b.ts)");
  });

  it("warns at the decorator of a params option naming no parameter, destructured fields counted", async () => {
    const result = await discover({
      "src/a.ts": `import { tool } from "gen-tools";\nexport class Agent {\n  /** F. */\n  @tool({ params: { city: "The city.", unit: "The unit.", days: "Days." } })\n  f({ city, unit }: { city: string; unit: string }): void {}\n}\n`,
    });
    expect(result.diagnostics.map((d) => `${d.line}:${d.column} ${d.code} ${d.severity} ${d.message}`)).toEqual([
      "4:3 GT2004 warning params.days names no parameter of 'f' (it has city, unit)",
    ]);
  });

  it("reads a @tool marker in a comment followed by another (/** @internal */), and documents the tool by the marker's comment unless it holds the marker alone", async () => {
    const result = await discover({
      "src/a.ts": `import { tool } from "gen-tools";
/**
 * Adds numbers.
 * @param a First.
 * @param b Second.
 * @tool
 */
/** @internal */
export function addNums(a: number, b: number): number { return a + b; }
export class A {
  /**
   * Greets someone.
   * @param name Who.
   * @tool
   */
  /** @internal Not in the public docs. */
  greet(name: string): string { return name; }
  /** Waves. */
  /** @internal */
  @tool() wave(): void {}
  /** @tool */
  /**
   * Nods.
   * @param times How often.
   */
  nod(times: number): void {}
}
/** @tool shake */
/** Shakes. */
export const shakeHead = (): void => {};
`,
    });
    expect(result.diagnostics.map((d) => d.code)).toEqual(["GT2005"]);
    const byName = Object.fromEntries(result.tools.map((t) => [t.name, t]));
    expect(byName["add_nums"]).toMatchObject({ description: "Adds numbers.", inputSchema: { properties: { a: { description: "First." }, b: { description: "Second." } } } });
    expect(byName["greet"]).toMatchObject({ description: "Greets someone.", inputSchema: { properties: { name: { description: "Who." } } } });
    // Without the marker in it, the last comment is the declaration's, as TypeScript reads it; a comment of the marker alone leaves it so.
    expect(byName["wave"]?.description).toBe("");
    expect(byName["nod"]).toMatchObject({ description: "Nods.", inputSchema: { properties: { times: { description: "How often." } } } });
    expect(byName["shake"]?.description).toBe("Shakes.");
  });

  describe("a tsconfig that compiles the generated tools.gen.ts with a setting tsc cannot build it under", () => {
    /**
     * The GT4010 messages with these options, the output folder included unless said: the same from
     * the first run, which writes tools.gen.ts, and from the next, whose program has it.
     */
    async function fitWarnings(compilerOptions: Record<string, unknown>, packageJson: object = { type: "module" }, include = ["src", "generated"], config: object = {}): Promise<string[]> {
      project = tempProject(
        { "src/a.ts": agentSource("AAgent", ["alpha"]), "package.json": JSON.stringify(packageJson), "gen-tools.config.json": JSON.stringify(config) },
        compilerOptions,
      );
      const tsconfig = JSON.parse(readFileSync(project.tsconfig, "utf8")) as object;
      project.write("tsconfig.json", JSON.stringify({ ...tsconfig, include }));
      const warnings = (result: GenerateResult): string[] => result.diagnostics.filter((d) => d.code === "GT4010").map((d) => `${d.file}: ${d.message}`);
      const first = await GenToolsSession.open({ project: project.tsconfig, cwd: project.dir }).run();
      expect(first.written).toContain("generated/tools.gen.ts");
      const second = await GenToolsSession.open({ project: project.tsconfig, cwd: project.dir }).run({ check: true });
      expect(warnings(first)).toEqual(warnings(second));
      return warnings(second);
    }
    const prefix = "tsconfig.json: the tsconfig compiles generated/tools.gen.ts, but ";

    it("says nothing where it builds: NodeNext in an ES module package, JSON modules and JavaScript on", async () => {
      expect(await fitWarnings({ resolveJsonModule: true, allowJs: true, outDir: "dist", noEmit: false })).toEqual([]);
    });

    it("names CommonJS output, from the module setting or from package.json", async () => {
      const commonJs = expect.stringMatching(new RegExp(`^${prefix.replace(/[.]/g, "\\.")}as CommonJS .*load the manifest with readManifest \\(CommonJS code can require gen-tools on Node 20\\.19\\+ or 22\\.12\\+\\)$`));
      expect(await fitWarnings({ module: "commonjs", moduleResolution: "node10", ignoreDeprecations: "6.0", resolveJsonModule: true })).toEqual([commonJs]);
      expect(await fitWarnings({ resolveJsonModule: true }, {})).toEqual([commonJs]);
      // A project that leaves the output folder out compiles no tools.gen.ts.
      expect(await fitWarnings({ resolveJsonModule: true }, {}, ["src"])).toEqual([]);
    });

    it("names JSON modules off, and JavaScript off where tsc emits (not with --no-validators)", async () => {
      expect(await fitWarnings({ allowJs: true, resolveJsonModule: false })).toEqual([`${prefix}"resolveJsonModule" is off, so tsc cannot import tools.manifest.json in it: set it to true`]);
      const allowJs = `${prefix}"allowJs" is off, so tsc does not copy tools.validators.js, which it imports, into its outDir: set it to true, or run gen-tools with --no-validators`;
      expect(await fitWarnings({ resolveJsonModule: true, outDir: "dist", noEmit: false })).toEqual([allowJs]);
    });

    it("names them under a gen-tools include too, whose program does not start from tools.gen.ts", async () => {
      expect(await fitWarnings({ allowJs: true, resolveJsonModule: false }, { type: "module" }, ["src", "generated"], { include: ["src/**"] })).toEqual([
        `${prefix}"resolveJsonModule" is off, so tsc cannot import tools.manifest.json in it: set it to true`,
      ]);
    });
  });
});
