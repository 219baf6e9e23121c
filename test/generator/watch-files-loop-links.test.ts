import { mkdirSync, mkdtempSync, realpathSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, expect, it } from "vitest";
import { watchFiles, type FilesWatcher } from "../../generator/cli/watch-files.js";
import type { WatchError } from "../../generator/cli/watch-error.js";

let root: string | undefined;
let files: FilesWatcher | undefined;
afterEach(() => {
  files?.close();
  if (root !== undefined) rmSync(root, { recursive: true, force: true });
});

it("reports a watched file's folder gone once a link that loops is put in its place, and goes on", async () => {
  const dir = realpathSync(mkdtempSync(join(tmpdir(), "gen-tools-watch-files-")));
  root = dir;
  const shared = join(dir, "shared");
  mkdirSync(shared);
  for (const name of ["types.ts", "other.ts", "more.ts"]) writeFileSync(join(shared, name), "export {};\n");
  const errors: WatchError[] = [];
  const types = join(shared, "types.ts");
  const reported = new Promise<string>((resolve) => {
    files = watchFiles({ onChange: resolve, onError: (error) => errors.push(error) });
    files.set([types]);
  });
  // The other files' events come first: the folder is then asked what it is.
  rmSync(join(shared, "other.ts"));
  rmSync(join(shared, "more.ts"));
  rmSync(shared, { recursive: true });
  symlinkSync("shared", shared);
  expect(await reported).toBe(types);
  await new Promise((resolve) => setTimeout(resolve, 100));
  expect(errors).toEqual([]);
  expect(files?.folders()).toEqual([]);
});
