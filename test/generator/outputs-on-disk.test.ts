import { mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { OutputsOnDisk } from "../../generator/outputs-on-disk.js";

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function file(): string {
  const dir = mkdtempSync(join(tmpdir(), "gen-tools-outputs-"));
  dirs.push(dir);
  return join(dir, "tools.manifest.json");
}

describe("OutputsOnDisk", () => {
  it("reads a missing file as null and a written one as its text", () => {
    const path = file();
    const outputs = new OutputsOnDisk();
    expect(outputs.read(path)).toBeNull();
    writeFileSync(path, "one");
    outputs.wrote(path, "one");
    expect(outputs.read(path)).toBe("one");
  });

  it("reads the file again once someone else changed it, even to the same size", () => {
    const path = file();
    const outputs = new OutputsOnDisk();
    writeFileSync(path, "one");
    expect(outputs.read(path)).toBe("one");
    writeFileSync(path, "two");
    // Same size: only the modification time tells; set it apart from the first write's.
    utimesSync(path, new Date(), new Date(Date.now() + 5_000));
    expect(outputs.read(path)).toBe("two");
    writeFileSync(path, "a longer text");
    expect(outputs.read(path)).toBe("a longer text");
  });

  it("sees a file deleted after it was written", () => {
    const path = file();
    const outputs = new OutputsOnDisk();
    writeFileSync(path, "one");
    outputs.wrote(path, "one");
    rmSync(path);
    expect(outputs.read(path)).toBeNull();
  });
});
