import ts from "../typescript.cjs";
import { skipOuterExpressions } from "./read-literal.js";

/** Each file's names that are written somewhere in it (assigned, incremented, a for-in/of target), each with its first write, found once. */
const writtenInFile = new WeakMap<ts.SourceFile, ReadonlyMap<string, ts.Node>>();

/**
 * Whether a variable keeps the value its declaration gives it: a `const`, or a `let` or `var` with
 * an initializer whose name nothing in its file writes. A module's binding is written only in its
 * own file (an importer's is read-only); a script's top-level one is global, which other files may
 * write, so it is not fixed. Names are compared as text, so a write to a shadowing local of the same
 * name counts too: that leaves the binding unfollowed, never followed wrongly.
 */
export function isFixedBinding(declaration: ts.VariableDeclaration): boolean {
  if (isConst(declaration)) return true;
  if (declaration.initializer === undefined || !ts.isIdentifier(declaration.name)) return false;
  const file = declaration.getSourceFile();
  const topLevel = ts.isVariableStatement(declaration.parent.parent) && declaration.parent.parent.parent === file;
  if (topLevel && !ts.isExternalModule(file) && !isCommonJsModule(file)) return false;
  return writeInFile(declaration.name) === undefined;
}

/**
 * Where a `let` or `var` is written again in its file (the first such write, by name as
 * `isFixedBinding` compares), or `undefined` for a const or one its file does not write.
 */
export function laterWrite(declaration: ts.VariableDeclaration): ts.Node | undefined {
  if (isConst(declaration) || !ts.isIdentifier(declaration.name)) return undefined;
  return writeInFile(declaration.name);
}

/** Whether a variable is declared by a `const` (its flags are on its declaration list). */
export function isConst(declaration: ts.VariableDeclaration): boolean {
  return (ts.getCombinedNodeFlags(declaration) & ts.NodeFlags.Const) !== 0;
}

function writeInFile(name: ts.Identifier): ts.Node | undefined {
  const file = name.getSourceFile();
  let written = writtenInFile.get(file);
  if (written === undefined) {
    written = writtenNames(file);
    writtenInFile.set(file, written);
  }
  return written.get(name.text);
}

/** A JavaScript file that exports through `exports` or `module.exports`, which makes it a module of its own. */
function isCommonJsModule(file: ts.SourceFile): boolean {
  return (file.flags & ts.NodeFlags.JavaScriptFile) !== 0 && /\b(?:module\.)?exports\b/.test(file.text);
}

function writtenNames(file: ts.SourceFile): Map<string, ts.Node> {
  const writes = new Map<string, ts.Node>();
  const record = (target: ts.Expression, write: ts.Node): void => {
    const names = new Set<string>();
    targetNames(target, names);
    for (const name of names) if (!writes.has(name)) writes.set(name, write);
  };
  const visit = (node: ts.Node): void => {
    if (ts.isBinaryExpression(node) && isAssignmentOperator(node.operatorToken.kind)) record(node.left, node);
    else if ((ts.isPrefixUnaryExpression(node) || ts.isPostfixUnaryExpression(node)) && (node.operator === ts.SyntaxKind.PlusPlusToken || node.operator === ts.SyntaxKind.MinusMinusToken)) record(node.operand, node);
    else if ((ts.isForInStatement(node) || ts.isForOfStatement(node)) && !ts.isVariableDeclarationList(node.initializer)) record(node.initializer, node);
    ts.forEachChild(node, visit);
  };
  visit(file);
  return writes;
}

function isAssignmentOperator(kind: ts.SyntaxKind): boolean {
  return kind >= ts.SyntaxKind.FirstAssignment && kind <= ts.SyntaxKind.LastAssignment;
}

/** The names an assignment's target writes: `x`, `(x)`, and those a destructuring pattern (`[x, { a: y }] = …`) holds. */
function targetNames(target: ts.Expression, names: Set<string>): void {
  const e = skipOuterExpressions(target);
  if (ts.isIdentifier(e)) names.add(e.text);
  else if (ts.isArrayLiteralExpression(e)) for (const element of e.elements) targetNames(ts.isSpreadElement(element) ? element.expression : element, names);
  else if (ts.isObjectLiteralExpression(e)) {
    for (const property of e.properties) {
      if (ts.isShorthandPropertyAssignment(property)) names.add(property.name.text);
      else if (ts.isPropertyAssignment(property)) targetNames(property.initializer, names);
      else if (ts.isSpreadAssignment(property)) targetNames(property.expression, names);
    }
  } else if (ts.isBinaryExpression(e) && e.operatorToken.kind === ts.SyntaxKind.EqualsToken) targetNames(e.left, names);
}
