import ts from "../typescript.cjs";

/** The checker's signature of a tool and the types of its parameters, as the class that runs it sees them. */
export interface ToolSignature {
  signature: ts.Signature | undefined;
  /** The type of one of the declaration's parameters (not `this`) in `signature`. */
  parameterType(param: ts.ParameterDeclaration): ts.Type;
}

/**
 * A method inherited by `seenFrom` is read through that class's instance type, which instantiates
 * the base classes' type parameters: `save(item: T)` of `Repo<T>` is `save(item: User)` in
 * `UserRepo extends Repo<User>`. Without `seenFrom`, the declaration's own signature.
 */
export function toolSignature(checker: ts.TypeChecker, declaration: ts.SignatureDeclaration, seenFrom: ts.ClassLikeDeclaration | undefined): ToolSignature {
  const signature = (seenFrom === undefined ? undefined : inheritedSignature(checker, declaration, seenFrom)) ?? checker.getSignatureFromDeclaration(declaration);
  const params = declaredParameters(declaration);
  return {
    signature,
    parameterType(param) {
      const symbol = signature?.getParameters()[params.indexOf(param)];
      return symbol === undefined ? checker.getTypeAtLocation(param) : checker.getTypeOfSymbol(symbol);
    },
  };
}

/** A declaration's parameters but a `this` parameter, which the checker's signature leaves out, as callers do. */
export function declaredParameters(declaration: ts.SignatureDeclaration): ts.ParameterDeclaration[] {
  return declaration.parameters.filter((p) => !(ts.isIdentifier(p.name) && p.name.text === "this"));
}

function inheritedSignature(checker: ts.TypeChecker, declaration: ts.SignatureDeclaration, seenFrom: ts.ClassLikeDeclaration): ts.Signature | undefined {
  const cls = seenFrom.name === undefined ? undefined : checker.getSymbolAtLocation(seenFrom.name);
  const name = declaration.name !== undefined && ts.isIdentifier(declaration.name) ? declaration.name.text : undefined;
  if (cls === undefined || name === undefined) return undefined;
  const member = checker.getPropertyOfType(checker.getDeclaredTypeOfSymbol(cls), name);
  if (member === undefined) return undefined;
  return checker.getTypeOfSymbol(member).getCallSignatures().find((s) => s.getDeclaration() === declaration);
}
