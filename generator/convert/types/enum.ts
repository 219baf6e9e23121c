import ts from "../../typescript.cjs";
import type { JsonSchemaObject, JsonTypeName } from "../../../src/json-schema.js";
import type { ConvertContext, TypeConverter } from "../context.js";
import type { Site } from "../site.js";

/** A string, numeric or mixed `enum` (const enums included): its member values in declaration order. */
export class EnumConverter implements TypeConverter {
  supports(type: ts.Type): boolean {
    const symbol = type.getSymbol();
    return type.isUnion() && symbol !== undefined && (symbol.flags & ts.SymbolFlags.Enum) !== 0;
  }

  convert(type: ts.Type, site: Site, ctx: ConvertContext): JsonSchemaObject {
    const values: Array<string | number> = [];
    for (const declaration of type.getSymbol()?.getDeclarations() ?? []) {
      if (!ts.isEnumDeclaration(declaration)) continue;
      for (const member of declaration.members) {
        const value = ctx.checker.getConstantValue(member);
        if (value === undefined) {
          ctx.report("GT1012", site, `${declaration.name.text}.${member.name.getText()}`);
          return {};
        }
        if (!values.includes(value)) values.push(value);
      }
    }
    const types = [...new Set(values.map((v) => typeof v as JsonTypeName))];
    return {
      type: types.length === 1 ? (types[0] as JsonTypeName) : types,
      enum: values,
    };
  }
}
