import { describe, expect, it } from "vitest";
import { defineTool, discoveredBesideLeadingMark, discoveredIn } from "./helpers/beside-leading-mark.js";
import { tempProject } from "./helpers/temp-project.js";

// Reflect.apply(registerTool, thisArg, [definition, handler]) registers a tool at run time that
// discovery cannot read, as registerTool.apply(…) does: an error (GT2023) at the Reflect.apply
// call, not a tool missing from the manifest without a word.

const definition = (name: string): string => defineTool(name).slice(1, -1);
const reported = (at: string): string =>
  `${at} - error GT2023: registerTool is called through Reflect.apply(…), which gen-tools cannot read at build time, so its tool would be missing from the manifest: call registerTool(…) itself`;

describe("a registerTool call through Reflect.apply", () => {
  it("is reported (GT2023) at Reflect.apply, and no tool is read: through a namespace, a named import, a const and Reflect['apply']", async () => {
    const source = [
      `import * as gt from "gen-tools";`,
      `import { registerTool } from "gen-tools";`,
      `const register = registerTool;`,
      `export const first = Reflect.apply(gt.registerTool, null, [${definition("first")}]);`,
      `export const second = Reflect.apply(registerTool, undefined, [${definition("second")}]);`,
      `export const third = Reflect["apply"](register, undefined, [${definition("third")}]);`,
      ``,
    ].join("\n");
    const result = await discoveredBesideLeadingMark({ "src/tools.ts": source });
    expect(result.diagnostics).toEqual([reported("src/tools.ts:4:22"), reported("src/tools.ts:5:23"), reported("src/tools.ts:6:22")]);
    expect(result.tools).toEqual(["alpha"]);
  });

  it("is reported through a require in JavaScript", async () => {
    const result = await discoveredBesideLeadingMark({
      "src/second.js": `"use strict";\nconst { registerTool } = require("gen-tools");\nexports.second = Reflect.apply(registerTool, null, [${definition("second")}]);\n`,
    });
    expect(result.diagnostics).toEqual([reported("src/second.js:3:18")]);
  });

  it("is reported through globalThis, and through Reflect.apply or Reflect held by a const (the checker's type of the callee tells)", async () => {
    const source = [
      `import { registerTool } from "gen-tools";`,
      `const { apply } = Reflect;`,
      `const applyAlias = Reflect.apply;`,
      `const R = globalThis.Reflect;`,
      `export const first = globalThis.Reflect.apply(registerTool, null, [${definition("first")}]);`,
      `export const second = apply(registerTool, null, [${definition("second")}]);`,
      `export const third = applyAlias(registerTool, null, [${definition("third")}]);`,
      `export const fourth = R.apply(registerTool, null, [${definition("fourth")}]);`,
      ``,
    ].join("\n");
    const result = await discoveredBesideLeadingMark({ "src/tools.ts": source });
    expect(result.diagnostics).toEqual([reported("src/tools.ts:5:22"), reported("src/tools.ts:6:23"), reported("src/tools.ts:7:22"), reported("src/tools.ts:8:23")]);
    expect(result.tools).toEqual(["alpha"]);
  });

  it("is reported through apply taken from Reflect in JavaScript", async () => {
    const result = await discoveredBesideLeadingMark({
      "src/second.js": `"use strict";\nconst { registerTool } = require("gen-tools");\nconst { apply } = Reflect;\nexports.second = apply(registerTool, null, [${definition("second")}]);\n`,
    });
    expect(result.diagnostics).toEqual([reported("src/second.js:4:18")]);
  });

  it("is reported in a program whose lib declares no Reflect, where the checker gives Reflect.apply no type", async () => {
    const source = `import { registerTool } from "gen-tools";\nexport const first = Reflect.apply(registerTool, null, [${definition("first")}]);\n`;
    const project = tempProject({ "src/tools.ts": source }, { lib: ["ES5"] });
    try {
      const { diagnostics } = await discoveredIn(project.tsconfig);
      expect(diagnostics).toEqual([reported("src/tools.ts:2:22")]);
    } finally {
      project.remove();
    }
  });

  it("leaves Reflect.apply of other functions alone, and a Reflect of the project's own, in a file that registers a tool", async () => {
    const source = `import { registerTool } from "gen-tools";
export const first = registerTool${defineTool("first")};
const double = (x: number): number => x * 2;
export const doubled = Reflect.apply(double, undefined, [2]) + Reflect.apply(Math.max, null, [1, 2]);
const { apply } = Reflect;
export const tripled = apply(double, undefined, [3]);
const ownApply = (f: unknown, self: unknown, args: unknown[]): number => args.length;
export const counted = ownApply(registerTool, null, []);
export function shadowed(): number {
  const Reflect = { apply: (f: unknown, self: unknown, args: unknown[]): number => args.length };
  return Reflect.apply(registerTool, null, []);
}
`;
    const { diagnostics, tools } = await discoveredBesideLeadingMark({ "src/tools.ts": source });
    expect({ diagnostics, tools }).toEqual({ diagnostics: [], tools: ["alpha", "first"] });
  });
});
