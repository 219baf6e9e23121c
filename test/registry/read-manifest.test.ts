import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  InvalidManifestError,
  ManifestReadError,
  ManifestVersionError,
  readManifest,
} from "../../src/registry/index.js";

let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "gen-tools-read-manifest-"));
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function file(name: string, text: string): Promise<string> {
  const path = join(dir, name);
  await writeFile(path, text);
  return path;
}

const MANIFEST = {
  version: 1,
  tools: [
    {
      name: "units.convert",
      description: "Convert units",
      inputSchema: { type: "object", properties: { value: { type: "number" } }, required: ["value"] },
      idempotent: true,
      timeoutMs: null,
      allowedAgents: null,
      parameters: null,
      owner: { export: "convertUnits" },
      source: { file: "src/units.ts", line: 3 },
    },
  ],
};

describe("readManifest", () => {
  it("reads and checks a manifest file", async () => {
    const path = await file("tools.manifest.json", `${JSON.stringify(MANIFEST, null, 2)}\n`);
    expect(await readManifest(path)).toEqual(MANIFEST);
  });

  it("says a missing file should be generated", async () => {
    const path = join(dir, "missing.json");
    const error = await readManifest(path).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ManifestReadError);
    expect((error as ManifestReadError).code).toBe("manifest_unreadable");
    expect((error as Error).message).toBe(
      `${path}: cannot read the manifest: no such file: run gen-tools to generate it`,
    );
  });

  it("gives the line and column of a JSON syntax error", async () => {
    const path = await file("broken.json", '{\n  "version": 1,\n  "tools": [,]\n}\n');
    const error = await readManifest(path).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ManifestReadError);
    expect((error as ManifestReadError).path).toBe(path);
    expect((error as Error).message.startsWith(`${path}:3:13: not valid JSON: `)).toBe(true);
  });

  it("locates a merge conflict marker, which JSON.parse gives no position for", async () => {
    const path = await file("conflict.json", '{\n  "version": 1,\n<<<<<<< HEAD\n  "tools": []\n}\n');
    const error = await readManifest(path).catch((e: unknown) => e);
    expect((error as Error).message.startsWith(`${path}:3:1: not valid JSON: `)).toBe(true);
  });

  it("reads a file that starts with a byte-order mark", async () => {
    const path = await file("bom.json", `\uFEFF${JSON.stringify(MANIFEST)}`);
    expect(await readManifest(path)).toEqual(MANIFEST);
  });

  it("names the file and the JSON Pointer of a shape error", async () => {
    const path = await file(
      "shape.json",
      JSON.stringify({ version: 1, tools: [{ ...MANIFEST.tools[0], idempotent: "no" }] }),
    );
    const error = await readManifest(path).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(InvalidManifestError);
    expect((error as Error).message).toBe(
      `${path}: invalid manifest at /tools/0/idempotent: must be a boolean, got "no"`,
    );
  });

  it("names the file of a manifest from another version", async () => {
    const path = await file("v9.json", JSON.stringify({ version: 9, tools: [] }));
    const error = await readManifest(path).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ManifestVersionError);
    expect((error as Error).message.startsWith(`${path}: manifest version 9 is not one this runtime reads`)).toBe(true);
  });
});
