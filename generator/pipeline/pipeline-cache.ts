import ts from "../typescript.cjs";
import { isLibFile } from "../convert/type-facts.js";
import type { Diagnostic } from "../diagnostics.js";
import type { BuiltTool } from "./build-entries.js";
import { importedFiles } from "./imported-files.js";
import type { OutputMemory } from "./render-outputs.js";

/** One scanned file's share of a run: its tools and the diagnostics found while reading them. */
export interface FileResult {
  sourceFile: ts.SourceFile;
  built: BuiltTool[];
  diagnostics: Diagnostic[];
}

/**
 * What `--watch` keeps between runs. The compiler reuses the syntax trees of unchanged files, so a
 * file whose tree is the same object as last time, and none of whose (transitive) imports changed,
 * has the same tools: they are not discovered or converted again.
 */
export class PipelineCache {
  private program: ts.Program | undefined;
  private results = new Map<string, FileResult>();
  /** The outputs rendered last: a run that changed few tools renders little again. */
  readonly outputs: OutputMemory = { genModule: {}, validators: {} };

  /** The previous results still valid in `program`, by file name. */
  reusable(program: ts.Program, checker: ts.TypeChecker): Map<string, FileResult> {
    const previous = this.program;
    if (previous === undefined) return new Map();
    const changed = new Set<string>();
    for (const file of program.getSourceFiles()) {
      if (previous.getSourceFile(file.fileName) !== file) changed.add(file.fileName);
    }
    const gone = new Set<string>();
    for (const file of previous.getSourceFiles()) {
      if (program.getSourceFile(file.fileName) === undefined) gone.add(file.fileName);
    }
    // A file gone leaves no import to it in `program`: its importers are found in the program that had it.
    for (const file of [...gone, ...importersOf(previous, gone)]) changed.add(file);
    // A declaration file or a global script can change the types of any file: start over.
    const global = [...changed].some((f) => {
      const file = program.getSourceFile(f) ?? previous.getSourceFile(f);
      return file === undefined || file.isDeclarationFile || !ts.isExternalModule(file);
    });
    if (global) return new Map();
    const affected = withDependents(changed, program, checker);
    const valid = new Map<string, FileResult>();
    for (const [name, result] of this.results) {
      if (!affected.has(name) && program.getSourceFile(name) === result.sourceFile) valid.set(name, result);
    }
    return valid;
  }

  store(program: ts.Program, results: Map<string, FileResult>): void {
    this.program = program;
    this.results = results;
  }
}

/**
 * The files of `program` that import one of `targets`, as `program` resolved them: those a deleted
 * file leaves with a broken import.
 */
function importersOf(program: ts.Program, targets: ReadonlySet<string>): string[] {
  if (targets.size === 0) return [];
  const checker = program.getTypeChecker();
  return program
    .getSourceFiles()
    .filter((file) => !isLibFile(file) && !targets.has(file.fileName) && importedFiles(file, checker).some((name) => targets.has(name)))
    .map((file) => file.fileName);
}

/** `changed` and every project file that imports one of them, directly or not. */
function withDependents(changed: ReadonlySet<string>, program: ts.Program, checker: ts.TypeChecker): Set<string> {
  const importers = new Map<string, string[]>();
  for (const file of program.getSourceFiles()) {
    if (file.isDeclarationFile) continue;
    for (const dependency of importedFiles(file, checker)) {
      const list = importers.get(dependency);
      if (list === undefined) importers.set(dependency, [file.fileName]);
      else list.push(file.fileName);
    }
  }
  const affected = new Set(changed);
  const queue = [...changed];
  for (let name = queue.pop(); name !== undefined; name = queue.pop()) {
    for (const importer of importers.get(name) ?? []) {
      if (!affected.has(importer)) {
        affected.add(importer);
        queue.push(importer);
      }
    }
  }
  return affected;
}
