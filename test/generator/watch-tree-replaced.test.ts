import { mkdirSync, mkdtempSync, realpathSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { watchTree, type TreeWatcher, type WatchError } from "../../generator/cli/watch-tree.js";

let root: string;
let tree: TreeWatcher | undefined;
const seen: string[] = [];
const errors: WatchError[] = [];

/** Resolves once a change to `path` is reported (one reported before included). */
async function changeTo(path: string): Promise<void> {
  for (const started = Date.now(); !seen.includes(path); await new Promise((resolve) => setTimeout(resolve, 10))) {
    if (Date.now() - started > 5000) throw new Error(`no change to ${path} reported; saw ${JSON.stringify(seen)}`);
  }
}

afterEach(() => {
  tree?.close();
  tree = undefined;
  rmSync(root, { recursive: true, force: true });
  seen.length = 0;
  expect(errors.splice(0)).toEqual([]);
});

describe("watchTree, a folder replaced at once by another (removed, and one renamed to its name)", () => {
  it("watches the new folder, reporting its files and then their edits", async () => {
    root = realpathSync(mkdtempSync(join(tmpdir(), "gen-tools-watch-tree-")));
    mkdirSync(join(root, "src/sub"), { recursive: true });
    writeFileSync(join(root, "src/sub/a.ts"), "export {};\n");
    mkdirSync(join(root, "next"));
    writeFileSync(join(root, "next/b.ts"), "export {};\n");
    tree = watchTree(root, { skip: () => false, onChange: (path) => seen.push(path), onError: (error) => errors.push(error) });
    // As a generator that writes a folder aside and puts it in place of the last one does.
    rmSync(join(root, "src/sub"), { recursive: true });
    renameSync(join(root, "next"), join(root, "src/sub"));
    await changeTo(join(root, "src/sub/b.ts"));
    writeFileSync(join(root, "src/sub/c.ts"), "export {};\n");
    await changeTo(join(root, "src/sub/c.ts"));
  });
});
