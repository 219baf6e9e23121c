import { resolve } from "node:path";
import { CONVERT_CODES } from "../convert/codes.js";
import type { Diagnostic } from "../diagnostics.js";
import { diagnosticAt, positionOf, projectPath } from "../source-location.js";
import ts from "../typescript.cjs";
import { unresolvedModuleReason } from "./unresolved-module-reason.js";

/** An import's module specifier, and the local names it binds. */
interface ModuleImport {
  specifier: ts.StringLiteral;
  names: ReadonlySet<string>;
}

/** What the tools took from one unresolved import: the names, and the tools the GT1015s named. */
interface ImportUse {
  names: Set<string>;
  tools: Set<string>;
}

// GT1015's message holds the type as written (`has type 'Address', which…`): the converter that
// reports it knows nothing of imports, so the names are read back from there.
const [BEFORE_TYPE, AFTER_TYPE] = CONVERT_CODES.GT1015.message.split("{0}") as [string, string];

/**
 * GT2019 at each import whose module TypeScript cannot resolve (a workspace package not built yet,
 * a subpath its `exports` lacks), when the tools take a type through it: the GT1015 ("cannot
 * resolve") at each parameter or property of such a type named neither the module nor the import,
 * and asked whether the package was installed. Those GT1015s stay, since CI matches on codes and
 * they say which parameters are lost, but point at the import's GT2019 instead. Only a project with
 * GT1015s pays for this: their files' imports are looked at. A GT1015 whose type names no such
 * import (a name declared nowhere) is left as it is.
 */
export function explainUnresolvedImports(diagnostics: Diagnostic[], program: ts.Program, root: string): Diagnostic[] {
  if (!diagnostics.some((d) => d.code === "GT1015")) return diagnostics;
  const checker = program.getTypeChecker();
  const importsByFile = new Map<string, ModuleImport[]>();
  const importsOf = (file: string): ModuleImport[] => {
    let imports = importsByFile.get(file);
    if (imports === undefined) {
      const source = program.getSourceFile(resolve(root, file));
      imports = source === undefined ? [] : unresolvedImports(source, checker);
      importsByFile.set(file, imports);
    }
    return imports;
  };
  const uses = new Map<ts.StringLiteral, ImportUse>();
  const pointed = diagnostics.map((d) => {
    const written = d.code === "GT1015" ? writtenType(d.message) : undefined;
    if (written === undefined || d.file === undefined) return d;
    const words = new Set(written.match(/[\p{L}\p{N}_$]+/gu));
    const from = importsOf(d.file).filter(({ names }) => [...names].some((name) => words.has(name)));
    for (const { specifier, names } of from) {
      const use = uses.get(specifier) ?? { names: new Set(), tools: new Set() };
      uses.set(specifier, use);
      for (const name of names) if (words.has(name)) use.names.add(name);
      for (const tool of d.tools ?? []) use.tools.add(tool);
    }
    return from.length === 0 ? d : { ...d, message: pointingMessage(d.message, from, root) };
  });
  return [...pointed, ...[...uses].map(([specifier, use]) => importError(specifier, use, root))];
}

/** GT1015's message, its type followed by the modules it is imported from and where GT2019 says why. */
function pointingMessage(message: string, from: readonly ModuleImport[], root: string): string {
  const modules = from.map(({ specifier }) => `'${specifier.text}'`).join(" and ");
  const where = from.map(({ specifier }) => {
    const { file, line, column } = positionOf(root, specifier);
    return `${file}:${line}:${column}`;
  });
  return `${message.slice(0, message.length - AFTER_TYPE.length)}', from ${modules}, which TypeScript cannot resolve (GT2019 at ${where.join(" and ")} says why)`;
}

function importError(specifier: ts.StringLiteral, use: ImportUse, root: string): Diagnostic {
  const importer = specifier.getSourceFile().fileName;
  const names = [...use.names].sort().join(", ");
  const message = `cannot resolve '${specifier.text}' from ${projectPath(root, importer)}, so the tools' types from it (${names}) are unknown: ${unresolvedModuleReason(specifier.text, importer)}`;
  const diagnostic = diagnosticAt(root, specifier, "GT2019", "error", message);
  return use.tools.size === 0 ? diagnostic : { ...diagnostic, tools: [...use.tools].sort() };
}

/** The file's imports (`import … from`, `import x = require(…)`) whose module the checker does not find. */
function unresolvedImports(file: ts.SourceFile, checker: ts.TypeChecker): ModuleImport[] {
  return file.statements.flatMap((statement) => {
    const imported = importOf(statement);
    return imported !== undefined && checker.getSymbolAtLocation(imported.specifier) === undefined ? [imported] : [];
  });
}

/** An import statement's module and the local names it binds. */
function importOf(statement: ts.Statement): ModuleImport | undefined {
  if (ts.isImportDeclaration(statement) && ts.isStringLiteral(statement.moduleSpecifier)) {
    const clause = statement.importClause;
    const bindings = clause?.namedBindings;
    const named = bindings === undefined ? [] : ts.isNamespaceImport(bindings) ? [bindings.name] : bindings.elements.map((e) => e.name);
    return { specifier: statement.moduleSpecifier, names: texts([clause?.name, ...named]) };
  }
  if (ts.isImportEqualsDeclaration(statement) && ts.isExternalModuleReference(statement.moduleReference) && ts.isStringLiteral(statement.moduleReference.expression)) {
    return { specifier: statement.moduleReference.expression, names: texts([statement.name]) };
  }
  return undefined;
}

function texts(names: readonly (ts.Identifier | undefined)[]): Set<string> {
  return new Set(names.flatMap((name) => (name === undefined ? [] : [name.text])));
}

/** The type a GT1015 message quotes, as written (`Address[]`, `shared.Geo`). */
function writtenType(message: string): string | undefined {
  const start = message.indexOf(BEFORE_TYPE);
  return start < 0 || !message.endsWith(AFTER_TYPE) ? undefined : message.slice(start + BEFORE_TYPE.length, message.length - AFTER_TYPE.length);
}
