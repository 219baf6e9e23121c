import ts from "../typescript.cjs";
import type { ClassTools } from "./class-tools.js";
import type { DiscoverContext } from "./discover-context.js";
import { jsDocToolTag } from "./jsdoc.js";
import { skipOuterExpressions } from "./read-literal.js";

const MARK = "@tool";

/**
 * GT2007 for the tool marks discovery does not read, which it finds only among a module's top-level
 * classes and functions: methods of a class expression or of a class inside a namespace or a
 * function, and `@tool` functions declared inside one; GT2013 for a `@tool` tag on what is never a
 * tool (an interface, a class, a value, an object literal's method). Their tools would be missing without a
 * word. Only the nodes whose text has `@tool` are walked (a decorator or a tag is inside its member).
 */
export function reportUnreachedMarks(file: ts.SourceFile, ctx: DiscoverContext, classes: ClassTools): void {
  const marks = markOffsets(file.text);
  if (marks.length === 0) return;
  const visit = (node: ts.Node): void => {
    if (!holdsMark(marks, node)) return;
    if (ts.isClassExpression(node)) classes.refuse(node, { what: "a class expression", fix: `declare it as a class, export class ${expressionName(node)} { … }` });
    else if (ts.isClassDeclaration(node) && !ts.isSourceFile(node.parent)) {
      classes.refuse(node, { what: `class '${node.name?.text ?? "default"}' inside ${containerOf(node)}`, fix: "declare the class at the top level of its module, and export it" });
    } else if (ts.isFunctionDeclaration(node) || ts.isVariableStatement(node)) reportNestedFunctions(node, ctx);
    const never = neverATool(node);
    const tag = never === undefined ? undefined : jsDocToolTag(node);
    if (tag !== undefined) ctx.report(tag, "GT2013", `a @tool tag on ${never}, which is no tool: a tool is a public method of an exported class, or an exported function`);
    ts.forEachChild(node, visit);
  };
  visit(file);
}

/**
 * What `node` is, when a `@tool` tag on it can mean no tool: a type, an enum, a class or a
 * namespace (whose members are marked one by one), a value that is no function, or a member of an
 * object literal (which tools.gen.ts cannot import by name).
 */
function neverATool(node: ts.Node): string | undefined {
  const named = (kind: string, name: ts.DeclarationName | undefined): string => `${kind}${name !== undefined && ts.isIdentifier(name) ? ` '${name.text}'` : ""}`;
  if (ts.isInterfaceDeclaration(node)) return named("interface", node.name);
  if (ts.isTypeAliasDeclaration(node)) return named("type", node.name);
  if (ts.isEnumDeclaration(node)) return named("enum", node.name);
  // Its methods are the tools, each marked: the class's own mark marks none of them.
  if (ts.isClassLike(node)) return named("class", node.name);
  if (ts.isModuleDeclaration(node)) return named("namespace", node.name);
  // The statement holds the comment; its declarations do not.
  if (ts.isVariableStatement(node)) {
    const [first] = node.declarationList.declarations;
    const values = node.declarationList.declarations.every((d) => d.initializer === undefined || !ts.isFunctionLike(skipOuterExpressions(d.initializer)));
    return values ? named("variable", first?.name) : undefined;
  }
  if (ts.isObjectLiteralElementLike(node) && ts.isObjectLiteralExpression(node.parent)) return named("a member of an object literal,", node.name);
  return undefined;
}

/** Where each `@tool` is in the text, in order. */
function markOffsets(text: string): number[] {
  const offsets: number[] = [];
  for (let at = text.indexOf(MARK); at !== -1; at = text.indexOf(MARK, at + MARK.length)) offsets.push(at);
  return offsets;
}

/** Whether a mark's offset is within the node, leading comments included. */
function holdsMark(marks: readonly number[], node: ts.Node): boolean {
  let [low, high] = [0, marks.length];
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (marks[middle]! < node.pos) low = middle + 1;
    else high = middle;
  }
  return low < marks.length && marks[low]! < node.end;
}

/** The class expression's own name, or the variable it initialises: what its declaration would be called. */
function expressionName(node: ts.ClassExpression): string {
  if (node.name !== undefined) return node.name.text;
  let parent = node.parent;
  while (ts.isParenthesizedExpression(parent) || ts.isAsExpression(parent) || ts.isSatisfiesExpression(parent)) parent = parent.parent;
  return ts.isVariableDeclaration(parent) && ts.isIdentifier(parent.name) ? parent.name.text : "Name";
}

/** The nearest namespace, function or block around a declaration that is not at a module's top level. */
function containerOf(node: ts.Node): string {
  for (let at = node.parent; !ts.isSourceFile(at); at = at.parent) {
    if (ts.isModuleDeclaration(at)) return `namespace '${namespaceName(at)}'`;
    if (ts.isFunctionLike(at)) return at.name !== undefined && ts.isIdentifier(at.name) ? `function '${at.name.text}'` : "a function";
  }
  return "a block";
}

/** `A.B` for `namespace A.B { … }`, which is two declarations. */
function namespaceName(declaration: ts.ModuleDeclaration): string {
  const names = [declaration.name.text];
  for (let at = declaration.parent; ts.isModuleDeclaration(at); at = at.parent) names.unshift(at.name.text);
  return names.join(".");
}

/**
 * GT2007 at the `@tool` tag of a function declaration, or of a const initialised with a function,
 * that is not a module's top-level statement (a statement holds its comment, a declaration does not).
 */
function reportNestedFunctions(statement: ts.Statement, ctx: DiscoverContext): void {
  if (ts.isSourceFile(statement.parent)) return;
  const functions: (ts.FunctionDeclaration | ts.VariableDeclaration)[] = [];
  if (ts.isFunctionDeclaration(statement)) functions.push(statement);
  if (ts.isVariableStatement(statement)) {
    functions.push(...statement.declarationList.declarations.filter((d) => d.initializer !== undefined && ts.isFunctionLike(skipOuterExpressions(d.initializer))));
  }
  for (const declaration of functions) {
    const tag = jsDocToolTag(declaration);
    if (tag === undefined) continue;
    const name = declaration.name !== undefined && ts.isIdentifier(declaration.name) ? declaration.name.text : "default";
    const message = `tool function '${name}' is inside ${containerOf(declaration)}, where the runtime cannot receive it (it receives a tool function by its export name, in handlers): declare the function at the top level of its module, and export it`;
    ctx.report(tag, "GT2007", message);
  }
}
