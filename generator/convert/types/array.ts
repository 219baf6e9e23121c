import ts from "../../typescript.cjs";
import type { JsonSchemaObject } from "../../../src/json-schema.js";
import type { ConvertContext, TypeConverter } from "../context.js";
import { elementSite, type Site } from "../site.js";
import { convertUndefinedAsNull } from "../undefined-as-null.js";

/** `T[]`, `Array<T>`, `readonly T[]` and `ReadonlyArray<T>` (in a result, an `undefined` item is `null`). */
export class ArrayConverter implements TypeConverter {
  supports(type: ts.Type, ctx: ConvertContext): boolean {
    return ctx.checker.isArrayType(type);
  }

  convert(type: ts.Type, site: Site, ctx: ConvertContext): JsonSchemaObject {
    const [element] = ctx.checker.getTypeArguments(type as ts.TypeReference);
    if (element === undefined) return { type: "array" };
    return {
      type: "array",
      items: convertUndefinedAsNull(element, elementSite(site, "[]", elementSyntax(site.syntax)), ctx),
    };
  }
}

function elementSyntax(node: ts.TypeNode | undefined): ts.TypeNode | undefined {
  if (node === undefined) return undefined;
  if (ts.isParenthesizedTypeNode(node) || ts.isTypeOperatorNode(node)) return elementSyntax(node.type);
  if (ts.isArrayTypeNode(node)) return node.elementType;
  if (ts.isTypeReferenceNode(node)) return node.typeArguments?.[0];
  return undefined;
}
