import ts from "../../typescript.cjs";
import type { JsonSchemaObject } from "../../../src/json-schema.js";
import type { UnresolvedImport } from "../../diagnostics.js";
import { positionOf } from "../../source-location.js";
import type { ConvertContext, TypeConverter } from "../context.js";
import type { Site } from "../site.js";

/**
 * A type the checker could not resolve (an import from a module that is not installed, a name that
 * is not declared). The checker reads it as `any`, which would become a schema that accepts
 * anything: a tool the model can call with garbage, without a word at build time. Its own error
 * type carries the `any` flag but is not the `any` type.
 */
export class UnresolvedConverter implements TypeConverter {
  supports(type: ts.Type, ctx: ConvertContext): boolean {
    return (type.flags & ts.TypeFlags.Any) !== 0 && type !== ctx.checker.getAnyType();
  }

  convert(type: ts.Type, site: Site, ctx: ConvertContext): JsonSchemaObject {
    const reported = ctx.report("GT1015", site, site.syntax?.getText() ?? ctx.typeText(type));
    const imports = site.syntax === undefined ? [] : unresolvedImportsIn(site.syntax, ctx);
    // The imports GT2019 is reported at (pipeline/unresolved-type-imports.ts).
    if (imports.length > 0) reported.unresolvedImports = imports;
    return {};
  }
}

/** The imports whose module TypeScript does not find that the names written in `syntax` come from (`Address`, `shared.Geo`). */
function unresolvedImportsIn(syntax: ts.TypeNode, ctx: ConvertContext): UnresolvedImport[] {
  const namesBySpecifier = new Map<ts.StringLiteral, Set<string>>();
  const visit = (node: ts.Node): void => {
    if (ts.isIdentifier(node)) {
      const specifier = importedFrom(ctx.checker.getSymbolAtLocation(node));
      // The checker finds no symbol for the specifier of a module it does not find.
      if (specifier !== undefined && ctx.checker.getSymbolAtLocation(specifier) === undefined) {
        namesBySpecifier.set(specifier, (namesBySpecifier.get(specifier) ?? new Set()).add(node.text));
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(syntax);
  return [...namesBySpecifier].map(([specifier, names]) => ({ specifier: specifier.text, names: [...names], at: positionOf(ctx.env.projectRoot, specifier) }));
}

/** The module specifier of the import that declares `symbol`: `import { A }`, `import A`, `import * as A`, `import A = require(…)`. */
function importedFrom(symbol: ts.Symbol | undefined): ts.StringLiteral | undefined {
  const declaration = symbol !== undefined && (symbol.flags & ts.SymbolFlags.Alias) !== 0 ? symbol.declarations?.[0] : undefined;
  if (declaration === undefined) return undefined;
  if (ts.isImportEqualsDeclaration(declaration)) {
    const reference = declaration.moduleReference;
    return ts.isExternalModuleReference(reference) && ts.isStringLiteral(reference.expression) ? reference.expression : undefined;
  }
  const clause = ts.isImportClause(declaration) ? declaration : ts.isNamespaceImport(declaration) ? declaration.parent : ts.isImportSpecifier(declaration) ? declaration.parent.parent : undefined;
  const statement = clause?.parent;
  return statement !== undefined && ts.isImportDeclaration(statement) && ts.isStringLiteral(statement.moduleSpecifier) ? statement.moduleSpecifier : undefined;
}
