import { describe, expect, it } from "vitest";
import { discoveredBesideLeadingMark } from "./helpers/beside-leading-mark.js";
import { discoveredFromBaseSource } from "./helpers/declared-base-source.js";
import { rewritten } from "./helpers/rewritten-binding.js";

// A mark read as a member of a let or var (`marks.deco`, `ns.tool`), or taken from one by a pattern
// (`const { tool } = ns`), is followed only where its file never writes that let again: the checker
// answers the member of the let's declared type, which its first value gave, where the file may have
// replaced that value. One written again gets GT2021 at the decorator, as a let that holds `tool` does.

/** A class whose methods (`m0`, `m1`, ...) are each marked by one of `decorators`. */
const notes = (...decorators: string[]): string[] => [`export class Notes {`, ...decorators.flatMap((d, i) => [`  /** Method ${i}. */`, `  ${d}`, `  m${i}(): void {}`]), `}`];

describe("a mark read off a let or var that its file writes again", () => {
  it("is reported (GT2021) for a member of a let object", async () => {
    const result = await discoveredBesideLeadingMark({
      "src/tools.ts": [
        `import * as gt from "gen-tools";`,
        `let marks = { deco: gt.tool, ro: gt.tool({ name: "ro" }) };`,
        `marks = { deco: (() => () => {}) as never, ro: (() => {}) as never };`,
        ...notes(`@marks.deco()`, `@marks.ro`),
        ``,
      ].join("\n"),
    });
    expect(result.diagnostics).toEqual([
      rewritten("src/tools.ts:6:3", "a decorator", "tool", "line 3"),
      rewritten("src/tools.ts:9:3", "a decorator", "tool", "line 3"),
    ]);
    expect(result.tools).toEqual(["alpha"]);
  });

  it("is reported (GT2021) for a let that holds the namespace, and through a const fixed to its member", async () => {
    const result = await discoveredBesideLeadingMark({
      "src/tools.ts": [
        `import * as gt from "gen-tools";`,
        `let ns = gt;`,
        `const deco = ns.tool;`,
        `ns = { ...gt, tool: (() => () => {}) as never };`,
        ...notes(`@ns.tool()`, `@deco()`),
        ``,
      ].join("\n"),
    });
    expect(result.diagnostics).toEqual([
      rewritten("src/tools.ts:7:3", "a decorator", "tool", "line 4"),
      rewritten("src/tools.ts:10:3", "a decorator", "tool", "line 4"),
    ]);
    expect(result.tools).toEqual(["alpha"]);
  });

  it("is reported (GT2021) for a name a pattern takes from a let namespace written again", async () => {
    const result = await discoveredBesideLeadingMark({
      "src/tools.ts": [`import * as gt from "gen-tools";`, `let ns = gt;`, `const { tool: deco } = ns;`, `ns = { ...gt };`, ...notes(`@deco()`), ``].join("\n"),
    });
    expect(result.diagnostics).toEqual([rewritten("src/tools.ts:7:3", "a decorator", "tool", "line 4")]);
    expect(result.tools).toEqual(["alpha"]);
  });

  it("is reported with the file of the write for a let namespace imported from another module", async () => {
    const result = await discoveredBesideLeadingMark({
      "src/marks.ts": `import * as gt from "gen-tools";\nexport let ns = gt;\nns = { ...gt };\n`,
      "src/tools.ts": [`import * as marks from "./marks.js";`, ...notes(`@marks.ns.tool()`), ``].join("\n"),
    });
    expect(result.diagnostics).toEqual([rewritten("src/tools.ts:4:3", "a decorator", "tool", "src/marks.ts, line 3")]);
    expect(result.tools).toEqual(["alpha"]);
  });

  it("is followed where the let object or namespace is never written again", async () => {
    const result = await discoveredBesideLeadingMark({
      "src/tools.ts": [
        `import * as gt from "gen-tools";`,
        `let marks = { deco: gt.tool };`,
        `let ns = gt;`,
        `const { tool: deco } = ns;`,
        ...notes(`@marks.deco({ name: "beta" })`, `@ns.tool({ name: "gamma" })`, `@deco({ name: "delta" })`),
        ``,
      ].join("\n"),
    });
    expect(result.diagnostics).toEqual([]);
    expect(result.tools).toEqual(["alpha", "beta", "delta", "gamma"]);
  });

  it("is not reported where the let object or namespace leads to no mark of gen-tools", async () => {
    const result = await discoveredBesideLeadingMark({
      "src/logged.ts": `export function logged(): MethodDecorator {\n  return () => {};\n}\n`,
      "src/tools.ts": [
        `import * as log from "./logged.js";`,
        `let marks = { deco: log.logged };`,
        `let ns = log;`,
        `const { logged } = ns;`,
        `marks = { deco: log.logged };`,
        `ns = log;`,
        ...notes(`@marks.deco()`, `@ns.logged()`, `@logged()`),
        ``,
      ].join("\n"),
    });
    expect(result.diagnostics).toEqual([]);
    expect(result.tools).toEqual(["alpha"]);
  });
});

describe("a declared base's source that reads tool off a let namespace written again", () => {
  it("is reported (GT2021) at the decorator in the source, through the namespace and a pattern of it", async () => {
    const head = [`import * as gt from "gen-tools";`, `let ns = gt;`, `const { tool: deco } = ns;`, `ns = { ...gt };`];
    const result = await discoveredFromBaseSource([...head, `export abstract class Repo {`, `  /** Saves. */`, `  @ns.tool()`, `  save(): void {}`, `  /** Loads. */`, `  @deco()`, `  load(): void {}`, `}`, ``].join("\n"));
    expect(result.diagnostics).toEqual([
      rewritten("packages/shared/src/index.ts:7:3", "a decorator", "tool", "line 4"),
      rewritten("packages/shared/src/index.ts:10:3", "a decorator", "tool", "line 4"),
    ]);
    expect(result.tools).toEqual([]);
  });

  it("is followed where the let is never written again", async () => {
    const result = await discoveredFromBaseSource([`import * as gt from "gen-tools";`, `let ns = gt;`, `export abstract class Repo {`, `  /** Saves. */`, `  @ns.tool()`, `  save(): void {}`, `}`, ``].join("\n"));
    expect(result.diagnostics).toEqual([]);
    expect(result.tools).toEqual(["save"]);
  });
});
