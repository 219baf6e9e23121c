import ts from "../typescript.cjs";
import type { JsonValue } from "../../src/json-schema.js";
import { TAG_KEY } from "../../src/tags.js";
import type { ConvertContext } from "../convert/context.js";
import type { Site } from "../convert/site.js";
import { isObject, isReference, literalValue } from "../convert/type-facts.js";
import type { Keyword } from "./apply.js";

/**
 * A type-level tag (`SchemaTag<"minLength", 3>`, which `MinLength<3>` names) is recognised by its
 * marker property, `TAG_KEY`, not by its name, so any copy of the runtime's tags works.
 */
export function isTag(type: ts.Type, checker: ts.TypeChecker): boolean {
  return isReference(type) && checker.getPropertyOfType(type, TAG_KEY) !== undefined;
}

/** The keyword a tag sets; a value that is not a literal type is reported. */
export function tagKeyword(type: ts.Type, site: Site, ctx: ConvertContext): Keyword | undefined {
  const [keyword, valueType] = ctx.checker.getTypeArguments(type as ts.TypeReference);
  const name = keyword?.isStringLiteral() ? keyword.value : undefined;
  const value = valueType === undefined ? undefined : typeValue(valueType, ctx.checker);
  if (name === undefined || value === undefined) {
    ctx.report("GT1104", site, ctx.typeText(type));
    return undefined;
  }
  return { name, value, label: tagLabel(name), site };
}

/** The tag as the runtime names it: `minLength` is `MinLength`, `type` is `Int`. */
function tagLabel(keyword: string): string {
  return keyword === "type" ? "Int" : keyword.charAt(0).toUpperCase() + keyword.slice(1);
}

/** The JSON value a type spells: a literal, a tuple of them, an object type of them. */
function typeValue(type: ts.Type, checker: ts.TypeChecker): JsonValue | undefined {
  const literal = literalValue(type, checker);
  if (literal !== undefined) return literal;
  if (checker.isTupleType(type)) {
    const items = checker.getTypeArguments(type as ts.TypeReference).map((t) => typeValue(t, checker));
    return items.every((i) => i !== undefined) ? (items as JsonValue[]) : undefined;
  }
  if (isObject(type) && !checker.isArrayType(type)) {
    const entries: [string, JsonValue][] = [];
    for (const property of checker.getPropertiesOfType(type)) {
      const value = typeValue(checker.getTypeOfSymbol(property), checker);
      if (value === undefined) return undefined;
      entries.push([property.getName(), value]);
    }
    // From entries, not by assignment: a property named `__proto__` stays a property.
    return Object.fromEntries(entries);
  }
  return undefined;
}
