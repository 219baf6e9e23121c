import ts from "../typescript.cjs";
import type { DiscoverContext } from "./discover-context.js";
import { emittedJavaScript } from "./declaration-sources.js";
import { emittedToolDecorators } from "./emitted-tool-decorators.js";
import { genToolsBindings, type GenToolsBindings } from "./gen-tools-bindings.js";
import { parseFile } from "./parse-file.js";
import { ToolReexports } from "./tool-reexports.js";
import { sourceDecoratorMark, type ToolMark } from "./tool-marks.js";

/** A `@tool()` mark read from a base class's source, with the member it is on there. */
export interface SourceMark {
  mark: ToolMark;
  member: ts.ClassElement;
  sourceClass: ts.ClassLikeDeclaration;
}

/** A source's text, and whether it can bind gen-tools' `tool` (see `mayBindTool`). */
interface SourceText {
  text: string;
  mayMark: boolean;
}

/** A source file of a declared class; read, then parsed, when a class is looked for in it. */
interface Source {
  path: string;
  /** Once read; `null`: it cannot be read, and gives nothing, as one that does not exist. */
  read?: SourceText | null;
  parsed?: ParsedSource;
}

/**
 * A parsed source's classes by qualified name (see `qualifiedName`), and its gen-tools bindings,
 * found once the file has the class looked for: they follow its imports.
 */
interface ParsedSource {
  classes: Map<string, ts.ClassDeclaration>;
  bindings?: GenToolsBindings;
}

/**
 * The `@tool()` decorators of base classes that the checker reads from declaration files (a
 * workspace package used through its built `.d.ts`), where tsc leaves decorators out, and the calls
 * of `tool` that made the decorators such a file declares by their type alone (see `madeDecorator`). They are read
 * from the class's source when one is found (see `ToolReexports.sourcesOf`); the method's types still
 * come from the declaration file, through the checker. When there is no source, the JavaScript
 * emitted beside the declaration file tells which methods the decorators were on, so that their
 * loss can be reported. Only classes in declaration files other than TypeScript's lib are looked
 * at, and each file is read once per run; a source that can bind no `tool` (it names neither
 * gen-tools nor a module of its own, which may re-export it) is parsed only when the emitted
 * JavaScript shows decorators (a declaration map can list a whole bundle's files).
 */
export class DeclaredBaseMarks {
  private readonly sources = new Map<string, Source[]>();
  private readonly emitted = new Map<string, Map<string, Set<string>>>();
  private readonly reexports: ToolReexports;

  constructor(private readonly ctx: DiscoverContext) {
    this.reexports = new ToolReexports(ctx.files);
  }

  /** The `@tool()` marks of the class's members in its source, by member name; empty for a class not read from a declaration file. */
  sourceMarks(cls: ts.ClassLikeDeclaration): Map<string, SourceMark> {
    const marks = new Map<string, SourceMark>();
    const source = this.sourceClassOf(cls, true);
    if (source === undefined) return marks;
    for (const member of source.cls.members) {
      const mark = sourceDecoratorMark(member, source.bindings, this.ctx);
      const name = member.name !== undefined && ts.isIdentifier(member.name) ? member.name.text : member.name?.getText();
      if (mark !== undefined && name !== undefined && !marks.has(name)) marks.set(name, { mark, member, sourceClass: source.cls });
    }
    return marks;
  }

  /**
   * The call of gen-tools' `tool` that made a decorator a declaration file declares by its type
   * alone (`export declare const readOnly: ToolDecorator`, which tsc writes for `export const
   * readOnly = tool({ ... })`), by the name it exports: in the file's sources, else in the
   * JavaScript emitted beside it; `undefined` when neither has it.
   */
  madeDecorator(name: string, declarationFile: ts.SourceFile): ts.CallExpression | undefined {
    return this.reexports.declarationExports(declarationFile.fileName, () => declarationFile.text).made.get(name);
  }

  /**
   * The methods the JavaScript emitted beside the class's declaration file decorates with `tool`,
   * when no source of the class is found; empty otherwise.
   */
  unreadDecorated(cls: ts.ClassLikeDeclaration): string[] {
    if (!isDeclared(cls) || cls.name === undefined || this.sourceClassOf(cls, true) !== undefined) return [];
    const decorated = this.emittedDecorated(cls.getSourceFile().fileName).get(cls.name.text);
    // A source found that can bind no `tool` has no marks to lose: it is parsed only now, when it matters.
    if (decorated === undefined || this.sourceClassOf(cls, false) !== undefined) return [];
    return [...decorated];
  }

