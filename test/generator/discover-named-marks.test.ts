import { describe, expect, it } from "vitest";
import { cannotResolveProviders, defineTool, discoveredBesideLeadingMark } from "./helpers/beside-leading-mark.js";

// A marks module may give gen-tools' marks another name with a value rather than an import or
// re-export: `export const deco = gt.tool`, the `declare const deco: typeof gt.tool` tsc writes for
// it in a declaration file, a CommonJS module's `module.exports = { tool }`. The checker follows no
// alias there; discovery follows the name the value is fixed to, so the tools are read where the
// module leads to gen-tools, and the import is reported (GT2017) where it does not.

/** Marks modules that name gen-tools' marks with values, each module importing `from`. */
function marksModules(from: string): Record<string, string> {
  return {
    "src/marks.ts": `import * as gt from "${from}";\nexport const deco = gt.tool;\nexport const register = (gt.registerTool);\nexport const all = { register: gt.registerTool };\n`,
    "src/marks-cjs.js": `const { tool, registerTool } = require("${from}");\nmodule.exports = { tool, mark: tool, registerTool };\n`,
    "node_modules/deco/package.json": JSON.stringify({ name: "deco", version: "1.0.0", types: "index.d.ts" }),
    "node_modules/deco/index.d.ts": `import * as gt from "${from}";\nexport declare const declared: typeof gt.tool;\nexport declare const declaredRegister: typeof gt.registerTool;\nexport declare const declaredAll: { register: typeof gt.registerTool };\n`,
    // Names given in the module whose tools use them.
    "src/local.ts": `import * as gt from "${from}";\nconst register = gt.registerTool;\nconst again = register;\nexport const fourth = again${defineTool("fourth")};\nconst deco = gt.tool;\nexport class Local {\n  /** Locals. */\n  @deco()\n  local(): void {}\n}\n`,
  };
}

/** Tools marked through each of those names. */
const USES = {
  "src/tools.ts": [
    `import { deco, register, all } from "./marks.js";`,
    `import { tool, mark, registerTool } from "./marks-cjs.js";`,
    `import { declared, declaredRegister, declaredAll } from "deco";`,
    `export class Notes {`,
    `  /** Adds. */\n  @deco()\n  add(): void {}`,
    `  /** Lists. */\n  @tool()\n  list(): void {}`,
    `  /** Drops. */\n  @mark()\n  drop(): void {}`,
    `  /** Finds. */\n  @declared()\n  find(): void {}`,
    `}`,
    `export const first = register${defineTool("first")};`,
    `export const second = registerTool${defineTool("second")};`,
    `export const third = declaredRegister${defineTool("third")};`,
    `export const fifth = all.register${defineTool("fifth")};`,
    `export const sixth = declaredAll.register${defineTool("sixth")};\n`,
  ].join("\n"),
};

describe("marks a module names with a value", () => {
  it("are read where the value is gen-tools' mark: a const, a declared const of its type, a member of a const object, a CommonJS module's exported object", async () => {
    const result = await discoveredBesideLeadingMark({ ...marksModules("gen-tools"), ...USES });
    expect(result.diagnostics).toEqual([]);
    expect(result.tools).toEqual(["add", "alpha", "drop", "fifth", "find", "first", "fourth", "list", "local", "second", "sixth", "third"]);
  });

  it("are reported (GT2017) at the import of a module of gen-tools that is not found, beside an import that leads to the package", async () => {
    const result = await discoveredBesideLeadingMark({ ...marksModules("gen-tools/providers"), ...USES });
    expect(result.diagnostics).toEqual([
      cannotResolveProviders("node_modules/deco/index.d.ts:1:21", "@tool() decorators"),
      cannotResolveProviders("node_modules/deco/index.d.ts:1:21", "registerTool calls"),
      cannotResolveProviders("src/local.ts:1:21", "@tool() decorators"),
      cannotResolveProviders("src/local.ts:1:21", "registerTool calls"),
      cannotResolveProviders("src/marks-cjs.js:1:40", "@tool() decorators"),
      cannotResolveProviders("src/marks-cjs.js:1:40", "registerTool calls"),
      cannotResolveProviders("src/marks.ts:1:21", "@tool() decorators"),
      cannotResolveProviders("src/marks.ts:1:21", "registerTool calls"),
    ]);
    expect(result.tools).toEqual(["alpha"]);
  });

  it("are not looked for around names that stand for each other, whose value is none", async () => {
    const result = await discoveredBesideLeadingMark({
      "src/marks.ts": `import * as gt from "gen-tools/providers";\nexport const unused = gt;\n// @ts-ignore: used before it is declared\nconst a: typeof gt.tool = b;\nconst b: typeof gt.tool = a;\nexport { a };\n`,
      "src/tools.ts": `import { a } from "./marks.js";\nexport class Notes {\n  /** Lists. */\n  @a()\n  list(): void {}\n}\n`,
    });
    expect(result.diagnostics).toEqual([]);
    expect(result.tools).toEqual(["alpha"]);
  });

  it("read a decorator a call of tool made beforehand (const idempotent = tool({ ... }), exports.slow = tool({ ... }), then @idempotent), with that call's options", async () => {
    const result = await discoveredBesideLeadingMark({
      "src/marks.ts": 'import { tool } from "gen-tools";\nexport const idempotent = tool({ idempotent: true, timeoutMs: 500 });\nexport const marks = { quick: tool({ timeoutMs: 50 }) };\n',
      "src/marks-cjs.js": 'const { tool } = require("gen-tools");\nexports.slow = tool({ timeoutMs: 5000 });\n',
      "src/tools.ts": `import { idempotent, marks } from "./marks.js";\nimport { slow } from "./marks-cjs.js";\nexport class Notes {\n  /** Gets. */\n  @idempotent\n  get(): void {}\n  /** Lists. */\n  @marks.quick\n  list(): void {}\n  /** Waits. */\n  @slow\n  wait(): void {}\n}\n`,
    });
    expect(result.diagnostics).toEqual([]);
    expect(result.entries.map(({ name, idempotent, timeoutMs }) => ({ name, idempotent, timeoutMs }))).toEqual([
      { name: "alpha", idempotent: false, timeoutMs: null },
      { name: "get", idempotent: true, timeoutMs: 500 },
      { name: "list", idempotent: false, timeoutMs: 50 },
      { name: "wait", idempotent: false, timeoutMs: 5000 },
    ]);
  });

  it("report (GT2017) the import of a module of gen-tools that is not found through which a decorator was made beforehand", async () => {
    const result = await discoveredBesideLeadingMark({
      "src/marks.ts": 'import * as gt from "gen-tools/providers";\nexport const idempotent = gt.tool({ idempotent: true });\n',
      "src/tools.ts": `import { idempotent } from "./marks.js";\nexport class Notes {\n  /** Gets. */\n  @idempotent\n  get(): void {}\n}\n`,
    });
    expect(result.diagnostics).toEqual([cannotResolveProviders("src/marks.ts:1:21", "@tool() decorators")]);
    expect(result.tools).toEqual(["alpha"]);
  });
});
