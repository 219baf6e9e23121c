import ts from "../typescript.cjs";
import { exportsToolMarks } from "./gen-tools-specifier.js";

/**
 * The local names through which a file reads gen-tools' `tool`, found from its syntax alone, for a
 * file the checker does not see (a base class's source, its emitted JavaScript):
 * `import { tool as t }` gives `t`; `import * as gt`, `const gt = require(...)` and
 * `__importStar(require(...))` give `gt.tool`; `const { tool: t } = require(...)` gives `t`.
 */
export interface GenToolsBindings {
  tool: ReadonlySet<string>;
  namespaces: ReadonlySet<string>;
}

export function genToolsBindings(file: ts.SourceFile): GenToolsBindings {
  const tool = new Set<string>();
  const namespaces = new Set<string>();
  for (const statement of file.statements) {
    if (ts.isImportDeclaration(statement)) {
      const clause = statement.importClause;
      if (!isPackage(statement.moduleSpecifier) || clause === undefined || clause.isTypeOnly) continue;
      const bindings = clause.namedBindings;
      if (bindings !== undefined && ts.isNamespaceImport(bindings)) namespaces.add(bindings.name.text);
      for (const element of bindings !== undefined && ts.isNamedImports(bindings) ? bindings.elements : []) {
        if (!element.isTypeOnly && (element.propertyName ?? element.name).text === "tool") tool.add(element.name.text);
      }
    } else if (ts.isVariableStatement(statement)) {
      for (const declaration of statement.declarationList.declarations) {
        if (declaration.initializer === undefined || !requiresPackage(declaration.initializer)) continue;
        if (ts.isIdentifier(declaration.name)) namespaces.add(declaration.name.text);
        if (!ts.isObjectBindingPattern(declaration.name)) continue;
        for (const element of declaration.name.elements) {
          const imported = element.propertyName ?? element.name;
          if (ts.isIdentifier(imported) && imported.text === "tool" && ts.isIdentifier(element.name)) tool.add(element.name.text);
        }
      }
    }
  }
  return { tool, namespaces };
}

/** Whether an expression is gen-tools' `tool`: `t`, `gt.tool`, or CommonJS output's `(0, gt.tool)`. */
function namesTool(expression: ts.Expression, bindings: GenToolsBindings): boolean {
  const e = withoutIndirection(expression);
  if (ts.isIdentifier(e)) return bindings.tool.has(e.text);
  return ts.isPropertyAccessExpression(e) && e.name.text === "tool" && ts.isIdentifier(e.expression) && bindings.namespaces.has(e.expression.text);
}

/** A decorator expression that is gen-tools' `tool`, called (`tool()`) or not (`tool`). */
export function isToolDecorator(expression: ts.Expression, bindings: GenToolsBindings): boolean {
  const e = withoutIndirection(expression);
  return namesTool(ts.isCallExpression(e) ? e.expression : e, bindings);
}

/** `(x)` and `(0, x)`, which CommonJS output writes for a call without `this`, are `x`. */
export function withoutIndirection(expression: ts.Expression): ts.Expression {
  let e = expression;
  for (;;) {
    if (ts.isParenthesizedExpression(e)) e = e.expression;
    else if (ts.isBinaryExpression(e) && e.operatorToken.kind === ts.SyntaxKind.CommaToken) e = e.right;
    else return e;
  }
}

/** A string naming the module that exports `tool` (see `exportsToolMarks`). */
function isPackage(specifier: ts.Expression): boolean {
  return ts.isStringLiteral(specifier) && exportsToolMarks(specifier.text);
}

/** `require("gen-tools")`, possibly wrapped by an interop helper (`__importStar(require(...))`). */
function requiresPackage(expression: ts.Expression): boolean {
  const e = withoutIndirection(expression);
  if (!ts.isCallExpression(e)) return false;
  const [argument] = e.arguments;
  if (ts.isIdentifier(e.expression) && e.expression.text === "require") return argument !== undefined && isPackage(argument);
  return argument !== undefined && e.arguments.length === 1 && requiresPackage(argument);
}
