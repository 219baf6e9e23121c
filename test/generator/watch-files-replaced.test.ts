import { mkdirSync, mkdtempSync, realpathSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { watchFiles, type FilesWatcher } from "../../generator/cli/watch-files.js";
import type { WatchError } from "../../generator/cli/watch-tree.js";

let root: string;
let files: FilesWatcher | undefined;
const seen: string[] = [];
const errors: WatchError[] = [];

/** Resolves once a change to `path` is reported since the last `forget` (one reported before included). */
async function changeTo(path: string): Promise<void> {
  for (const started = Date.now(); !seen.includes(path); await new Promise((resolve) => setTimeout(resolve, 10))) {
    if (Date.now() - started > 5000) throw new Error(`no change to ${path} reported; saw ${JSON.stringify(seen)}`);
  }
}

afterEach(() => {
  files?.close();
  files = undefined;
  rmSync(root, { recursive: true, force: true });
  seen.length = 0;
  expect(errors.splice(0)).toEqual([]);
});

describe("watchFiles, the folder of a file watched replaced at once by another (removed, and one renamed to its name)", () => {
  it("reports the file, and once it is watched again, its edits in the new folder", async () => {
    root = realpathSync(mkdtempSync(join(tmpdir(), "gen-tools-watch-files-")));
    const file = join(root, "shared/a.ts");
    mkdirSync(join(root, "shared"));
    writeFileSync(file, "export {};\n");
    mkdirSync(join(root, "next"));
    writeFileSync(join(root, "next/a.ts"), "export {};\n");
    files = watchFiles({ onChange: (path) => seen.push(path), onError: (error) => errors.push(error) });
    files.set([file]);
    rmSync(join(root, "shared"), { recursive: true });
    renameSync(join(root, "next"), join(root, "shared"));
    await changeTo(file);
    // Past the events of the replacement, as a run is: then watched again, as the watch does after each run.
    await new Promise((resolve) => setTimeout(resolve, 100));
    files.set([file]);
    seen.length = 0;
    writeFileSync(file, "export const a = 1;\n");
    await changeTo(file);
  });
});
