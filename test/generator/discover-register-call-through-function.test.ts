import { describe, expect, it } from "vitest";
import { defineTool, discoveredBesideLeadingMark } from "./helpers/beside-leading-mark.js";

// A call of registerTool through Function.prototype (`.call`, `.apply`, `.bind`) registers a tool at
// run time that discovery cannot read: it is an error (GT2023) at the method's name, not a tool
// missing from the manifest without a word.

const definition = (name: string): string => defineTool(name).slice(1, -1);
const through = (how: string): string =>
  `src/tools.ts:2:${"export const first = gt.registerTool.".length + 1} - error GT2023: registerTool is called through ${how}, which gen-tools cannot read at build time, so its tool would be missing from the manifest: call registerTool(…) itself`;

describe("a registerTool call through call, apply or bind", () => {
  it.each([
    [`export const first = gt.registerTool.call(null, ${definition("first")});`, ".call(…)"],
    [`export const first = gt.registerTool.apply(null, [${definition("first")}]);`, ".apply(…)"],
    [`export const first = gt.registerTool.bind(null)(${definition("first")});`, ".bind(…)(…)"],
  ])("is reported (GT2023), and no tool is read: %s", async (line, how) => {
    const result = await discoveredBesideLeadingMark({ "src/tools.ts": `import * as gt from "gen-tools";\n${line}\n` });
    expect(result.diagnostics).toEqual([through(how)]);
    expect(result.tools).toEqual(["alpha"]);
  });

  it("is reported through a const and through a require in JavaScript", async () => {
    const result = await discoveredBesideLeadingMark({
      "src/tools.ts": `import { registerTool } from "gen-tools";\nconst register = registerTool;\nexport const first = register.call(undefined, ${definition("first")});\n`,
      "src/second.js": `"use strict";\nconst { registerTool } = require("gen-tools");\nexports.second = registerTool.apply(null, [${definition("second")}]);\n`,
    });
    expect(result.diagnostics.map((d) => d.split(": registerTool")[0])).toEqual(["src/second.js:3:31 - error GT2023", "src/tools.ts:3:31 - error GT2023"]);
  });

  it("is reported through an element access and parentheses", async () => {
    const source = [
      `import { registerTool } from "gen-tools";`,
      `export const first = registerTool["call"](undefined, ${definition("first")});`,
      `export const second = (registerTool).apply(undefined, [${definition("second")}]);`,
      ``,
    ].join("\n");
    const result = await discoveredBesideLeadingMark({ "src/tools.ts": source });
    expect(result.diagnostics.map((d) => d.split(": registerTool")[0])).toEqual(["src/tools.ts:2:22 - error GT2023", "src/tools.ts:3:38 - error GT2023"]);
    expect(result.tools).toEqual(["alpha"]);
  });

  it("leaves other functions' call, apply and bind alone, in a file that registers a tool", async () => {
    const source = [
      `import { registerTool } from "gen-tools";`,
      `const double = (x: number): number => x * 2;`,
      `export const doubled = double.call(undefined, 2) + Math.max.apply(null, [1, 2]) + double.bind(null)(3);`,
      `export const first = registerTool${defineTool("first")};`,
      ``,
    ].join("\n");
    const result = await discoveredBesideLeadingMark({ "src/tools.ts": source });
    expect(result.diagnostics).toEqual([]);
    expect(result.tools).toEqual(["alpha", "first"]);
  });
});
