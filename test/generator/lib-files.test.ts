import { mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type * as TsMorphCommon from "@ts-morph/common";
import { afterAll, describe, expect, it } from "vitest";
import { LIB_FOLDER, LibFiles } from "../../generator/project/lib-files.js";

const common = createRequire(import.meta.url)("@ts-morph/common") as typeof TsMorphCommon;
const scratch = mkdtempSync(join(tmpdir(), "gen-tools-lib-files-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe("the lib files", () => {
  it("are served from the folder ts-morph gives them", () => {
    expect(LIB_FOLDER).toBe(common.libFolderInMemoryPath);
  });

  it("come from the bundle once, which writes the cache; later from the cache, the same texts", () => {
    const folder = mkdtempSync(join(scratch, "cache-"));
    writeFileSync(join(folder, "typescript-lib-0-1.txt"), "an old version's cache");
    writeFileSync(join(folder, "notes.txt"), "not a cache");
    const first = new LibFiles(folder);
    const second = new LibFiles(folder);
    for (const { fileName, text } of common.getLibFiles()) {
      expect(first.text(fileName)).toBe(text);
      expect(second.text(fileName)).toBe(text);
    }
    expect([first.source, second.source]).toEqual(["bundle", "cache"]);
    expect(second.text("lib.nothing.d.ts")).toBeUndefined();
    const names = readdirSync(folder).sort();
    expect(names).toHaveLength(2);
    expect(names).toContain("notes.txt");
  });

  it("come from the bundle when the cache does not read back whole, which is written again", () => {
    const folder = mkdtempSync(join(scratch, "cache-"));
    new LibFiles(folder).text("lib.d.ts");
    const [cache] = readdirSync(folder);
    writeFileSync(join(folder, cache!), '[["lib.d.ts",0,100]]\ntoo short');
    const broken = new LibFiles(folder);
    expect(broken.text("lib.d.ts")).toBe(common.getLibFiles().find((f) => f.fileName === "lib.d.ts")!.text);
    expect(broken.source).toBe("bundle");
    expect(new LibFiles(folder).text("lib.es5.d.ts")).toBeDefined();
    expect(new LibFiles(folder).source).toBeUndefined();
    const again = new LibFiles(folder);
    again.text("lib.d.ts");
    expect(again.source).toBe("cache");
  });

  it("come from the bundle where no cache can be written", () => {
    const blocker = join(scratch, "a-file");
    writeFileSync(blocker, "");
    const files = new LibFiles(join(blocker, "cache"));
    expect(files.text("lib.es2020.d.ts")).toBe(common.getLibFiles().find((f) => f.fileName === "lib.es2020.d.ts")!.text);
    expect(files.source).toBe("bundle");
  });
});
