import { describe, expect, it } from "vitest";
import { discoveredBesideLeadingMark, type Discovered } from "./helpers/beside-leading-mark.js";
import { discoveredFromBaseSource } from "./helpers/declared-base-source.js";
import { markedNotesSource } from "./helpers/marked-notes-source.js";
import { rewritten } from "./helpers/rewritten-binding.js";

// A `var` declared again with a value (`var t = gt.tool; var t = other;`) is written at its second
// declaration, as by an assignment: a decorator or call that names it gets GT2021 at that line, as
// for a let written again, not GT2022 (a decorator known only by its type).

describe("a mark named through a var declared again with a value", () => {
  it("is reported (GT2021) at the decorator and the registerTool call, naming the second declaration", async () => {
    const head = [
      `import * as gt from "gen-tools";`,
      `var t = gt.tool;`,
      `var register = gt.registerTool;`,
      `var t = gt.tool;`,
      `var register = (() => 1) as never as typeof gt.registerTool;`,
    ];
    const result = await discoveredBesideLeadingMark({ "src/tools.ts": markedNotesSource(head, "t()", "register") });
    expect(result.diagnostics).toEqual([
      rewritten("src/tools.ts:8:3", "a decorator", "tool", "line 4"),
      rewritten("src/tools.ts:11:22", "a call", "registerTool", "line 5"),
    ]);
    expect(result.tools).toEqual(["alpha"]);
  });

  it("is reported where a for-of header declares it again", async () => {
    const head = [`import * as gt from "gen-tools";`, `var t = gt.tool;`, `var register = gt.registerTool;`, `for (var t of [gt.tool]) void t;`, `for (var register of [gt.registerTool]) void register;`];
    const result = await discoveredBesideLeadingMark({ "src/tools.ts": markedNotesSource(head, "t()", "register") });
    expect(result.diagnostics).toEqual([
      rewritten("src/tools.ts:8:3", "a decorator", "tool", "line 4"),
      rewritten("src/tools.ts:11:22", "a call", "registerTool", "line 5"),
    ]);
    expect(result.tools).toEqual(["alpha"]);
  });

  it("is followed where the other declarations of its name are in functions of their own", async () => {
    const head = [
      `import * as gt from "gen-tools";`,
      `var t = gt.tool;`,
      `var register = gt.registerTool;`,
      `export function other(): void {`,
      `  var t = 1;`,
      `  for (var register of [2]) void register;`,
      `  void t;`,
      `}`,
    ];
    const result = await discoveredBesideLeadingMark({ "src/tools.ts": markedNotesSource(head, "t()", "register") });
    expect(result.diagnostics).toEqual([]);
    expect(result.tools).toEqual(["add", "alpha", "first"]);
  });
});

describe("a mark only in a var's later declaration", () => {
  it("is reported (GT2021) at the decorator and the registerTool call, naming the declaration without it", async () => {
    const head = [
      `import * as gt from "gen-tools";`,
      `var t = (() => 1) as never as typeof gt.tool;`,
      `var register = (() => 1) as never as typeof gt.registerTool;`,
      `var t = gt.tool;`,
      `var register = gt.registerTool;`,
    ];
    const result = await discoveredBesideLeadingMark({ "src/tools.ts": markedNotesSource(head, "t()", "register") });
    expect(result.diagnostics).toEqual([
      rewritten("src/tools.ts:8:3", "a decorator", "tool", "line 2"),
      rewritten("src/tools.ts:11:22", "a call", "registerTool", "line 3"),
    ]);
    expect(result.tools).toEqual(["alpha"]);
  });
});

/** A run of an app whose class extends a declared base whose source is `head` (lines 1 to 3), then a class whose `save` is marked by `@t()` on line 6, and `load` by `@gt.tool()`. */
async function discoveredBaseSource(head: string[]): Promise<Discovered> {
  const source = [...head, `export abstract class Repo {`, `  /** Saves. */`, `  @t()`, `  save(): void {}`, ``, `  /** Loads. */`, `  @gt.tool()`, `  load(): void {}`, `}`, ``].join("\n");
  return discoveredFromBaseSource(source);
}

describe("a declared base's source with a var declared again", () => {
  it("reports (GT2021) a decorator that names it, at the for-of header that declares it again", async () => {
    const result = await discoveredBaseSource([`import * as gt from "gen-tools";`, `var t = gt.tool;`, `for (var t of [gt.tool]) void t;`]);
    expect(result.diagnostics).toEqual([rewritten("packages/shared/src/index.ts:6:3", "a decorator", "tool", "line 3")]);
    expect(result.tools).toEqual(["load"]);
  });

  it("reports (GT2021) a decorator whose mark is only in its later declaration, at the declaration without it", async () => {
    const result = await discoveredBaseSource([`import * as gt from "gen-tools";`, `var t = (() => 1) as never as typeof gt.tool;`, `var t = gt.tool;`]);
    expect(result.diagnostics).toEqual([rewritten("packages/shared/src/index.ts:6:3", "a decorator", "tool", "line 2")]);
    expect(result.tools).toEqual(["load"]);
  });
});
