import { dirname, join } from "node:path";
import { expect } from "vitest";
import ts from "../../../generator/typescript.cjs";
import { DECLARE_API } from "./temp-project.js";

/**
 * Builds a workspace package from its source file (`<package>/src/index.ts`, or another folder of
 * the package) and the files of that folder it imports, into the package's dist/, as `tsc` builds
 * it: JavaScript and declarations, and a declaration map when asked for.
 */
export function buildPackage(source: string, options: { declarationMap: boolean; experimentalDecorators?: boolean; stripInternal?: boolean }): void {
  const program = ts.createProgram({
    rootNames: [source],
    options: {
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.NodeNext,
      moduleResolution: ts.ModuleResolutionKind.NodeNext,
      strict: true,
      skipLibCheck: true,
      declaration: true,
      declarationMap: options.declarationMap,
      experimentalDecorators: options.experimentalDecorators === true,
      stripInternal: options.stripInternal === true,
      rootDir: dirname(source),
      outDir: join(dirname(dirname(source)), "dist"),
      paths: { "gen-tools": [DECLARE_API] },
    },
  });
  // Only the package's own files: the declaration API it reaches through paths lies outside its rootDir.
  for (const file of program.getSourceFiles().filter((f) => f.fileName.startsWith(`${dirname(source)}/`))) {
    expect(program.emit(file).emitSkipped).toBe(false);
  }
}
