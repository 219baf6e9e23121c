import { isLibFile } from "../convert/type-facts.js";
import ts from "../typescript.cjs";

/**
 * The files of `program` with an import that resolves to one of `targets` (compiler names): those
 * a deleted file leaves with a broken import. Resolved by `program`'s own checker, as it resolved
 * them (a `paths` alias, a folder's index), through `import` and `export … from` declarations,
 * `import x = require()`, `import()` types and calls, and `require` calls in JavaScript.
 */
export function importersOf(program: ts.Program, targets: ReadonlySet<string>): string[] {
  if (targets.size === 0) return [];
  const checker = program.getTypeChecker();
  const resolvesToTarget = (specifier: ts.Node): boolean => {
    const module = checker.getSymbolAtLocation(specifier)?.valueDeclaration;
    return module !== undefined && ts.isSourceFile(module) && targets.has(module.fileName);
  };
  return program
    .getSourceFiles()
    .filter((file) => !isLibFile(file) && !targets.has(file.fileName) && moduleSpecifiers(file).some(resolvesToTarget))
    .map((file) => file.fileName);
}

/** The string literals that name a module in `file`. */
export function moduleSpecifiers(file: ts.SourceFile): ts.Expression[] {
  const specifiers: ts.Expression[] = [];
  for (const statement of file.statements) {
    if ((ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)) && statement.moduleSpecifier !== undefined) specifiers.push(statement.moduleSpecifier);
    else if (ts.isImportEqualsDeclaration(statement) && ts.isExternalModuleReference(statement.moduleReference)) specifiers.push(statement.moduleReference.expression);
  }
  // The rest sit anywhere in the file: looked for only where its text can hold one.
  if (file.text.includes("import(") || file.text.includes("require(")) {
    const visit = (node: ts.Node): void => {
      const specifier = inlineSpecifier(node);
      if (specifier !== undefined) specifiers.push(specifier);
      ts.forEachChild(node, visit);
    };
    visit(file);
  }
  return specifiers;
}

/** The module an `import("…")` type, an `import("…")` call or a `require("…")` call names. */
function inlineSpecifier(node: ts.Node): ts.Expression | undefined {
  if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) return node.argument.literal;
  if (!ts.isCallExpression(node) || node.arguments.length !== 1) return undefined;
  const callee = node.expression;
  const names = callee.kind === ts.SyntaxKind.ImportKeyword || (ts.isIdentifier(callee) && callee.text === "require");
  return names ? node.arguments[0] : undefined;
}
