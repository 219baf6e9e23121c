import ts from "../../typescript.cjs";
import type { JsonSchemaObject, JsonTypeName } from "../../../src/json-schema.js";
import type { ConvertContext, TypeConverter } from "../context.js";
import { definitionSite, type Site } from "../site.js";

/**
 * A string, numeric or mixed `enum` (const enums included): its member values in declaration order.
 * A computed member (`Low = BASE`, with `const BASE = "x".length`) has no value until the code runs,
 * so the schema could not list it: each one is an error where it is declared (GT1017), and so is
 * the type of one alone (`Priority.Low`), which is no literal type (a member of known value is one,
 * which the literal converter takes).
 */
export class EnumConverter implements TypeConverter {
  supports(type: ts.Type): boolean {
    const symbol = type.getSymbol();
    if (symbol === undefined) return false;
    return (type.isUnion() && (symbol.flags & ts.SymbolFlags.Enum) !== 0) || (symbol.flags & ts.SymbolFlags.EnumMember) !== 0;
  }

  convert(type: ts.Type, _site: Site, ctx: ConvertContext): JsonSchemaObject {
    const members = type.isUnion() ? enumMembers(type) : (type.getSymbol()?.getDeclarations() ?? []).filter(ts.isEnumMember);
    const values: Array<string | number> = [];
    let computed = false;
    for (const member of members) {
      const value = ctx.checker.getConstantValue(member);
      if (value === undefined) {
        computed = true;
        // About the enum's declaration, wherever it is used: a lone member's report is the same one.
        // A declared enum's member without an initializer (`declare enum Mode { A }`) has a value only at run time too.
        const written = member.initializer === undefined ? "declared without a value" : `= ${member.initializer.getText()}`;
        ctx.report("GT1017", definitionSite(member.parent.name.text, member), member.name.getText(), written);
      } else if (!values.includes(value)) {
        values.push(value);
      }
    }
    if (computed) return {};
    const types = [...new Set(values.map((v) => typeof v as JsonTypeName))];
    return {
      type: types.length === 1 ? (types[0] as JsonTypeName) : types,
      enum: values,
    };
  }
}

/** The members of every declaration of an enum (declarations merge), in order. */
export function enumMembers(type: ts.Type): ts.EnumMember[] {
  return (type.getSymbol()?.getDeclarations() ?? []).filter(ts.isEnumDeclaration).flatMap((d) => [...d.members]);
}
