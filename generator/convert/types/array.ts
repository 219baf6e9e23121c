import ts from "../../typescript.cjs";
import type { JsonSchemaObject } from "../../../src/json-schema.js";
import type { ConvertContext, TypeConverter } from "../context.js";
import { elementSite, type Site } from "../site.js";
import { convertUndefinedAsNull } from "../undefined-as-null.js";
import { arrayExtension } from "./array-extensions.js";

/**
 * `T[]`, `Array<T>`, `readonly T[]` and `ReadonlyArray<T>`, and an interface or class that extends
 * one and adds no members (`interface JsonList extends Array<Json> {}`); one that adds some is
 * refused (GT1004). In a result, an `undefined` item is `null`.
 */
export class ArrayConverter implements TypeConverter {
  readonly flags = ts.TypeFlags.Object;

  supports(type: ts.Type, ctx: ConvertContext): boolean {
    return ctx.checker.isArrayType(type) || arrayExtension(type, ctx.checker)?.ownMembers.length === 0;
  }

  convert(type: ts.Type, site: Site, ctx: ConvertContext): JsonSchemaObject {
    const extension = arrayExtension(type, ctx.checker);
    // An extension's type arguments are its own (`Pairs<K, V> extends Array<[K, V]>`), not its item's.
    const [element, syntax] =
      extension === undefined
        ? [ctx.checker.getTypeArguments(type as ts.TypeReference)[0], elementSyntax(site.syntax)]
        : [extension.item, undefined];
    if (element === undefined) return { type: "array" };
    return { type: "array", items: convertUndefinedAsNull(element, elementSite(site, "[]", syntax), ctx) };
  }
}

/** The item type as written: `T` of `T[]`, `Array<T>`, `readonly T[]`, `Iterable<T>`. */
export function elementSyntax(node: ts.TypeNode | undefined): ts.TypeNode | undefined {
  if (node === undefined) return undefined;
  if (ts.isParenthesizedTypeNode(node) || ts.isTypeOperatorNode(node)) return elementSyntax(node.type);
  if (ts.isArrayTypeNode(node)) return node.elementType;
  if (ts.isTypeReferenceNode(node)) return node.typeArguments?.[0];
  return undefined;
}
