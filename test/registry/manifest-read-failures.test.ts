import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ManifestReadError, readManifest } from "../../src/registry/index.js";

let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "gen-tools-manifest-read-failures-"));
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** The message of the error `readManifest(path)` fails with, checked to be a `ManifestReadError`. */
async function readFailure(path: string): Promise<string> {
  const error = await readManifest(path).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(ManifestReadError);
  return (error as Error).message;
}

describe("readManifest, when the file cannot be read", () => {
  it("says a directory is not a manifest file", async () => {
    expect(await readFailure(dir)).toBe(`${dir}: cannot read the manifest: it is a directory, not a manifest file`);
  });

  it("gives Node's reason for another failure, naming the file once and without \"Error: \"", async () => {
    // A path through a file fails with ENOTDIR whoever runs the test; EACCES cannot be made as root.
    const file = join(dir, "plain.json");
    await writeFile(file, "{}");
    const path = join(file, "tools.manifest.json");
    expect(await readFailure(path)).toBe(`${path}: cannot read the manifest: ENOTDIR: not a directory`);
  });
});
