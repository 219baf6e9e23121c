import { mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { GenToolsSession, type GenerateResult } from "../../generator/session.js";
import { buildPackage } from "./helpers/workspace-package-build.js";
import { agentSource, DECLARE_API } from "./helpers/temp-project.js";
import { watchThrough } from "./helpers/watch-through.js";

/** `@acme/shared`'s base class: `save` a tool, `count` one once an edit decorates it. */
const BASE = `import { tool } from "gen-tools";\n\nexport abstract class Repo {\n  /**\n   * Saves an item.\n   * @param id The item.\n   */\n  @tool()\n  save(id: string): boolean {\n    return !!id;\n  }\n\n  /**\n   * Counts the items.\n   * @param kind Which.\n   */\n  count(kind: string): number {\n    return kind.length;\n  }\n}\n`;
const COUNTED = BASE.replace("   */\n  count(", "   */\n  @tool()\n  count(");

/** A tool taking shared's `Address`, whose declarations its package.json names. */
const SHIP = `import { tool } from "gen-tools";\nimport type { Address } from "@acme/shared";\n\nexport class Ship {\n  /**\n   * Ships.\n   * @param to Where.\n   */\n  @tool()\n  ship(to: Address): boolean {\n    return !!to;\n  }\n}\n`;
const sharedPackage = (types: string): string => JSON.stringify({ name: "@acme/shared", type: "module", exports: { ".": { types, default: "./dist/index.js" } } });

let dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  dirs = [];
});

/**
 * An npm workspace: `packages/tools` (the project, whose folder alone the watch's tree holds) uses
 * `@acme/shared`, linked into the root's `node_modules`, its base class built into dist/ and its
 * `Address` declared in dist/ and src/; and a folder `elsewhere`, out of every tree.
 */
function workspace(): { dir: string; elsewhere: string; tsconfig: string; write: (path: string, text: string) => void } {
  const dir = mkdtempSync(join(tmpdir(), "gen-tools-test-"));
  const elsewhere = mkdtempSync(join(tmpdir(), "gen-tools-elsewhere-"));
  dirs.push(dir, elsewhere);
  const write = (path: string, text: string): void => {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  };
  write("packages/shared/src/index.ts", `${BASE}\nexport interface Address {\n  city: string;\n}\n`);
  write("packages/shared/package.json", sharedPackage("./dist/index.d.ts"));
  write("packages/tools/package.json", JSON.stringify({ name: "@acme/tools", type: "module" }));
  const options = { target: "ES2022", module: "NodeNext", strict: true, skipLibCheck: true, noEmit: true, types: [], paths: { "gen-tools": [DECLARE_API] } };
  write("packages/tools/tsconfig.json", JSON.stringify({ compilerOptions: options, include: ["src"] }));
  buildPackage(join(dir, "packages/shared/src/index.ts"), { declarationMap: true });
  mkdirSync(join(dir, "node_modules/@acme"), { recursive: true });
  symlinkSync("../../packages/shared", join(dir, "node_modules/@acme/shared"), "dir");
  return { dir, elsewhere, tsconfig: join(dir, "packages/tools/tsconfig.json"), write };
}

/**
 * Replaces `file` at once (as a rename) by a link to `target`, a copy of it made first. It is done
 * in a task after the step's: the step runs as the run's report is out, and the watch follows the
 * files the run read only just after (a file replaced before by one with the same text is no change
 * to run for).
 */
function replaceByLink(file: string, target: string): void {
  setTimeout(() => {
    writeFileSync(target, readFileSync(file));
    symlinkSync(target, `${file}.link`);
    renameSync(`${file}.link`, file);
  });
}

/** The properties of the `Address` the first tool takes. */
const address = (result: GenerateResult): string[] => Object.keys((result.tools[0]?.inputSchema as { $defs: { Address: { properties: object } } }).$defs.Address.properties);

const names = (results: GenerateResult[]): string[][] => results.map((result) => result.tools.map((t) => t.name));

