import ts from "../../typescript.cjs";
import type { JsonSchemaObject } from "../../../src/json-schema.js";
import type { ConvertContext, TypeConverter } from "../context.js";
import { elementSite, type Site } from "../site.js";
import { markTypeBounds } from "../type-bounds.js";
import { convertUndefinedAsNull } from "../undefined-as-null.js";

/**
 * Tuples: `prefixItems` for the fixed elements, `minItems` counting the required ones, `maxItems`
 * exact unless a rest element (`...T[]`) gives `items`. In a result an element that can be
 * `undefined`, an optional one included, is `null` there (see `convertUndefinedAsNull`).
 */
export class TupleConverter implements TypeConverter {
  readonly flags = ts.TypeFlags.Object;

  supports(type: ts.Type, ctx: ConvertContext): boolean {
    return ctx.checker.isTupleType(type);
  }

  convert(type: ts.Type, site: Site, ctx: ConvertContext): JsonSchemaObject {
    const reference = type as ts.TypeReference;
    const flags = (reference.target as ts.TupleType).elementFlags;
    const elements = ctx.checker.getTypeArguments(reference);
    const written = writtenElements(site.syntax);
    const prefixItems: JsonSchemaObject[] = [];
    const trailing: JsonSchemaObject[] = [];
    let rest: JsonSchemaObject | undefined;
    let minItems = 0;
    elements.forEach((element, i) => {
      const flag = flags[i] ?? ts.ElementFlags.Required;
      const schema = convertUndefinedAsNull(element, elementSite(site, `[${i}]`, written[i]), ctx, (flag & ts.ElementFlags.Optional) !== 0);
      if (flag & ts.ElementFlags.Variable) {
        rest = rest === undefined ? schema : { anyOf: [rest, schema] };
      } else if (rest !== undefined) {
        trailing.push(schema);
      } else {
        prefixItems.push(schema);
      }
      if (flag & ts.ElementFlags.Required) minItems++;
    });
    if (trailing.length > 0) {
      ctx.report("GT1010", site);
      rest = { anyOf: [rest ?? {}, ...trailing] };
    }
    const schema: JsonSchemaObject = { type: "array" };
    if (prefixItems.length > 0) schema.prefixItems = prefixItems;
    if (rest !== undefined) schema.items = rest;
    if (minItems > 0) schema.minItems = minItems;
    if (rest === undefined) schema.maxItems = prefixItems.length;
    return markTypeBounds(schema, ["minItems", "maxItems"]);
  }
}

/** The element type nodes as written (`[a: string, b?: number, ...rest: boolean[]]`). */
function writtenElements(node: ts.TypeNode | undefined): Array<ts.TypeNode | undefined> {
  while (node !== undefined && (ts.isParenthesizedTypeNode(node) || ts.isTypeOperatorNode(node))) node = node.type;
  if (node === undefined || !ts.isTupleTypeNode(node)) return [];
  return node.elements.map((element) => {
    let inner: ts.TypeNode = ts.isNamedTupleMember(element) ? element.type : element;
    if (ts.isOptionalTypeNode(inner)) inner = inner.type;
    if (ts.isRestTypeNode(inner)) return ts.isArrayTypeNode(inner.type) ? inner.type.elementType : undefined;
    return inner;
  });
}
