import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it, vi } from "vitest";
import { tempProject, type TempProject } from "./helpers/temp-project.js";
import { runCli } from "./helpers/run-cli.js";

/** The paths read with readFileSync in this test file's process, in order; the reads themselves are fs's own. */
const read = vi.hoisted(() => [] as string[]);
vi.mock("node:fs", async (importOriginal) => {
  const fs = await importOriginal<typeof import("node:fs")>();
  const readFileSync = ((path: Parameters<typeof fs.readFileSync>[0], ...rest: unknown[]) => {
    read.push(String(path));
    return (fs.readFileSync as (...args: unknown[]) => unknown)(path, ...rest);
  }) as typeof fs.readFileSync;
  return { ...fs, readFileSync, default: { ...fs, readFileSync } };
});

const OWN_PACKAGE_JSON = fileURLToPath(new URL("../../package.json", import.meta.url));

let project: TempProject | undefined;
afterEach(() => project?.remove());

describe("gen-tools' own package.json", () => {
  it("is read once per process, for where the package is and its version alike", async () => {
    expect((await runCli(["--version"])).code).toBe(0);
    // No tool: the project's own gen-tools package.json, where its tools' declarations come from, is
    // not read. --cache records the running gen-tools' version, and the outputs are rendered from its templates.
    project = tempProject({ "src/plain.ts": "export const plain = 1;\n" });
    expect((await runCli(["--project", project.tsconfig, "--cache"])).code).toBe(0);
    expect(read.filter((path) => path === OWN_PACKAGE_JSON)).toHaveLength(1);
  });
});
