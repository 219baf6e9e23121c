import { expect, it } from "vitest";
import { discoveredBesideLeadingMark } from "./helpers/beside-leading-mark.js";

// A registerTool definition whose `parameters` (or `name`) is written but cannot be read at build
// time (a const, a spread, a computed key) is reported once, where it is written (GT2003), not again
// as missing (GT2010); a key the definition does not write at all is GT2010.
it("reports a written but unreadable key once, at its value, and an absent one as missing", async () => {
  const source = [
    `import { registerTool } from "gen-tools";`,
    `const schema = { type: "object" } as const;`,
    `const extra = { parameters: { type: "object" } } as const;`,
    `export const byConst = registerTool({ name: "by_const", description: "A.", parameters: schema }, () => 1);`,
    `export const bySpread = registerTool({ name: "by_spread", description: "B.", ...extra }, () => 2);`,
    `export const absent = registerTool({ description: "C." }, () => 3);`,
    ``,
  ].join("\n");
  const result = await discoveredBesideLeadingMark({ "src/tools.ts": source });
  expect(result.diagnostics.map((d) => d.split(": ")[0])).toEqual([
    "src/tools.ts:4:88 - error GT2003",
    "src/tools.ts:5:78 - error GT2003",
    "src/tools.ts:6:36 - error GT2010",
  ]);
  expect(result.diagnostics[2]).toContain("registerTool definition needs name and parameters");
  expect(result.tools).toEqual(["alpha"]);
});
