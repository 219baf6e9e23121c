import { mkdirSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { generate, GenToolsSession, type GenerateResult } from "../../generator/session.js";
import { agentSource, tempProject, type TempProject } from "./helpers/temp-project.js";
import { watchThrough } from "./helpers/watch-through.js";

let project: TempProject | undefined;
afterEach(() => project?.remove());

/** What a run says: whether it passed, its diagnostics' codes and its tools' names. */
const outcome = (result: GenerateResult): unknown => ({ ok: result.ok, diagnostics: result.diagnostics.map((d) => d.code), tools: result.tools.map((t) => t.name) });

describe("--watch on a .ts link that loops", () => {
  for (const [how, links] of [
    ["to itself", [["loop.ts", "src/loop.ts"]]],
    ["through another", [["other.ts", "src/loop.ts"], ["loop.ts", "src/other.ts"]]],
  ] as const) {
    it(`takes a link looping ${how}, made under src, as no file, goes on watching, and reads a file put in its place`, async () => {
      project = tempProject({ "src/a.ts": agentSource("AAgent", ["first"]) });
      const p = project;
      const results = await watchThrough(GenToolsSession.open({ project: p.tsconfig }), [
        () => {
          for (const [target, link] of links) symlinkSync(target, join(p.dir, link));
        },
        () => p.write("src/a.ts", agentSource("AAgent", ["first", "second"])),
        () => {
          for (const [, link] of links) rmSync(join(p.dir, link));
          p.write("src/loop.ts", agentSource("LoopAgent", ["third"]));
        },
      ]);
      expect(results.map(outcome)).toEqual([
        { ok: true, diagnostics: [], tools: ["first"] },
        { ok: true, diagnostics: [], tools: ["first", "second"] },
        { ok: true, diagnostics: [], tools: ["first", "second", "third"] },
      ]);
    });
  }
});

describe("--watch on a folder replaced by what cannot be looked into", () => {
  for (const [what, replace] of [
    ["a link that loops", (path: string) => symlinkSync("d", path)],
    ["a file", (path: string) => writeFileSync(path, "")],
  ] as const) {
    it(`stops following the folder links that were in it once it is ${what}, and goes on watching`, async () => {
      project = tempProject({ "src/a.ts": agentSource("AAgent", ["first"]), "other/b.ts": agentSource("BAgent", ["linked"]) });
      const p = project;
      mkdirSync(join(p.dir, "src/d"));
      symlinkSync("../../other", join(p.dir, "src/d/linked"));
      expect(outcome(await generate({ project: p.tsconfig }))).toEqual({ ok: true, diagnostics: [], tools: ["first", "linked"] });
      const results = await watchThrough(GenToolsSession.open({ project: p.tsconfig }), [
        () => {
          rmSync(join(p.dir, "src/d"), { recursive: true });
          replace(join(p.dir, "src/d"));
        },
        () => p.write("src/a.ts", agentSource("AAgent", ["first", "second"])),
      ]);
      expect(results.map(outcome)).toEqual([
        { ok: true, diagnostics: [], tools: ["first"] },
        { ok: true, diagnostics: [], tools: ["first", "second"] },
      ]);
    });
  }
});
