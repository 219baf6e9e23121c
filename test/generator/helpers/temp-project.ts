import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";

/** This repository's declaration API, which temp projects import as `gen-tools` through `paths`. */
export const DECLARE_API = resolve(import.meta.dirname, "../../../src/declare/index.ts");

export interface TempProject {
  dir: string;
  tsconfig: string;
  write(path: string, text: string): void;
  remove(): void;
}

/** A throwaway TypeScript project on disk: a strict NodeNext tsconfig and the given files. */
export function tempProject(files: Record<string, string>, compilerOptions: Record<string, unknown> = {}): TempProject {
  const dir = mkdtempSync(join(tmpdir(), "gen-tools-test-"));
  const write = (path: string, text: string): void => {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  };
  write(
    "tsconfig.json",
    JSON.stringify({
      compilerOptions: {
        target: "ES2022",
        module: "NodeNext",
        moduleResolution: "NodeNext",
        strict: true,
        skipLibCheck: true,
        noEmit: true,
        paths: { "gen-tools": [DECLARE_API] },
        ...compilerOptions,
      },
      include: ["src"],
    }),
  );
  for (const [path, text] of Object.entries(files)) write(path, text);
  return { dir, tsconfig: join(dir, "tsconfig.json"), write, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** One documented `@tool()` method per name, in one exported class. */
export function agentSource(className: string, methods: readonly string[]): string {
  const members = methods.map((m) => `  /**\n   * Does ${m}.\n   * @param text The input.\n   */\n  @tool()\n  ${m}(text: string): string {\n    return text;\n  }\n`);
  return `import { tool } from "gen-tools";\n\n/** An agent. */\nexport class ${className} {\n${members.join("\n")}}\n`;
}