  /** The methods the JavaScript emitted beside the declaration file decorates with `tool`, by class name. */
  private emittedDecorated(declarationFile: string): Map<string, Set<string>> {
    const javaScript = emittedJavaScript(declarationFile);
    if (javaScript === undefined) return new Map();
    let decorated = this.emitted.get(javaScript);
    if (decorated === undefined) {
      // A library's bundle can be large: it is parsed only when it can bind gen-tools' `tool`.
      const text = this.ctx.files.readFile(javaScript);
      decorated = text !== undefined && this.reexports.mayBindTool(javaScript, text) ? emittedToolDecorators(parseFile(javaScript, text), this.reexports.followFrom(javaScript)) : new Map<string, Set<string>>();
      this.emitted.set(javaScript, decorated);
    }
    return decorated;
  }

  /**
   * The class's declaration in those of its sources that can bind gen-tools' `tool`, or in those
   * that cannot (`mayMark` false), with the file's gen-tools bindings.
   * Sources are read in turn, up to the one that has the class.
   */
  private sourceClassOf(cls: ts.ClassLikeDeclaration, mayMark: boolean): { cls: ts.ClassLikeDeclaration; bindings: GenToolsBindings } | undefined {
    if (!isDeclared(cls)) return undefined;
    const name = qualifiedName(cls);
    for (const source of this.sourcesOf(cls.getSourceFile())) {
      const read = (source.read ??= this.read(source.path));
      if (read === null || read.mayMark !== mayMark) continue;
      source.parsed ??= this.parsedSource(source.path, read.text);
      const found = source.parsed.classes.get(name);
      if (found === undefined) continue;
      source.parsed.bindings ??= genToolsBindings(found.getSourceFile(), this.reexports.followFrom(source.path));
      return { cls: found, bindings: source.parsed.bindings };
    }
    return undefined;
  }

  private sourcesOf(declarationFile: ts.SourceFile): Source[] {
    let sources = this.sources.get(declarationFile.fileName);
    if (sources === undefined) {
      sources = this.reexports.sourcesOf(declarationFile).map((path) => ({ path }));
      this.sources.set(declarationFile.fileName, sources);
    }
    return sources;
  }

  private read(path: string): SourceText | null {
    const text = this.ctx.files.readFile(path);
    return text === undefined ? null : { text, mayMark: this.reexports.mayBindTool(path, text) };
  }

  private parsedSource(path: string, text: string): ParsedSource {
    const classes = new Map<string, ts.ClassDeclaration>();
    // The first class of a name, as a lookup in the file finds it.
    for (const cls of classesIn(parseFile(path, text).statements)) {
      const name = qualifiedName(cls);
      if (!classes.has(name)) classes.set(name, cls);
    }
    return { classes };
  }
}

/**
 * A class the checker read from a declaration file that may have a source: not one of TypeScript's
 * lib files, and with methods (a class without any has no tools to lose).
 */
function isDeclared(cls: ts.ClassLikeDeclaration): boolean {
  const file = cls.getSourceFile();
  return file.isDeclarationFile && !file.hasNoDefaultLib && cls.members.some(ts.isMethodDeclaration);
}

/** The file's classes, those in namespaces too (a declaration file keeps a namespace's classes). */
function classesIn(statements: readonly ts.Statement[]): ts.ClassDeclaration[] {
  return statements.flatMap((statement) => {
    if (ts.isClassDeclaration(statement)) return [statement];
    let body = ts.isModuleDeclaration(statement) ? statement.body : undefined;
    while (body !== undefined && ts.isModuleDeclaration(body)) body = body.body;
    return body !== undefined && ts.isModuleBlock(body) ? classesIn(body.statements) : [];
  });
}

/** `A.B.Repo` for class `Repo` in `namespace A.B`, `Repo` at the top of its file (`""` for `export default class {}`). */
function qualifiedName(cls: ts.ClassLikeDeclaration): string {
  const names = [cls.name?.text ?? ""];
  for (let n = cls.parent; n !== undefined; n = n.parent) {
    if (ts.isModuleDeclaration(n)) names.unshift(n.name.text);
  }
  return names.join(".");
}
