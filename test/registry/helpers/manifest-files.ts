import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll } from "vitest";
import type { ToolManifest } from "../../../src/manifest.js";
import { readManifest } from "../../../src/registry/index.js";

/**
 * For a test file: `readManifest` of a manifest file holding `text`, each in a file of its own
 * (named m<n>.json) in a temporary folder removed after the file's tests.
 */
export function manifestFiles(): (text: string) => Promise<ToolManifest> {
  let dir: string;
  let files = 0;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), "gen-tools-manifest-files-"));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });
  return async (text) => {
    const path = join(dir, `m${files++}.json`);
    await writeFile(path, text);
    return readManifest(path);
  };
}
