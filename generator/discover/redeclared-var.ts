import ts from "../typescript.cjs";
import { scopeOf } from "./binding-scope.js";

/** Each file's vars that are given a value, by the scope that binds them (a function, or the file) and by name, in order, found once. */
const varsInFile = new WeakMap<ts.SourceFile, ReadonlyMap<ts.Node, ReadonlyMap<string, readonly ts.VariableDeclaration[]>>>();

/**
 * Where a var is declared again with a value in its scope (`var t = gt.tool; var t = other;`, or
 * `for (var t of marks)`), which writes it as an assignment does: another declaration of its name
 * in that scope that gives it a value: for the first declaration the second, for a later one the
 * first (so that GT2021 at a mark of `var t = other; var t = gt.tool;` names the line without it);
 * `undefined` where there is none (a `let` or `const` cannot be declared again; a function's
 * `var t` is another variable than the file's).
 */
export function redeclaration(declaration: ts.VariableDeclaration): ts.VariableDeclaration | undefined {
  const [first, second] = varDeclarations(declaration);
  return declaration === first ? second : first;
}

/**
 * The declarations, in order, that give a var's name a value in its scope (see `redeclaration`):
 * `var t = other; var t = gt.tool;` has two. Empty for a `let` or `const`, and for a pattern.
 */
export function varDeclarations(declaration: ts.VariableDeclaration): readonly ts.VariableDeclaration[] {
  if (!ts.isIdentifier(declaration.name) || !isVar(declaration)) return [];
  const file = declaration.getSourceFile();
  let vars = varsInFile.get(file);
  if (vars === undefined) {
    vars = fileVars(file);
    varsInFile.set(file, vars);
  }
  return vars.get(scopeOf(declaration))?.get(declaration.name.text) ?? [];
}

function isVar(declaration: ts.VariableDeclaration): boolean {
  return (declaration.parent.flags & ts.NodeFlags.BlockScoped) === 0;
}

/** Whether a declaration gives its variable a value: an initializer, or a `for (var t of ...)` or `for (var t in ...)` header, each round. */
function givesValue(declaration: ts.VariableDeclaration): boolean {
  const header = declaration.parent.parent;
  return declaration.initializer !== undefined || ts.isForOfStatement(header) || ts.isForInStatement(header);
}

function fileVars(file: ts.SourceFile): Map<ts.Node, Map<string, ts.VariableDeclaration[]>> {
  const scopes = new Map<ts.Node, Map<string, ts.VariableDeclaration[]>>();
  const visit = (node: ts.Node): void => {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && isVar(node) && givesValue(node)) {
      const scope = scopeOf(node);
      let vars = scopes.get(scope);
      if (vars === undefined) scopes.set(scope, (vars = new Map()));
      const earlier = vars.get(node.name.text);
      if (earlier === undefined) vars.set(node.name.text, [node]);
      else earlier.push(node);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return scopes;
}
