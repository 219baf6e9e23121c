import { mkdirSync, mkdtempSync, realpathSync, renameSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { watchFiles, type FilesWatcher } from "../../generator/cli/watch-files.js";
import type { WatchError } from "../../generator/cli/watch-error.js";
import { nativeTree } from "../../generator/cli/watch-native-tree.js";
import { watchTree, type TreeWatcher, type WatchTreeOptions } from "../../generator/cli/watch-tree.js";

let root: string;
let watcher: TreeWatcher | FilesWatcher | undefined;
const seen: string[] = [];
const errors: WatchError[] = [];
const options = { onChange: (path: string) => seen.push(path), onError: (error: WatchError) => errors.push(error) };

/** Resolves once a change to `path` is reported (one reported before included). */
async function changeTo(path: string): Promise<void> {
  for (const started = Date.now(); !seen.includes(path); await new Promise((resolve) => setTimeout(resolve, 10))) {
    if (Date.now() - started > 5000) throw new Error(`no change to ${path} reported; saw ${JSON.stringify(seen)}`);
  }
}

/** Puts the folder `next` in place of `folder` at once, as a generator that writes a folder aside does. */
function replace(folder: string, next: string): void {
  rmSync(join(root, folder), { recursive: true });
  renameSync(join(root, next), join(root, folder));
}

/** Watches src with `tree`, where src/linked is a link to shared, a folder outside it. */
function watchThroughLink(tree: (root: string, options: WatchTreeOptions) => TreeWatcher): void {
  mkdirSync(join(root, "shared"));
  symlinkSync(join(root, "shared"), join(root, "src/linked"));
  watcher = tree(join(root, "src"), { skip: () => false, ...options });
}

/** Resolves once a file made in shared is reported through the link. */
async function editSeenThroughLink(): Promise<void> {
  writeFileSync(join(root, "shared/c.ts"), "export {};\n");
  await changeTo(join(root, "src/linked/c.ts"));
}

beforeEach(() => {
  root = realpathSync(mkdtempSync(join(tmpdir(), "gen-tools-watch-replaced-")));
  mkdirSync(join(root, "src/sub"), { recursive: true });
  writeFileSync(join(root, "src/sub/a.ts"), "export {};\n");
  mkdirSync(join(root, "next"));
  writeFileSync(join(root, "next/a.ts"), "export {};\n");
  writeFileSync(join(root, "next/b.ts"), "export {};\n");
});

afterEach(() => {
  watcher?.close();
  watcher = undefined;
  rmSync(root, { recursive: true, force: true });
  seen.length = 0;
  expect(errors.splice(0)).toEqual([]);
});

describe("a folder watched, replaced at once by another (removed, and one renamed to its name)", () => {
  it("watchTree watches the new folder, reporting its files and then their edits", async () => {
    watcher = watchTree(root, { skip: () => false, ...options });
    replace("src/sub", "next");
    await changeTo(join(root, "src/sub/b.ts"));
    writeFileSync(join(root, "src/sub/c.ts"), "export {};\n");
    await changeTo(join(root, "src/sub/c.ts"));
  });

  // nativeTree as macOS and Windows use it, whose recursive watch follows no link: on Linux, Node's own makes up the recursive watch, which reports an edit through a link as the link's.
  for (const [name, tree] of [["watchTree", watchTree], ["nativeTree", nativeTree]] as const) {
    it(`${name} reports an edit in the folder a link in the tree leads to, as the file through the link`, async () => {
      watchThroughLink(tree);
      await editSeenThroughLink();
    });

    it(`${name} watches the folder a link in the tree leads to, replaced at once where it is (outside the tree), reporting its files and then their edits`, async () => {
      watchThroughLink(tree);
      replace("shared", "next");
      await changeTo(join(root, "src/linked/b.ts"));
      await editSeenThroughLink();
    });

    it(`${name} watches the folder a link in the tree leads to, removed and put back a while later`, async () => {
      watchThroughLink(tree);
      rmSync(join(root, "shared"), { recursive: true });
      await changeTo(join(root, "src/linked"));
      renameSync(join(root, "next"), join(root, "shared"));
      await changeTo(join(root, "src/linked/b.ts"));
      await editSeenThroughLink();
    });
  }

  it("watchFiles reports its files watched, and once they are watched again, their edits in the new folder", async () => {
    const file = join(root, "src/sub/a.ts");
    const files = watchFiles(options);
    watcher = files;
    files.set([file]);
    replace("src/sub", "next");
    await changeTo(file);
    // Past the events of the replacement, as a run is: then watched again, as the watch does after each run.
    await new Promise((resolve) => setTimeout(resolve, 100));
    files.set([file]);
    seen.length = 0;
    writeFileSync(file, "export const a = 1;\n");
    await changeTo(file);
  });
});

describe("a folder link in the tree, moved in or pointed elsewhere", () => {
  for (const [name, tree] of [["watchTree", watchTree], ["nativeTree", nativeTree]] as const) {
    it(`${name} follows the folder links in a folder moved into the tree, and reports an edit through one as the file through the link`, async () => {
      mkdirSync(join(root, "shared"));
      mkdirSync(join(root, "outside/inner"), { recursive: true });
      symlinkSync(join(root, "shared"), join(root, "outside/inner/linked"));
      const moved = join(root, "src/moved");
      // Whether the link was followed when the folder's own event was reported: on Linux, Node's own recursive watch (nativeTree's here) goes on to report each file of a folder moved in, the link too, as macOS and Windows do not.
      let followedAtMove: boolean | undefined;
      const watching: TreeWatcher = tree(join(root, "src"), {
        skip: () => false,
        onChange: (path) => {
          if (path === moved) followedAtMove ??= watching.folders().includes(join(moved, "inner/linked"));
          options.onChange(path);
        },
        onError: options.onError,
      });
      watcher = watching;
      renameSync(join(root, "outside"), moved);
      await changeTo(moved);
      expect(followedAtMove).toBe(true);
      writeFileSync(join(root, "shared/c.ts"), "export {};\n");
      await changeTo(join(root, "src/moved/inner/linked/c.ts"));
    });

    it(`${name} stops watching where a link led once it is pointed at a missing path, and watches the folder put there later`, async () => {
      watchThroughLink(tree);
      // Pointed elsewhere at once, as `ln -sfn` does: a new link renamed over the old one.
      symlinkSync(join(root, "missing"), join(root, "src/repointed"));
      renameSync(join(root, "src/repointed"), join(root, "src/linked"));
      // On Linux, Node's own recursive watch (nativeTree's here) reports no link made or renamed, only an edit through one, as the link: this shows it the link pointed elsewhere.
      writeFileSync(join(root, "shared/old.ts"), "export {};\n");
      await changeTo(join(root, "src/linked"));
      renameSync(join(root, "next"), join(root, "missing"));
      await changeTo(join(root, "src/linked/b.ts"));
      writeFileSync(join(root, "shared/later.ts"), "export {};\n");
      writeFileSync(join(root, "missing/c.ts"), "export {};\n");
      await changeTo(join(root, "src/linked/c.ts"));
      // The edit where the link led came first: reported, it would be by now.
      expect(seen).not.toContain(join(root, "src/linked/later.ts"));
    });
  }
});
