/**
 * The interpreter's tree builder and everything it imports (`src/validator/build-tree` and its
 * relative imports), joined into one function body for a generated module: the module collects a
 * failing value's errors with the interpreter's own code, so they are the interpreter's errors by
 * construction. Read from the runtime's files next to this one: the compiled `.js` in the package,
 * the `.ts` sources (transpiled) in the repository.
 */
import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { ts } from "ts-morph";

const VALIDATOR_DIR = new URL("../../src/validator/", import.meta.url);
const ENTRY = "build-tree";
/** What the embedded code hands back: the names `tools.validators.js` calls. */
const EXPORTS = ["buildTree", "ErrorSink"] as const;

let cached: string | undefined;

/**
 * The statements of the interpreter's modules in dependency order, imports and `export` keywords
 * removed, followed by `return { buildTree, ErrorSink };`: a function body.
 */
export function interpreterSource(): string {
  cached ??= joinModules();
  return cached;
}

interface ModuleText {
  statements: string[];
  /** The names its top-level statements declare. */
  names: string[];
  imports: string[];
}

function joinModules(): string {
  const order: string[] = [];
  const modules = new Map<string, ModuleText>();
  const visit = (url: URL): void => {
    if (modules.has(url.href)) return;
    const module = readModule(url);
    modules.set(url.href, module);
    for (const specifier of module.imports) visit(new URL(specifier.replace(/\.js$/, ""), url));
    order.push(url.href);
  };
  visit(new URL(ENTRY, VALIDATOR_DIR));
  const declared = new Map<string, string>();
  for (const href of order) {
    for (const name of (modules.get(href) as ModuleText).names) {
      const other = declared.get(name);
      if (other !== undefined) throw new Error(`internal: cannot embed the interpreter: '${name}' is declared in both ${other} and ${href}`);
      declared.set(name, href);
    }
  }
  for (const name of EXPORTS) if (!declared.has(name)) throw new Error(`internal: cannot embed the interpreter: no '${name}'`);
  const body = order.flatMap((href) => (modules.get(href) as ModuleText).statements);
  return [...body, `return { ${EXPORTS.join(", ")} };`].join("\n");
}

/** One module's statements without its imports, and the relative modules it imports values from. */
function readModule(url: URL): ModuleText {
  const source = readSource(url);
  const file = ts.createSourceFile(fileURLToPath(url), source, ts.ScriptTarget.ES2022, true, ts.ScriptKind.JS);
  const printer = ts.createPrinter({ removeComments: true });
  const statements: string[] = [];
  const names: string[] = [];
  const imports: string[] = [];
  for (const statement of file.statements) {
    if (ts.isImportDeclaration(statement)) {
      imports.push(relativeSpecifier(statement, url));
      continue;
    }
    if (ts.isExportDeclaration(statement) || ts.isExportAssignment(statement)) {
      throw new Error(`internal: cannot embed ${url.pathname}: re-exports are not supported`);
    }
    names.push(...declaredNames(statement));
    statements.push(printer.printNode(ts.EmitHint.Unspecified, withoutExport(statement), file));
  }
  return { statements, names, imports };
}

/** The compiled JavaScript beside this file, or the TypeScript source transpiled as `tsc` would. */
function readSource(url: URL): string {
  const js = fileURLToPath(`${url.href}.js`);
  if (existsSync(js)) return readFileSync(js, "utf8");
  const source = readFileSync(fileURLToPath(`${url.href}.ts`), "utf8");
  return ts.transpileModule(source, { compilerOptions: { target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext, removeComments: true } }).outputText;
}

function relativeSpecifier(statement: ts.ImportDeclaration, url: URL): string {
  const specifier = (statement.moduleSpecifier as ts.StringLiteral).text;
  const bindings = statement.importClause?.namedBindings;
  const named = bindings !== undefined && ts.isNamedImports(bindings) && statement.importClause?.name === undefined;
  // Joined into one scope, an import must name a relative module's own export as it is.
  if (!specifier.startsWith(".") || !named || bindings.elements.some((e) => e.propertyName !== undefined)) {
    throw new Error(`internal: cannot embed ${url.pathname}: only named, unrenamed relative imports are supported (${statement.getText()})`);
  }
  return specifier;
}

function withoutExport(statement: ts.Statement): ts.Statement {
  if (!ts.canHaveModifiers(statement)) return statement;
  const modifiers = ts.getModifiers(statement);
  if (modifiers === undefined || !modifiers.some((m) => m.kind === ts.SyntaxKind.ExportKeyword)) return statement;
  if (modifiers.some((m) => m.kind === ts.SyntaxKind.DefaultKeyword)) throw new Error("internal: cannot embed a default export");
  const kept = modifiers.filter((m) => m.kind !== ts.SyntaxKind.ExportKeyword);
  if (ts.isFunctionDeclaration(statement)) {
    return ts.factory.updateFunctionDeclaration(statement, kept, statement.asteriskToken, statement.name, statement.typeParameters, statement.parameters, statement.type, statement.body);
  }
  if (ts.isClassDeclaration(statement)) {
    return ts.factory.updateClassDeclaration(statement, kept, statement.name, statement.typeParameters, statement.heritageClauses, statement.members);
  }
  if (ts.isVariableStatement(statement)) return ts.factory.updateVariableStatement(statement, kept, statement.declarationList);
  throw new Error(`internal: cannot embed an exported ${ts.SyntaxKind[statement.kind]}`);
}

/** The names a top-level statement declares. */
function declaredNames(statement: ts.Statement): string[] {
  if ((ts.isFunctionDeclaration(statement) || ts.isClassDeclaration(statement)) && statement.name !== undefined) return [statement.name.text];
  if (!ts.isVariableStatement(statement)) return [];
  return statement.declarationList.declarations.map((d) => {
    if (!ts.isIdentifier(d.name)) throw new Error(`internal: cannot embed a destructuring declaration (${d.getText()})`);
    return d.name.text;
  });
}
