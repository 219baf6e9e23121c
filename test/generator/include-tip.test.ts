import { describe, expect, it } from "vitest";
import { includeTip } from "../../generator/cli/include-tip.js";
import type { ToolEntry } from "../../src/manifest.js";

/** Entries whose tools are in these files, one tool each. */
const toolsIn = (...files: string[]): ToolEntry[] =>
  files.map((file, i) => ({
    name: `t${i}`,
    description: "A tool.",
    inputSchema: { type: "object" },
    idempotent: false,
    timeoutMs: null,
    allowedAgents: null,
    parameters: [],
    owner: { export: `t${i}` },
    source: { file, line: 1 },
  }));

describe("includeTip", () => {
  it("names the folders of a large project's few tool files, the outermost ones", () => {
    expect(includeTip(toolsIn("src/tools/a.ts", "src/tools/b.ts", "src/tools/deep/c.ts", "src/agents/d.ts"), 1_200)).toBe(
      'Tip: 4 of 1,200 files hold tools; with "include": ["src/agents/**", "src/tools/**"] in gen-tools.config.json, gen-tools parses only those and what they import.',
    );
  });

  it("names the folder above them all when they are in more than three", () => {
    expect(includeTip(toolsIn("src/a/x.ts", "src/b/x.ts", "src/c/x.ts", "src/d/x.ts"), 500)).toContain('"include": ["src/**"]');
  });

  it("says nothing for a small project, tools in many of its files, or tools at the top level", () => {
    expect(includeTip(toolsIn("src/tools/a.ts"), 150)).toBeUndefined();
    expect(includeTip(toolsIn(...Array.from({ length: 60 }, (_, i) => `src/tools/a${i}.ts`)), 250)).toBeUndefined();
    expect(includeTip(toolsIn("agent.ts", "src/tools/b.ts"), 1_000)).toBeUndefined();
    expect(includeTip(toolsIn("lib/a/x.ts", "src/b/x.ts", "src/c/x.ts", "tools/x.ts"), 1_000)).toBeUndefined();
    expect(includeTip([], 1_000)).toBeUndefined();
  });
});
