import ts from "../typescript.cjs";

// The sources a tool class can be written in: what a decorator can be in.
const TYPESCRIPT_EXTENSIONS = new Set<string>([ts.Extension.Ts, ts.Extension.Tsx, ts.Extension.Mts, ts.Extension.Cts]);

/**
 * The modules tools.gen.ts imports its tool classes from whose code has a decorator (`@tool()`, or
 * any other): what tsc must lower for Node to run them. Read from the files, as tsc resolves its
 * imports, since the tsconfig's fit is checked where no program has them (see `tsconfigFit`).
 */
export function decoratedToolModules(genModule: ts.SourceFile | string, options: ts.CompilerOptions): string[] {
  const file = typeof genModule === "string" ? parse(genModule) : genModule;
  if (file === undefined) return [];
  const decorated: string[] = [];
  for (const statement of file.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
    const resolved = ts.resolveModuleName(statement.moduleSpecifier.text, file.fileName, options, ts.sys).resolvedModule;
    if (resolved === undefined || resolved.isExternalLibraryImport === true || !TYPESCRIPT_EXTENSIONS.has(resolved.extension)) continue;
    const source = parse(resolved.resolvedFileName);
    if (source !== undefined && hasDecorator(source)) decorated.push(resolved.resolvedFileName);
  }
  return decorated;
}

function parse(path: string): ts.SourceFile | undefined {
  const text = ts.sys.readFile(path);
  return text === undefined ? undefined : ts.createSourceFile(path, text, ts.ScriptTarget.Latest);
}

function hasDecorator(node: ts.Node): boolean {
  return ts.isDecorator(node) || ts.forEachChild(node, (child) => hasDecorator(child) || undefined) === true;
}
