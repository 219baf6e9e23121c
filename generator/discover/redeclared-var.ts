import ts from "../typescript.cjs";

/** Each file's vars of its own scope (not a function's) that are declared with a value, by name, in order, found once. */
const varsInFile = new WeakMap<ts.SourceFile, ReadonlyMap<string, readonly ts.VariableDeclaration[]>>();

/**
 * Where a var of its file's scope is declared again with a value (`var t = gt.tool; var t = other;`),
 * which writes it as an assignment does: the second declaration of its name that has a value, or
 * `undefined` where there is none (a `let` or `const` cannot be declared again).
 */
export function redeclaration(declaration: ts.VariableDeclaration): ts.VariableDeclaration | undefined {
  if (!ts.isIdentifier(declaration.name) || !isVar(declaration)) return undefined;
  const file = declaration.getSourceFile();
  let vars = varsInFile.get(file);
  if (vars === undefined) {
    vars = fileVars(file);
    varsInFile.set(file, vars);
  }
  return vars.get(declaration.name.text)?.[1];
}

function isVar(declaration: ts.VariableDeclaration): boolean {
  return (declaration.parent.flags & ts.NodeFlags.BlockScoped) === 0;
}

function fileVars(file: ts.SourceFile): Map<string, ts.VariableDeclaration[]> {
  const vars = new Map<string, ts.VariableDeclaration[]>();
  const visit = (node: ts.Node): void => {
    // A function's vars, and a class static block's, are its own.
    if (ts.isFunctionLike(node) || ts.isClassStaticBlockDeclaration(node)) return;
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer !== undefined && isVar(node)) {
      const earlier = vars.get(node.name.text);
      if (earlier === undefined) vars.set(node.name.text, [node]);
      else earlier.push(node);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return vars;
}
