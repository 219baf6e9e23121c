import { describe, expect, it } from "vitest";
import { defineTool, discoveredBesideLeadingMark } from "./helpers/beside-leading-mark.js";
import { discoveredFromBaseSource } from "./helpers/declared-base-source.js";
import { markedNotesSource } from "./helpers/marked-notes-source.js";
import { rewritten } from "./helpers/rewritten-binding.js";

// A let whose declared value is not gen-tools' mark but that a later assignment sets to it (`let t =
// other; t = gt.tool;`) holds the mark only from that write on, which discovery cannot follow: a
// decorator or registerTool call that names it gets GT2021 naming the declaration, as a var whose
// mark is only in a later declaration does (see discover-redeclared-var), not a silent drop.

/** Stands for a value of gen-tools' type that is not gen-tools' own: a decorator of another library typed alike. */
const lookalike = (mark: string): string => `(() => 1) as never as typeof gt.${mark}`;

describe("a let that only a later assignment sets to gen-tools' mark", () => {
  it("is reported (GT2021) at the decorator and the registerTool call, naming its declaration", async () => {
    const head = [`import * as gt from "gen-tools";`, `let t = ${lookalike("tool")};`, `let register = ${lookalike("registerTool")};`, `t = gt.tool;`, `register = gt.registerTool;`];
    const result = await discoveredBesideLeadingMark({ "src/tools.ts": markedNotesSource(head, "t()", "register") });
    expect(result.diagnostics).toEqual([
      rewritten("src/tools.ts:8:3", "a decorator", "tool", "line 2"),
      rewritten("src/tools.ts:11:22", "a call", "registerTool", "line 3"),
    ]);
    expect(result.tools).toEqual(["alpha"]);
  });

  it("is reported where the assignment is in a function, after others, or a logical assignment", async () => {
    const head = [
      `import { registerTool, tool } from "gen-tools";`,
      `import * as gt from "gen-tools";`,
      `let t = ${lookalike("tool")};`,
      `let register = ${lookalike("registerTool")};`,
      `export function setUp(): void {`,
      `  t = ${lookalike("tool")};`,
      `  t = tool;`,
      `  register ??= registerTool;`,
      `}`,
    ];
    const result = await discoveredBesideLeadingMark({ "src/tools.ts": markedNotesSource(head, "t()", "register") });
    expect(result.diagnostics).toEqual([
      rewritten("src/tools.ts:12:3", "a decorator", "tool", "line 3"),
      rewritten("src/tools.ts:15:22", "a call", "registerTool", "line 4"),
    ]);
  });

  it("is reported for a decorator a call of tool made, assigned later", async () => {
    const head = [`import * as gt from "gen-tools";`, `let readOnly = (() => 1) as never as gt.ToolDecorator;`, `readOnly = gt.tool({ name: "read_only" });`, `const register = gt.registerTool;`];
    const result = await discoveredBesideLeadingMark({ "src/tools.ts": markedNotesSource(head, "readOnly", "register") });
    expect(result.diagnostics).toEqual([rewritten("src/tools.ts:7:3", "a decorator", "tool", "line 2")]);
    expect(result.tools).toEqual(["alpha", "first"]);
  });

  it("is reported for a member of an object assigned later", async () => {
    const head = [
      `import * as gt from "gen-tools";`,
      `let marks = { deco: ${lookalike("tool")}, register: ${lookalike("registerTool")} };`,
      `marks = { deco: gt.tool, register: gt.registerTool };`,
    ];
    const result = await discoveredBesideLeadingMark({ "src/tools.ts": markedNotesSource(head, "marks.deco()", "marks.register") });
    expect(result.diagnostics).toEqual([
      rewritten("src/tools.ts:6:3", "a decorator", "tool", "line 2"),
      rewritten("src/tools.ts:9:22", "a call", "registerTool", "line 2"),
    ]);
    expect(result.tools).toEqual(["alpha"]);
  });
});

describe("a let whose assignments hold no mark of gen-tools", () => {
  it("is not reported, though it is written again", async () => {
    const other = [
      `export function logged(): MethodDecorator { return () => undefined; }`,
      `export function traced(): MethodDecorator { return () => undefined; }`,
      `export function define(definition: object, handler: () => number): () => number { void definition; return handler; }`,
      `export function defineAgain(definition: object, handler: () => number): () => number { void definition; return handler; }`,
      ``,
    ].join("\n");
    const head = [
      `import * as gt from "gen-tools";`,
      `import { define, defineAgain, logged, traced } from "./other.js";`,
      `let t = logged;`,
      `let register = define;`,
      `t = traced;`,
      `register = defineAgain;`,
      `export const known = gt.registerTool${defineTool("known")};`,
    ];
    const result = await discoveredBesideLeadingMark({ "src/other.ts": other, "src/tools.ts": markedNotesSource(head, "t()", "register") });
    expect(result.diagnostics).toEqual([]);
    expect(result.tools).toEqual(["alpha", "known"]);
  });
});

describe("a declared base's source with a let that only a later assignment sets to tool", () => {
  it("reports (GT2021) a decorator that names it, or a member of it, at its declaration", async () => {
    const source = [
      `import * as gt from "gen-tools";`,
      `let t = ${lookalike("tool")};`,
      `let marks = { deco: ${lookalike("tool")} };`,
      `t = gt.tool;`,
      `marks = { deco: gt.tool };`,
      `export abstract class Repo {`,
      `  /** Saves. */ @t() save(): void {}`,
      `  /** Finds. */ @marks.deco() find(): void {}`,
      `  /** Loads. */ @gt.tool() load(): void {}`,
      `}`,
      ``,
    ].join("\n");
    const result = await discoveredFromBaseSource(source);
    expect(result.diagnostics).toEqual([
      rewritten("packages/shared/src/index.ts:7:17", "a decorator", "tool", "line 2"),
      rewritten("packages/shared/src/index.ts:8:17", "a decorator", "tool", "line 3"),
    ]);
    expect(result.tools).toEqual(["load"]);
  });
});
