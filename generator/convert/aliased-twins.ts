import ts from "../typescript.cjs";
import { sameMembers } from "./type-facts.js";

/**
 * The type alias an intersection without one is, made again by the checker without its name:
 * type-fest's `JsonObject` (`{ [K in string]: JsonValue } & { [K in string]?: JsonValue | undefined }`)
 * is, where its values meet (`JsonObject & JsonObject`). Told by a member declared in the alias,
 * whose intersection has the same members, so it is found whatever was converted before; undefined
 * for any other type, and for a generic alias's, whose declared type is not the instantiation met
 * (see `Definitions.definedIntersection`).
 */
export function aliasedTwin(type: ts.Type, checker: ts.TypeChecker): ts.Type | undefined {
  if (!type.isIntersection() || type.aliasSymbol !== undefined) return undefined;
  for (const member of type.types) {
    const declaration = member.getSymbol()?.declarations?.[0];
    const alias = declaration === undefined ? undefined : ts.findAncestor(declaration, ts.isTypeAliasDeclaration);
    const symbol = alias === undefined || alias.typeParameters !== undefined ? undefined : checker.getSymbolAtLocation(alias.name);
    const named = symbol === undefined ? undefined : checker.getDeclaredTypeOfSymbol(symbol);
    if (named?.isIntersection() && named !== type && sameMembers(named, type)) return named;
  }
  return undefined;
}