describe("--watch on a file it read, replaced by a link to a copy of it elsewhere", () => {
  it("follows a source to the link's target: an edit there runs again", async () => {
    const w = workspace();
    w.write("packages/tools/src/agent.ts", agentSource("Agent", ["alpha"]));
    const source = join(w.dir, "packages/tools/src/agent.ts");
    const target = join(w.elsewhere, "agent.ts");
    const results = await watchThrough(GenToolsSession.open({ project: w.tsconfig }), [
      () => replaceByLink(source, target),
      () => writeFileSync(target, agentSource("Agent", ["alpha", "beta"])),
    ]);
    expect(names(results)).toEqual([["alpha"], ["alpha", "beta"]]);
  });

  it("follows a package.json module resolution read to the link's target: an edit there resolves again", async () => {
    const w = workspace();
    w.write("packages/tools/src/ship.ts", SHIP);
    // Its sources newer than its build: an Address with a zip.
    w.write("packages/shared/src/index.ts", `${BASE}\nexport interface Address {\n  city: string;\n  zip: string;\n}\n`);
    const target = join(w.elsewhere, "package.json");
    const results = await watchThrough(GenToolsSession.open({ project: w.tsconfig }), [
      () => replaceByLink(join(w.dir, "packages/shared/package.json"), target),
      () => writeFileSync(target, sharedPackage("./src/index.ts")),
    ]);
    expect(results.map((result) => result.diagnostics)).toEqual([[], []]);
    expect(results.map(address)).toEqual([["city"], ["city", "zip"]]);
  });

  it("follows a package's declaration file, outside the watched folder, to the link's target: an edit there runs again", async () => {
    const w = workspace();
    w.write("packages/tools/src/ship.ts", SHIP);
    const target = join(w.elsewhere, "index.d.ts");
    const declarations = join(w.dir, "packages/shared/dist/index.d.ts");
    const results = await watchThrough(GenToolsSession.open({ project: w.tsconfig }), [
      () => replaceByLink(declarations, target),
      // A second declaration of Address, which merges with the first.
      () => writeFileSync(target, `${readFileSync(target, "utf8")}\nexport interface Address {\n  zip: string;\n}\n`),
    ]);
    expect(results.map(address)).toEqual([["city"], ["city", "zip"]]);
  });

  it("follows a package.json that was a link from the start to where a new link leads", async () => {
    const w = workspace();
    w.write("packages/tools/src/ship.ts", SHIP);
    w.write("packages/shared/src/index.ts", `${BASE}\nexport interface Address {\n  city: string;\n  zip: string;\n}\n`);
    const file = join(w.dir, "packages/shared/package.json");
    const first = join(w.elsewhere, "first.json");
    const target = join(w.elsewhere, "package.json");
    writeFileSync(first, readFileSync(file));
    rmSync(file);
    symlinkSync(first, file);
    const results = await watchThrough(GenToolsSession.open({ project: w.tsconfig }), [
      () => replaceByLink(file, target),
      () => writeFileSync(target, sharedPackage("./src/index.ts")),
    ]);
    expect(results.map(address)).toEqual([["city"], ["city", "zip"]]);
  });

  it("follows a declared base's source, read beside the program, to the link's target: an edit there reads the tools again", async () => {
    const w = workspace();
    w.write("packages/tools/src/items.ts", `import { Repo } from "@acme/shared";\n\n/** Items. */\nexport class ItemRepo extends Repo {}\n`);
    const source = join(w.dir, "packages/shared/src/index.ts");
    const target = join(w.elsewhere, "index.ts");
    const results = await watchThrough(GenToolsSession.open({ project: w.tsconfig }), [
      () => replaceByLink(source, target),
      () => writeFileSync(target, COUNTED),
    ]);
    expect(names(results)).toEqual([["save"], ["count", "save"]]);
  });
});

describe("--watch on a source that is a link to a file elsewhere", () => {
  /** A project whose src/agent.ts is a link to `to`, a path under the folder `elsewhere` gives, written with `alpha`. */
  function linkedProject(to: (elsewhere: string) => string): { tsconfig: string; elsewhere: string } {
    const w = workspace();
    const target = to(w.elsewhere);
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, agentSource("Agent", ["alpha"]));
    mkdirSync(join(w.dir, "packages/tools/src"), { recursive: true });
    symlinkSync(target, join(w.dir, "packages/tools/src/agent.ts"));
    return { tsconfig: w.tsconfig, elsewhere: w.elsewhere };
  }

  it("sees the target's folder replaced at once (removed, and another renamed to its name), and an edit in the new one", async () => {
    const { tsconfig, elsewhere } = linkedProject((folder) => join(folder, "x/agent.ts"));
    const results = await watchThrough(GenToolsSession.open({ project: tsconfig }), [
      () =>
        setTimeout(() => {
          mkdirSync(join(elsewhere, "y"));
          writeFileSync(join(elsewhere, "y/agent.ts"), agentSource("Agent", ["alpha", "beta"]));
          rmSync(join(elsewhere, "x"), { recursive: true });
          renameSync(join(elsewhere, "y"), join(elsewhere, "x"));
        }),
      () => setTimeout(() => writeFileSync(join(elsewhere, "x/agent.ts"), agentSource("Agent", ["gamma"]))),
    ]);
    expect(names(results)).toEqual([["alpha", "beta"], ["gamma"]]);
  });

  it("follows a folder link on the way to the target pointed elsewhere (a `current` release link), and an edit there", async () => {
    // The link leads through elsewhere/current, a link to elsewhere/v1.
    const { tsconfig, elsewhere } = linkedProject((folder) => {
      mkdirSync(join(folder, "v1"));
      symlinkSync(join(folder, "v1"), join(folder, "current"));
      return join(folder, "current/agent.ts");
    });
    mkdirSync(join(elsewhere, "v2"));
    writeFileSync(join(elsewhere, "v2/agent.ts"), agentSource("Agent", ["beta"]));
    const results = await watchThrough(GenToolsSession.open({ project: tsconfig }), [
      () =>
        setTimeout(() => {
          symlinkSync(join(elsewhere, "v2"), join(elsewhere, "next"));
          renameSync(join(elsewhere, "next"), join(elsewhere, "current"));
        }),
      () => setTimeout(() => writeFileSync(join(elsewhere, "v2/agent.ts"), agentSource("Agent", ["gamma"]))),
    ]);
    expect(names(results)).toEqual([["beta"], ["gamma"]]);
  });
});
