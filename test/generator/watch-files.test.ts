import { mkdirSync, mkdtempSync, realpathSync, renameSync, rmSync, watch, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { watchFiles, type FilesWatcher } from "../../generator/cli/watch-files.js";
import type { WatchError } from "../../generator/cli/watch-error.js";

// fs.watch as Node has it, which a test can make fail once, as the system would at its limit.
vi.mock("node:fs", async (importOriginal) => {
  const fs = await importOriginal<typeof import("node:fs")>();
  return { ...fs, watch: vi.fn(fs.watch) };
});

let root: string;
let files: FilesWatcher | undefined;
const seen: string[] = [];
const errors: WatchError[] = [];
let waiters: { path: string; found: () => void }[] = [];

const at = (path: string): string => join(root, path);

function write(path: string, text = "export {};\n"): void {
  mkdirSync(dirname(at(path)), { recursive: true });
  writeFileSync(at(path), text);
}

/** Resolves once a change to `path` is reported (one reported before included). */
function changeTo(path: string): Promise<void> {
  if (seen.includes(at(path))) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const timeout = setTimeout(() => reject(new Error(`no change to ${path} reported; saw ${JSON.stringify(seen)}`)), 5000);
    waiters.push({ path: at(path), found: () => (clearTimeout(timeout), resolve()) });
  });
}

function start(...paths: string[]): FilesWatcher {
  files = watchFiles({
    onChange: (path) => {
      seen.push(path);
      waiters = waiters.filter((w) => (w.path === path ? (w.found(), false) : true));
    },
    onError: (error) => errors.push(error),
  });
  files.set(paths.map(at));
  return files;
}

beforeEach(() => {
  root = realpathSync(mkdtempSync(join(tmpdir(), "gen-tools-watch-files-")));
  seen.length = 0;
  errors.length = 0;
  write("shared/types.ts");
  write("shared/other.ts");
  write("node_modules/pkg/index.d.ts");
});

afterEach(() => {
  files?.close();
  files = undefined;
  rmSync(root, { recursive: true, force: true });
});

describe("watchFiles", () => {
  it("watches each file's folder once, and reports only the files given", async () => {
    const watching = start("shared/types.ts", "node_modules/pkg/index.d.ts");
    expect([...watching.folders()].sort()).toEqual([at("node_modules/pkg"), at("shared")]);
    write("shared/other.ts", "export const other = 1;\n");
    write("shared/types.ts", "export type T = string;\n");
    await changeTo("shared/types.ts");
    write("node_modules/pkg/index.d.ts", "export declare const x: number;\n");
    await changeTo("node_modules/pkg/index.d.ts");
    // Events arrive in order: the other file's would have come first.
    expect(seen).not.toContain(at("shared/other.ts"));
    expect(errors).toEqual([]);
  });

  it("reports a file saved by renaming a new one over it, and its edits after that", async () => {
    start("shared/types.ts");
    write("shared/.types.ts.tmp", "export type T = number;\n");
    renameSync(at("shared/.types.ts.tmp"), at("shared/types.ts"));
    await changeTo("shared/types.ts");
    seen.length = 0;
    write("shared/types.ts", "export type T = boolean;\n");
    await changeTo("shared/types.ts");
    expect(errors).toEqual([]);
  });

  it("follows the files it is given: a folder with none left is no longer watched", async () => {
    const watching = start("shared/types.ts", "node_modules/pkg/index.d.ts");
    watching.set([at("shared/other.ts")]);
    expect(watching.folders()).toEqual([at("shared")]);
    write("shared/types.ts", "export type T = string;\n");
    write("node_modules/pkg/index.d.ts", "export declare const x: number;\n");
    write("shared/other.ts", "export const other = 2;\n");
    await changeTo("shared/other.ts");
    expect(new Set(seen)).toEqual(new Set([at("shared/other.ts")]));
  });

  it("reports every file of a folder moved away, and stops watching it", async () => {
    const watching = start("shared/types.ts", "shared/other.ts");
    const away = mkdtempSync(join(tmpdir(), "gen-tools-parked-"));
    try {
      renameSync(at("shared"), join(away, "shared"));
      await changeTo("shared/types.ts");
      await changeTo("shared/other.ts");
      expect(watching.folders()).toEqual([]);
    } finally {
      rmSync(away, { recursive: true, force: true });
    }
  });

  it("reports the files of a folder gone before it could be watched, and a folder it cannot watch", async () => {
    start("gone/a.ts");
    await changeTo("gone/a.ts");
    expect(errors).toEqual([]);

    vi.mocked(watch).mockImplementationOnce(() => {
      throw Object.assign(new Error("ENOSPC: System limit for number of file watchers reached, watch"), { code: "ENOSPC" });
    });
    files?.set([at("shared/types.ts")]);
    expect(errors.map((e) => e.message)).toEqual([
      `cannot watch ${at("shared")}: the system's limit of file watchers is reached (on Linux, raise fs.inotify.max_user_watches)`,
    ]);
    expect(files?.folders()).toEqual([]);
  });

  it("watches nothing more once an error closed it, in the middle of a set", () => {
    // As watchProject does: a folder it cannot watch ends the watch, whose end closes every watcher.
    files = watchFiles({ onChange: () => undefined, onError: () => files?.close() });
    vi.mocked(watch).mockImplementationOnce(() => {
      throw Object.assign(new Error("ENOSPC: System limit for number of file watchers reached, watch"), { code: "ENOSPC" });
    });
    files.set([at("shared/types.ts"), at("node_modules/pkg/index.d.ts")]);
    // A watcher opened after the close would be closed by no one, and keep the process alive.
    expect(files.folders()).toEqual([]);
  });
});
