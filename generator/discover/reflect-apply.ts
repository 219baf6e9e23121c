import ts from "../typescript.cjs";
import { isLibFile } from "../convert/type-facts.js";
import { accessedMember } from "./named-value.js";
import { skipOuterExpressions } from "./read-literal.js";

/**
 * Whether `callee` is the runtime's `Reflect.apply`: written so (`Reflect.apply`, `Reflect["apply"]`),
 * or any expression the checker types as it (`globalThis.Reflect.apply`, `apply` of `const { apply }
 * = Reflect`, `R.apply` of `const R = Reflect`).
 */
export function isReflectApply(callee: ts.Expression, checker: ts.TypeChecker): boolean {
  const at = skipOuterExpressions(callee);
  return isWrittenReflectApply(at, checker) || isLibReflectApply(checker.getTypeAtLocation(at), checker);
}

/** `Reflect.apply` of the global `Reflect`, read from the syntax: in a program whose lib has no `Reflect`, the checker gives it no type. */
function isWrittenReflectApply(at: ts.Expression, checker: ts.TypeChecker): boolean {
  const read = accessedMember(at);
  if (read === undefined || read.key !== "apply") return false;
  const receiver = skipOuterExpressions(read.receiver);
  return ts.isIdentifier(receiver) && receiver.text === "Reflect" && isGlobal(receiver, checker);
}

/** Whether `type` is that of the lib's `Reflect.apply` (a function the project declares, or `any`, is not). */
function isLibReflectApply(type: ts.Type, checker: ts.TypeChecker): boolean {
  const symbol = type.getSymbol();
  const declarations = symbol?.declarations ?? [];
  return symbol !== undefined && declarations.length > 0 && declarations.every((d) => isLibFile(d.getSourceFile())) && checker.getFullyQualifiedName(symbol) === "Reflect.apply";
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
