import { resolve } from "node:path";
import { CONVERT_CODES } from "../convert/codes.js";
import { takeUnresolvedImports, type UnresolvedImport } from "../convert/types/unresolved.js";
import { positionText, type Diagnostic } from "../diagnostics.js";
import { diagnosticAtPosition, type SourcePosition } from "../source-location.js";
import ts from "../typescript.cjs";
import { exportConditions, unresolvedModuleReason } from "./unresolved-module-reason.js";

/** One unresolved import, and what the tools took from it: the names, and the tools the GT1015s named. */
interface ImportUse {
  imported: UnresolvedImport;
  names: Set<string>;
  tools: Set<string>;
}

// What GT1015's message says after the type it quotes (`has type 'Address', which…`): its advice,
// which a GT1015 whose type comes through an unresolved import trades for where GT2019 says why.
const [, AFTER_TYPE] = CONVERT_CODES.GT1015.message.split("{0}") as [string, string];

/**
 * GT2019 at each import whose module TypeScript cannot resolve (a workspace package not built yet,
 * a subpath its `exports` lacks), when the tools take a type through it: the GT1015 ("cannot
 * resolve") at each parameter or property of such a type named neither the module nor the import,
 * and asked whether the package was installed. Those GT1015s stay, since CI matches on codes and
 * they say which parameters are lost, but point at the import's GT2019 instead. The converter
 * records on each GT1015 the unresolved imports its type is written with (`takeUnresolvedImports`),
 * which this takes off; a GT1015 with none (a name declared nowhere) is left as it is.
 */
export function explainUnresolvedImports(diagnostics: Diagnostic[], program: ts.Program, root: string): Diagnostic[] {
  const recorded = diagnostics.map(takeUnresolvedImports);
  if (recorded.every(({ imports }) => imports === undefined)) return diagnostics;
  const uses = new Map<string, ImportUse>();
  const pointed = recorded.map(({ imports, diagnostic }) => {
    if (imports === undefined) return diagnostic;
    for (const imported of imports) {
      const key = positionText(imported.at);
      const use = uses.get(key) ?? { imported, names: new Set(), tools: new Set() };
      uses.set(key, use);
      for (const name of imported.names) use.names.add(name);
      for (const tool of diagnostic.tools ?? []) use.tools.add(tool);
    }
    return { ...diagnostic, message: pointingMessage(diagnostic.message, imports) };
  });
  return [...pointed, ...[...uses.values()].map((use) => importError(use, program, root))];
}

/** GT1015's message, its type followed by the modules it is imported from and where GT2019 says why. */
function pointingMessage(message: string, from: readonly UnresolvedImport[]): string {
  const modules = from.map(({ specifier }) => `'${specifier}'`).join(" and ");
  const at = from.map((imported) => positionText(imported.at)).join(" and ");
  return `${message.slice(0, message.length - AFTER_TYPE.length)}', from ${modules}, which TypeScript cannot resolve (GT2019 at ${at} says why)`;
}

function importError({ imported, names, tools }: ImportUse, program: ts.Program, root: string): Diagnostic {
  const { specifier, at } = imported;
  const importer = resolve(root, at.file);
  const conditions = exportConditions(program.getCompilerOptions(), resolutionMode(program, importer, at));
  const message = `cannot resolve '${specifier}' from ${at.file}, so the tools' types from it (${[...names].sort().join(", ")}) are unknown: ${unresolvedModuleReason(specifier, importer, conditions)}`;
  const diagnostic = diagnosticAtPosition(at, "GT2019", "error", message);
  return tools.size === 0 ? diagnostic : { ...diagnostic, tools: [...tools].sort() };
}

/** Whether TypeScript resolves the import whose module specifier is at `at` as an ES module's or a CommonJS module's. */
function resolutionMode(program: ts.Program, importer: string, { line, column }: SourcePosition): ts.ResolutionMode {
  const file = program.getSourceFile(importer);
  if (file === undefined) return undefined;
  const specifier = stringLiteralAt(file, file.getPositionOfLineAndCharacter(line - 1, column - 1));
  return specifier === undefined ? undefined : program.getModeForUsageLocation(file, specifier);
}

/** The string literal under `node` that starts at `position`. */
function stringLiteralAt(node: ts.Node, position: number): ts.StringLiteral | undefined {
  if (ts.isStringLiteral(node) && node.getStart() === position) return node;
  return ts.forEachChild(node, (child) => (child.pos <= position && position < child.end ? stringLiteralAt(child, position) : undefined));
}
