import ts from "../typescript.cjs";
import { isLibFile } from "../convert/type-facts.js";
import { accessedMember } from "./named-value.js";
import { skipOuterExpressions } from "./read-literal.js";

/**
 * The function `callee` applies where it is the global `Reflect.apply` (or `Reflect["apply"]`) and
 * `call` its call: `f` of `Reflect.apply(f, thisArg, args)`; `undefined` for any other call.
 */
export function reflectApplied(call: ts.CallExpression, callee: ts.Expression, checker: ts.TypeChecker): ts.Expression | undefined {
  const read = accessedMember(skipOuterExpressions(callee));
  if (read === undefined || read.key !== "apply") return undefined;
  const receiver = skipOuterExpressions(read.receiver);
  return ts.isIdentifier(receiver) && receiver.text === "Reflect" && isGlobal(receiver, checker) ? call.arguments[0] : undefined;
}

/**
 * Whether `name` is a global of the runtime: declared in TypeScript's lib files (see `isLibFile`),
 * or nowhere the checker knows (a program whose lib has no `Reflect`). A `Reflect` the project
 * declares itself is its own object.
 */
function isGlobal(name: ts.Identifier, checker: ts.TypeChecker): boolean {
  const declarations = checker.getSymbolAtLocation(name)?.declarations ?? [];
  return declarations.every((declaration) => isLibFile(declaration.getSourceFile()));
}
