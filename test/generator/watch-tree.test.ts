import { mkdirSync, mkdtempSync, realpathSync, renameSync, rmSync, symlinkSync, watch, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, dirname, join } from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { main } from "../../generator/cli/main.js";
import type { WatchError } from "../../generator/cli/watch-error.js";
import { nativeTree } from "../../generator/cli/watch-native-tree.js";
import { watchTree, type TreeWatcher } from "../../generator/cli/watch-tree.js";
import { agentSource, tempProject } from "./helpers/temp-project.js";

// fs.watch as Node has it, which a test can make fail once, as the system would at its limit.
vi.mock("node:fs", async (importOriginal) => {
  const fs = await importOriginal<typeof import("node:fs")>();
  return { ...fs, watch: vi.fn(fs.watch) };
});

/** The error Node throws when inotify has no watch left. */
function watchersExhausted(): never {
  throw Object.assign(new Error("ENOSPC: System limit for number of file watchers reached, watch"), { code: "ENOSPC" });
}

let root: string;
let tree: TreeWatcher | undefined;
const seen: string[] = [];
const errors: WatchError[] = [];
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

function start(watcher = watchTree): TreeWatcher {
  tree = watcher(root, {
    skip: (folder) => basename(folder) === "node_modules" || folder === join(root, "generated"),
    onChange: (path) => {
      seen.push(path);
      waiters = waiters.filter((w) => (w.wanted(path) ? (w.found(), false) : true));
    },
    onError: (error) => errors.push(error),
  });
  return tree;
}

beforeEach(() => {
  root = realpathSync(mkdtempSync(join(tmpdir(), "gen-tools-watch-tree-")));
  seen.length = 0;
  errors.length = 0;
  write("src/a.ts");
  write("src/deep/b.ts");
  write("node_modules/pkg/index.js");
  write("node_modules/pkg/lib/x.js");
  write("generated/tools.manifest.json", "{}");
});

afterEach(() => {
  expect(errors).toEqual([]);
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

  it("reports the same through Node's recursive watch, as on macOS and Windows", async () => {
    start(nativeTree);
    write("node_modules/pkg/lib/y.ts");
    write("generated/tools.gen.ts");
    write("src/deep/b.ts", "export const b = 1;\n");
    await changeTo((path) => path === join(root, "src/deep/b.ts"));
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

  /**
   * Watches the tree with `tree`, src/shared a link to a folder outside it, beside links back to the
   * root, that loop and that dangle; expects `folders` watched, then an edit through the link seen.
   */
  async function throughLinks(tree: typeof watchTree, folders: string[]): Promise<void> {
    const shared = realpathSync(mkdtempSync(join(tmpdir(), "gen-tools-watch-tree-shared-")));
    try {
      writeFileSync(join(shared, "s.ts"), "export {};\n");
      symlinkSync(shared, join(root, "src/shared"));
      symlinkSync(root, join(root, "src/deep/loop"));
      // Links that lead nowhere: to each other, and to nothing.
      symlinkSync(join(root, "src/b-link"), join(root, "src/a-link"));
      symlinkSync(join(root, "src/a-link"), join(root, "src/b-link"));
      symlinkSync(join(root, "src/gone"), join(root, "src/dangling"));
      const watching = start(tree);
      expect([...watching.folders()].sort()).toEqual(folders.map((folder) => join(root, folder)));
      writeFileSync(join(shared, "s.ts"), "export const s = 1;\n");
      await changeTo((path) => path === join(root, "src/shared/s.ts"));
    } finally {
      rmSync(shared, { recursive: true, force: true });
    }
  }

  it.runIf(process.platform === "linux")("watches a folder linked into the tree where the link is, and follows no link back to a watched folder, nor one that loops or dangles", async () => {
    await throughLinks(watchTree, ["", "src", "src/deep", "src/shared"]);
  });

  // The system's recursive watch (macOS, Windows) follows no link: the linked folder is a tree of its own.
  it("nativeTree watches a folder linked into the tree as a tree of its own, reported where the link is, and follows no link back to a watched folder, nor one that loops or dangles", async () => {
    await throughLinks(nativeTree, ["", "src/shared"]);
  });

  it("reports a removed file, and stops watching a removed folder and the folders under it", async () => {
    write("src/deep/deeper/c.ts");
    const watching = start();
    rmSync(join(root, "src/a.ts"));
    await changeTo((path) => path === join(root, "src/a.ts"));
    rmSync(join(root, "src/deep"), { recursive: true });
    await changeTo((path) => path === join(root, "src/deep"));
    if (process.platform === "linux") expect([...watching.folders()].sort()).toEqual([root, join(root, "src")]);
  });

  it("reports a folder it cannot watch, naming it and saying why", () => {
    vi.mocked(watch).mockImplementationOnce(() => watchersExhausted());
    const watching = start();
    expect(errors.map((e) => e.message)).toEqual([
      `cannot watch ${root}: the system's limit of file watchers is reached (on Linux, raise fs.inotify.max_user_watches)`,
    ]);
    expect(watching.folders()).toEqual([]);
    errors.length = 0;
  });
});

describe("gen-tools --watch", () => {
  it("ends with GT4007, exit code 2, when a folder cannot be watched", async () => {
    const project = tempProject({ "src/a.ts": agentSource("AAgent", ["alpha"]) });
    const stderr = vi.spyOn(process.stderr, "write").mockImplementation(() => true);
    try {
      vi.mocked(watch).mockImplementationOnce(() => watchersExhausted());
      const code = await main(["--watch", "--quiet", "--project", project.tsconfig]);
      expect(code).toBe(2);
      const printed = stderr.mock.calls.map(([text]) => String(text)).join("");
      expect(printed).toContain(`error GT4007: cannot watch ${project.dir}: the system's limit of file watchers is reached`);
    } finally {
      stderr.mockRestore();
      project.remove();
    }
  });
});
