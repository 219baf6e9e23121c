import { isRequireCall } from "../require-call.js";
import ts from "../typescript.cjs";

/**
 * The files `file` imports, as `checker`'s program resolved them (a `paths` alias, a folder's
 * index): through `import` (`import type` too) and `export … from` declarations,
 * `import x = require()`, `import()` types and calls, and `require` calls in JavaScript. A
 * triple-slash reference is not an import: the file it names is a global script or a declaration
 * file, whose change the pipeline cache meets by starting over.
 */
export function importedFiles(file: ts.SourceFile, checker: ts.TypeChecker): string[] {
  const files: string[] = [];
  for (const specifier of moduleSpecifiers(file)) {
    const target = checker.getSymbolAtLocation(specifier)?.valueDeclaration;
    if (target !== undefined && ts.isSourceFile(target)) files.push(target.fileName);
  }
  return files;
}

/** The string literals that name a module in `file`. */
function moduleSpecifiers(file: ts.SourceFile): ts.Expression[] {
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
  return node.expression.kind === ts.SyntaxKind.ImportKeyword || isRequireCall(node) ? node.arguments[0] : undefined;
}
