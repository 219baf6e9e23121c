import ts from "../typescript.cjs";
import { bindsAny, genToolsBindings, isToolDecorator, rewrittenDecorator, typedDecorator, withoutIndirection, type FollowModule, type GenToolsBindings } from "./gen-tools-bindings.js";

/**
 * The methods that emitted JavaScript decorates with gen-tools' `tool`, by class name, read from
 * the shapes compilers write:
 * - experimentalDecorators: `__decorate([tool()], Repo.prototype, "save", null)` (tsc, tslib's
 *   `tslib_1.__decorate`, esbuild's `__decorateClass`);
 * - standard decorators: `_save_decorators = [tool()]` then
 *   `__esDecorate(this, null, _save_decorators, { kind: "method", name: "save", ... })` inside the
 *   class (target ES2022) or the function that builds it (older targets);
 * - target ESNext, which leaves `@tool()` in the class.
 *
 * `tool` is gen-tools' own, or one a module of the package re-exports (`follow`); a decorator that
 * names it through a let or var written again counts too (`let mark = tool; mark = other;`), as its
 * source would have it reported (GT2021), so that its loss is reported where that source is not found.
 */
export function emittedToolDecorators(file: ts.SourceFile, follow: FollowModule): Map<string, Set<string>> {
  const found = new Map<string, Set<string>>();
  const bindings = genToolsBindings(file, follow);
  // A file that imports only a decorator made elsewhere (`import { readOnly } from "./marks.js"`) has `made` alone.
  if (!bindsAny(bindings)) return found;
  const add = (className: string | undefined, member: string): void => {
    if (className === undefined) return;
    found.set(className, (found.get(className) ?? new Set()).add(member));
  };
  // Standard decorators' arrays, by the class that builds them and the variable they are put in.
  const toolArrays = new Set<string>();
  const visit = (node: ts.Node): void => {
    if (ts.isClassLike(node) && node.name !== undefined) {
      for (const member of node.members) {
        const decorated = (ts.canHaveDecorators(member) ? ts.getDecorators(member) : undefined)?.some((d) => marksTool(d.expression, bindings)) === true;
        if (decorated && member.name !== undefined && ts.isIdentifier(member.name)) add(node.name.text, member.name.text);
      }
    } else if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.EqualsToken && ts.isIdentifier(node.left)) {
      if (holdsTool(node.right, bindings)) toolArrays.add(`${ownerOf(node)}/${node.left.text}`);
    } else if (ts.isCallExpression(node)) {
      const helper = helperName(node.expression);
      const [decorators, target, key] = node.arguments;
      if ((helper === "__decorate" || helper === "__decorateClass") && decorators !== undefined && holdsTool(decorators, bindings)) {
        const prototypeOf = target !== undefined && ts.isPropertyAccessExpression(target) && target.name.text === "prototype" && ts.isIdentifier(target.expression) ? target.expression.text : undefined;
        if (key !== undefined && ts.isStringLiteral(key)) add(prototypeOf, key.text);
      } else if (helper === "__esDecorate") {
        const [, , list, context] = node.arguments;
        const holds = list !== undefined && (ts.isIdentifier(list) ? toolArrays.has(`${ownerOf(node)}/${list.text}`) : holdsTool(list, bindings));
        const method = context !== undefined ? instanceMethodName(context) : undefined;
        if (holds && method !== undefined) add(ownerOf(node), method);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

/** `[tool(), other()]`: an array of decorators with gen-tools' `tool` among them. */
function holdsTool(expression: ts.Expression, bindings: GenToolsBindings): boolean {
  const e = withoutIndirection(expression);
  return ts.isArrayLiteralExpression(e) && e.elements.some((element) => marksTool(element, bindings));
}

/** A decorator of gen-tools' `tool`, one that names it through a let or var written again, or one known by its type alone (see `GenToolsBindings.typed`). */
function marksTool(expression: ts.Expression, bindings: GenToolsBindings): boolean {
  return isToolDecorator(expression, bindings) || rewrittenDecorator(expression, bindings) !== undefined || typedDecorator(expression, bindings) !== undefined;
}

/** `__decorate`, `tslib_1.__decorate`, `(0, tslib_1.__decorate)`: the helper's name. */
function helperName(callee: ts.Expression): string | undefined {
  const e = withoutIndirection(callee);
  if (ts.isIdentifier(e)) return e.text;
  return ts.isPropertyAccessExpression(e) ? e.name.text : undefined;
}

/** `{ kind: "method", name: "save", static: false, ... }`: the decorated instance method's name. */
function instanceMethodName(context: ts.Expression): string | undefined {
  if (!ts.isObjectLiteralExpression(context)) return undefined;
  const values = new Map<string, ts.Expression>();
  for (const property of context.properties) {
    if (ts.isPropertyAssignment(property) && ts.isIdentifier(property.name)) values.set(property.name.text, property.initializer);
  }
  const kind = values.get("kind");
  const name = values.get("name");
  const isStatic = values.get("static")?.kind === ts.SyntaxKind.TrueKeyword;
  if (kind === undefined || !ts.isStringLiteral(kind) || kind.text !== "method" || isStatic) return undefined;
  return name !== undefined && ts.isStringLiteral(name) ? name.text : undefined;
}

/**
 * The class a standard decorator's code belongs to: the named class around it (`class Repo { static
 * {...} }`), else the variable the class is built into (`let Repo = (() => { ... })()`).
 */
function ownerOf(node: ts.Node): string | undefined {
  for (let n = node.parent; n !== undefined; n = n.parent) {
    if (ts.isClassLike(n) && n.name !== undefined) return n.name.text;
    if (ts.isVariableDeclaration(n) && ts.isIdentifier(n.name)) return n.name.text;
  }
  return undefined;
}
