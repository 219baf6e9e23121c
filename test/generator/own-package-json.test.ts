import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it, vi } from "vitest";
import { tempProject, type TempProject } from "./helpers/temp-project.js";
import { runCli } from "./helpers/run-cli.js";
import { readPaths as read } from "./helpers/recorded-reads.js";

vi.mock("node:fs", async (original) => (await import("./helpers/recorded-reads.js")).recordingFs(await original()));

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
