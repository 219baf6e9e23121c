import ts from "../typescript.cjs";

/**
 * Where each key of a mapped type over an enum or over literals (`Record<Color, V>`,
 * `Record<"b" | "a", V>`) was declared: its properties have no declarations of their own, and the
 * checker lists them in the order of internal type ids. An enum member's declaration, else the
 * literal as written in the key union (at `syntax`, the mapped type as written, or at the keys'
 * alias).
 */
export function keyDeclarations(type: ts.Type, syntax: ts.TypeNode | undefined, checker: ts.TypeChecker): Map<string, ts.Node> {
  const found = new Map<string, ts.Node>();
  const keys = mappedKeys(type, syntax, checker);
  if (keys === undefined) return found;
  for (const member of keys.type.isUnion() ? keys.type.types : [keys.type]) {
    const declaration = member.flags & ts.TypeFlags.EnumLiteral ? member.getSymbol()?.getDeclarations()?.[0] : undefined;
    if (declaration !== undefined && member.isLiteral()) found.set(String(member.value), declaration);
  }
  // Written in place (`Record<"b" | "a", V>`), else at the keys' alias (`Record<Keys, V>`).
  const written = literalNodes(keys.node);
  for (const node of written.length > 0 ? written : literalNodes(aliasNode(keys.type))) {
    if (!found.has(node.literal.text)) found.set(node.literal.text, node);
  }
  return found;
}

interface Keys {
  type: ts.Type;
  /** The key union as written here, if it was. */
  node: ts.TypeNode | undefined;
}

/** A `Record`'s first type argument, else the key type its mapped declaration names (see `mappedKeyType`). */
function mappedKeys(type: ts.Type, syntax: ts.TypeNode | undefined, checker: ts.TypeChecker): Keys | undefined {
  const first = type.aliasTypeArguments?.[0];
  if (type.aliasSymbol?.getName() === "Record" && first !== undefined) {
    const written = syntax !== undefined && ts.isTypeReferenceNode(syntax) ? syntax.typeArguments?.[0] : undefined;
    return { type: first, node: written };
  }
  return mappedKeyType(type, checker);
}

/**
 * Whether a mapped type renames the keys of a type (`` [K in keyof T as `get_${K}`] ``): its
 * properties have no declarations to sort by, and the checker lists them in the order of T's
 * properties, their declaration order.
 */
export function remapsKeysOf(type: ts.Type): boolean {
  const declaration = mappedTypeNode(type);
  if (declaration?.nameType === undefined) return false;
  const constraint = declaration.typeParameter.constraint;
  return constraint !== undefined && ts.isTypeOperatorNode(constraint) && constraint.operator === ts.SyntaxKind.KeyOfKeyword;
}

/** The key type a mapped type's declaration names (`K` of `[P in K]`), as written there. */
export function mappedKeyType(type: ts.Type, checker: ts.TypeChecker): Keys | undefined {
  const constraint = mappedTypeNode(type)?.typeParameter.constraint;
  return constraint === undefined ? undefined : { type: checker.getTypeFromTypeNode(constraint), node: constraint };
}

/** The mapped type node (`{ [P in K]: … }`) that declares `type`, if one does. */
function mappedTypeNode(type: ts.Type): ts.MappedTypeNode | undefined {
  const declaration = type.getSymbol()?.getDeclarations()?.[0];
  return declaration !== undefined && ts.isMappedTypeNode(declaration) ? declaration : undefined;
}

function aliasNode(type: ts.Type): ts.TypeNode | undefined {
  const declaration = type.aliasSymbol?.getDeclarations()?.[0];
  return declaration !== undefined && ts.isTypeAliasDeclaration(declaration) ? declaration.type : undefined;
}

/** The string and number literals of a written union (or a lone literal), in the order written. */
function literalNodes(node: ts.TypeNode | undefined): (ts.LiteralTypeNode & { literal: ts.StringLiteral | ts.NumericLiteral })[] {
  if (node === undefined) return [];
  if (ts.isParenthesizedTypeNode(node)) return literalNodes(node.type);
  if (ts.isUnionTypeNode(node)) return node.types.flatMap(literalNodes);
  return ts.isLiteralTypeNode(node) && (ts.isStringLiteral(node.literal) || ts.isNumericLiteral(node.literal))
    ? [node as ts.LiteralTypeNode & { literal: ts.StringLiteral | ts.NumericLiteral }]
    : [];
}
