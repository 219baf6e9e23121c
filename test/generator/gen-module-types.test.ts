import { join, relative, resolve } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { serveLibFiles } from "../../generator/project/lib-files.js";
import { GenToolsSession } from "../../generator/session.js";
import ts from "../../generator/typescript.cjs";
import { tempProject, type TempProject } from "./helpers/temp-project.js";

/** The runtime as a user's `gen-tools` import resolves it: tools.gen.ts needs loadManifest and the registry too. */
const RUNTIME = resolve(import.meta.dirname, "../../src/index.ts");

let project: TempProject | undefined;
afterEach(() => project?.remove());

/** tsc's errors in the generated tools.gen.ts of a project of these files, compiled with its sources. */
async function genModuleErrors(files: Record<string, string>): Promise<string[]> {
  const p = tempProject({ "package.json": JSON.stringify({ type: "module" }), ...files }, { resolveJsonModule: true, paths: { "gen-tools": [RUNTIME] } });
  project = p;
  const result = await GenToolsSession.open({ project: p.tsconfig, validators: false }).run();
  expect(result.diagnostics.filter((d) => d.severity === "error")).toEqual([]);
  const genModule = join(p.dir, "generated", "tools.gen.ts");
  const config = ts.getParsedCommandLineOfConfigFile(p.tsconfig, {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} });
  if (config === undefined) throw new Error("the temp project's tsconfig does not parse");
  const host = ts.createCompilerHost(config.options);
  serveLibFiles(host);
  const program = ts.createProgram({ rootNames: [...config.fileNames, genModule], options: config.options, host });
  return ts.getPreEmitDiagnostics(program, program.getSourceFile(genModule)).map((d) => {
    const at = d.file === undefined ? "" : `${relative(p.dir, d.file.fileName)}:${d.file.getLineAndCharacterOfPosition(d.start ?? 0).line + 1} `;
    return `${at}TS${d.code}: ${ts.flattenDiagnosticMessageText(d.messageText, " ")}`;
  });
}

describe("tools.gen.ts type-checks", () => {
  it("with a `this` parameter, which Parameters<> leaves out of the positions it indexes", async () => {
    const source = `import { tool } from "gen-tools";

/** Tools that declare this. */
export default class Counter {
  /**
   * Adds to a count.
   * @param by How much.
   * @param label A label.
   */
  @tool()
  add(this: Counter, by: number, label?: string): string {
    return \`\${label ?? ""}\${by}\`;
  }
}

/**
 * Scales a number.
 * @param x The number.
 * @tool
 */
export function scale(this: void, x: number): number {
  return x * 2;
}
`;
    expect(await genModuleErrors({ "src/counter.ts": source })).toEqual([]);
  });
});
