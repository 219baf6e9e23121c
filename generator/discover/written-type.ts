import ts from "../typescript.cjs";
import { writtenKey } from "./property-key.js";

/**
 * The types a write may give a let's name where it gives no value discovery reads (see
 * `unreadWrites`), as the checker sees the source: for `t` of `[t] = marks` the type of `marks`'
 * first element, of `({ tool: t } = gt)` that of `gt.tool` (of each member, where the key is
 * computed), of `for (t of marks)` (and `for (var t of marks)`) that of an element. A target at any depth is followed down the pattern's keys and places from the
 * checker's type of the assigned value (its own `getTypeOfAssignmentPattern` answers the pattern's
 * type, not the value's, where the value is not a plain name).
 */
export function writtenTypes(target: ts.Expression, checker: ts.TypeChecker): readonly ts.Type[] {
  const declaration = target.parent;
  if (ts.isVariableDeclaration(declaration) && ts.isForOfStatement(declaration.parent.parent)) return iteratedTypes(declaration.parent.parent, checker);
  const at = withDefault(target);
  const holder = at.parent;
  if (ts.isForOfStatement(holder)) return iteratedTypes(holder, checker);
  if (ts.isBinaryExpression(holder) && holder.left === at) return [checker.getTypeAtLocation(holder.right)];
  if (ts.isArrayLiteralExpression(holder)) {
    const index = holder.elements.indexOf(at);
    return writtenTypes(holder, checker).flatMap((source) => elementTypes(source, index, checker));
  }
  const property = ts.isShorthandPropertyAssignment(holder) || (ts.isPropertyAssignment(holder) && holder.initializer === at) ? holder : undefined;
  if (property === undefined || !ts.isObjectLiteralExpression(property.parent)) return [];
  const key = writtenKey(property.name);
  return writtenTypes(property.parent, checker).flatMap((source) => {
    const members = key === undefined ? source.getProperties() : [checker.getPropertyOfType(source, key)];
    return members.flatMap((member) => (member === undefined ? [] : [checker.getTypeOfSymbol(member)]));
  });
}

/** A pattern's target with its parentheses and its default (`(t)`, `t = fallback` of `[t = fallback]`), which is given the source's value where it has one. */
function withDefault(target: ts.Expression): ts.Expression {
  let at = target;
  for (;;) {
    const parent = at.parent;
    if (ts.isParenthesizedExpression(parent)) at = parent;
    else if (ts.isBinaryExpression(parent) && parent.left === at && parent.operatorToken.kind === ts.SyntaxKind.EqualsToken && (ts.isArrayLiteralExpression(parent.parent) || ts.isPropertyAssignment(parent.parent))) at = parent;
    else return at;
  }
}

/** The type of the element at `index` of what an array pattern destructures: a tuple's own, an array's elements'. */
function elementTypes(source: ts.Type, index: number, checker: ts.TypeChecker): readonly ts.Type[] {
  const element = checker.isTupleType(source) ? checker.getTypeArguments(source as ts.TypeReference)[index] : checker.getIndexTypeOfType(source, ts.IndexKind.Number);
  return element === undefined ? [] : [element];
}

/**
 * The types a `for … of` gives its target: an array's (or tuple's) elements'; for another iterable
 * (`Set<T>`, `Map<K, V>`, a generator, a class of its own) what its `[Symbol.iterator]()`'s `next()`
 * yields. A `for await` takes an async iterable's `[Symbol.asyncIterator]()` first (a sync one's
 * otherwise) and gives its target each value awaited (`Promise<T>` of an array gives `T`).
 */
function iteratedTypes(loop: ts.ForOfStatement, checker: ts.TypeChecker): readonly ts.Type[] {
  const iterable = checker.getTypeAtLocation(loop.expression);
  const awaited = loop.awaitModifier !== undefined;
  const element = checker.getIndexTypeOfType(iterable, ts.IndexKind.Number);
  const values = element !== undefined ? [element] : yieldedTypes(iterable, awaited, checker);
  return awaited ? values.map((value) => checker.getAwaitedType(value) ?? value) : values;
}

/**
 * The `value` of each result an iterable's iterator's `next()` returns that is not done
 * (`IteratorYieldResult<[K, V]>` of a `Map<K, V>`'s): the first type argument is no iterable's
 * element in general (a `Map`'s is its key). A done result's value is what a generator returns,
 * which the loop does not give its target. Under `for await` the results are awaited.
 */
function yieldedTypes(iterable: ts.Type, awaited: boolean, checker: ts.TypeChecker): ts.Type[] {
  const properties = checker.getPropertiesOfType(iterable);
  // The checker names a well-known symbol's property `__@iterator@<id>` (`__@asyncIterator@<id>`).
  const named = (prefix: string): ts.Symbol | undefined => properties.find((property) => String(property.escapedName).startsWith(prefix));
  const iterator = (awaited ? named("__@asyncIterator@") : undefined) ?? named("__@iterator@");
  const iterators = iterator === undefined ? [] : returnTypes(checker.getTypeOfSymbol(iterator));
  const results = iterators.flatMap((made) => {
    const next = checker.getPropertyOfType(made, "next");
    const returned = next === undefined ? [] : returnTypes(checker.getTypeOfSymbol(next));
    return awaited ? returned.map((result) => checker.getAwaitedType(result) ?? result) : returned;
  });
  return results
    .flatMap((result) => (result.isUnion() ? result.types : [result]))
    .filter((result) => memberType(result, ["done"], checker) !== checker.getTrueType())
    .flatMap((result) => {
      const value = memberType(result, ["value"], checker);
      return value === undefined ? [] : [value];
    });
}

/** What a function's call signatures return. */
function returnTypes(method: ts.Type): ts.Type[] {
  return method.getCallSignatures().map((signature) => signature.getReturnType());
}

/** The type of the member a value of `type` has at `keys` (`inner`, `deco` for `marks.inner.deco` of `marks`), if it has one. */
export function memberType(type: ts.Type, keys: readonly string[], checker: ts.TypeChecker): ts.Type | undefined {
  let at: ts.Type | undefined = type;
  for (const key of keys) {
    const member: ts.Symbol | undefined = at === undefined ? undefined : checker.getPropertyOfType(at, key);
    at = member === undefined ? undefined : checker.getTypeOfSymbol(member);
  }
  return at;
}
