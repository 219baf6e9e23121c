import ts from "../typescript.cjs";

/**
 * Where a variable's name is bound, read from syntax alone (a base class's source has no checker):
 * a let's or const's block (the `switch`'s case block for one in a `case`, the `for` that declares
 * it), a var's function, or the file.
 */
export function scopeOf(declaration: ts.VariableDeclaration): ts.Node {
  const list = declaration.parent;
  if ((list.flags & ts.NodeFlags.BlockScoped) === 0) return ts.findAncestor(declaration, isVarScope) ?? declaration.getSourceFile();
  if (!ts.isVariableStatement(list.parent)) return list.parent;
  const container = list.parent.parent;
  return ts.isCaseOrDefaultClause(container) ? container.parent : container;
}

/**
 * Whether a write of `name` is of the variable that `scope` binds: it is inside `scope`, and no
 * function, block, `for` or `catch` between them declares that name too (`function other() { let
 * mark = 1; mark = 2; }` beside a top-level `let mark = tool` writes its own `mark`).
 */
export function writesBindingOf(write: ts.Node, name: string, scope: ts.Node): boolean {
  for (let node: ts.Node | undefined = write; node !== undefined; node = node.parent) {
    if (node === scope) return true;
    if (declaresName(node, name)) return false;
  }
  return false;
}

function isVarScope(node: ts.Node): boolean {
  return ts.isFunctionLike(node) || ts.isClassStaticBlockDeclaration(node) || ts.isSourceFile(node);
}

function declaresName(node: ts.Node, name: string): boolean {
  if (ts.isFunctionLike(node)) {
    // A function expression's own name is bound inside it, as its parameters and vars are.
    const own = ts.isFunctionExpression(node) && node.name?.text === name;
    return own || node.parameters.some((parameter) => bindsName(parameter.name, name)) || ("body" in node && node.body !== undefined && declaresVar(node.body, name));
  }
  if (ts.isClassStaticBlockDeclaration(node)) return declaresVar(node.body, name);
  if (ts.isBlock(node) || ts.isModuleBlock(node)) return node.statements.some((statement) => declaresLexically(statement, name));
  if (ts.isCaseBlock(node)) return node.clauses.some((clause) => clause.statements.some((statement) => declaresLexically(statement, name)));
  if (ts.isForStatement(node) || ts.isForInStatement(node) || ts.isForOfStatement(node)) {
    const list = node.initializer;
    return list !== undefined && ts.isVariableDeclarationList(list) && list.declarations.some((declaration) => bindsName(declaration.name, name));
  }
  if (ts.isCatchClause(node)) return node.variableDeclaration !== undefined && bindsName(node.variableDeclaration.name, name);
  return ts.isClassExpression(node) && node.name?.text === name;
}

/** A let, const, class or function a block's statement declares of that name. */
function declaresLexically(statement: ts.Statement, name: string): boolean {
  if (ts.isVariableStatement(statement)) return (statement.declarationList.flags & ts.NodeFlags.BlockScoped) !== 0 && statement.declarationList.declarations.some((d) => bindsName(d.name, name));
  return (ts.isFunctionDeclaration(statement) || ts.isClassDeclaration(statement)) && statement.name?.text === name;
}

/** A var a function's body declares of that name, in its nested blocks too, not in functions it holds. */
function declaresVar(body: ts.Node, name: string): boolean {
  const visit = (node: ts.Node): boolean => {
    if (isVarScope(node)) return false;
    if (ts.isVariableDeclarationList(node) && (node.flags & ts.NodeFlags.BlockScoped) === 0 && node.declarations.some((d) => bindsName(d.name, name))) return true;
    return ts.forEachChild(node, visit) === true;
  };
  return ts.forEachChild(body, visit) === true;
}

function bindsName(binding: ts.BindingName, name: string): boolean {
  if (ts.isIdentifier(binding)) return binding.text === name;
  return binding.elements.some((element) => !ts.isOmittedExpression(element) && bindsName(element.name, name));
}
