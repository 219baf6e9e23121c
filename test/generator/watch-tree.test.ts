import { mkdirSync, mkdtempSync, realpathSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, dirname, join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { watchTree, type TreeWatcher } from "../../generator/cli/watch-tree.js";

let root: string;
let tree: TreeWatcher | undefined;
const seen: string[] = [];
let waiters: { wanted: (path: string) => boolean; found: () => void }[] = [];

function write(path: string, text = "export {};\n"): void {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), text);
}

/** Resolves once a change to a path `wanted` accepts is reported (one reported before included). */
function changeTo(wanted: (path: string) => boolean): Promise<void> {
  if (seen.some(wanted)) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const timeout = setTimeout(() => reject(new Error(`no change reported; saw ${JSON.stringify(seen)}`)), 5000);
    waiters.push({ wanted, found: () => (clearTimeout(timeout), resolve()) });
  });
}

function start(): TreeWatcher {
  tree = watchTree(root, {
    skip: (folder) => basename(folder) === "node_modules" || folder === join(root, "generated"),
    onChange: (path) => {
      seen.push(path);
      waiters = waiters.filter((w) => (w.wanted(path) ? (w.found(), false) : true));
    },
  });
  return tree;
}

beforeEach(() => {
  root = realpathSync(mkdtempSync(join(tmpdir(), "gen-tools-watch-tree-")));
  seen.length = 0;
  write("src/a.ts");
  write("src/deep/b.ts");
  write("node_modules/pkg/index.js");
  write("node_modules/pkg/lib/x.js");
  write("generated/tools.manifest.json", "{}");
});

afterEach(() => {
  tree?.close();
  tree = undefined;
  rmSync(root, { recursive: true, force: true });
});

describe("watchTree", () => {
  it.runIf(process.platform === "linux")("watches each folder of the tree but the skipped ones and what is under them", () => {
    const watching = start();
    expect([...watching.folders()].sort()).toEqual([root, join(root, "src"), join(root, "src/deep")]);
  });

  it("reports a change in a nested folder, and none under a skipped folder", async () => {
    start();
    write("node_modules/pkg/lib/y.ts");
    write("generated/tools.gen.ts");
    write("src/deep/b.ts", "export const b = 1;\n");
    await changeTo((path) => path === join(root, "src/deep/b.ts"));
    // Events arrive in order: the edits under skipped folders came first, and none was reported.
    expect(seen.filter((path) => path.includes("node_modules") || path.includes("generated"))).toEqual([]);
  });

  it("watches a folder made after the start, reporting the files it already holds", async () => {
    const watching = start();
    const outside = realpathSync(mkdtempSync(join(tmpdir(), "gen-tools-watch-tree-moved-")));
    try {
      mkdirSync(join(outside, "inner"));
      writeFileSync(join(outside, "inner", "d.ts"), "export {};\n");
      // Moved in whole: no event names the file, only the folder.
      renameSync(outside, join(root, "src/moved"));
      await changeTo((path) => path === join(root, "src/moved/inner/d.ts"));
      if (process.platform === "linux") expect(watching.folders()).toContain(join(root, "src/moved/inner"));

      write("src/moved/inner/e.ts");
      await changeTo((path) => path === join(root, "src/moved/inner/e.ts"));
    } finally {
      rmSync(outside, { recursive: true, force: true });
    }
  });

  it("reports a removed file, and stops watching a removed folder", async () => {
    const watching = start();
    rmSync(join(root, "src/a.ts"));
    await changeTo((path) => path === join(root, "src/a.ts"));
    rmSync(join(root, "src/deep"), { recursive: true });
    await changeTo((path) => path === join(root, "src/deep"));
    if (process.platform === "linux") expect(watching.folders()).not.toContain(join(root, "src/deep"));
  });
});
