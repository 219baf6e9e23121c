import ts from "../../typescript.cjs";
import type { JsonSchemaObject } from "../../../src/json-schema.js";
import { importOf } from "../../alias-import.js";
import type { Diagnostic } from "../../diagnostics.js";
import { positionOf, type SourcePosition } from "../../source-location.js";
import type { ConvertContext, TypeConverter } from "../context.js";
import type { Site } from "../site.js";

/**
 * A type the checker could not resolve (an import from a module that is not installed, a name that
 * is not declared). The checker reads it as `any`, which would become a schema that accepts
 * anything: a tool the model can call with garbage, without a word at build time. Its own error
 * type carries the `any` flag but is not the `any` type.
 */
export class UnresolvedConverter implements TypeConverter {
  readonly flags = ts.TypeFlags.Any;

  supports(type: ts.Type, ctx: ConvertContext): boolean {
    return (type.flags & ts.TypeFlags.Any) !== 0 && type !== ctx.checker.getAnyType();
  }

  convert(type: ts.Type, site: Site, ctx: ConvertContext): JsonSchemaObject {
    const reported: WithUnresolvedImports = ctx.report("GT1015", site, site.syntax?.getText() ?? ctx.typeText(type));
    const imports = site.syntax === undefined ? [] : unresolvedImportsIn(site.syntax, ctx);
    if (imports.length > 0) reported[UNRESOLVED_IMPORTS] = imports;
    return {};
  }
}

/** An import whose module TypeScript does not find: its module specifier, the names taken from it, and where the specifier is. */
export interface UnresolvedImport {
  specifier: string;
  names: string[];
  at: SourcePosition;
}

/**
 * Where a GT1015 keeps the imports its type is written with whose module TypeScript does not find,
 * for pipeline/unresolved-type-imports.ts, which reports them (GT2019) and takes them off. A symbol
 * key rather than a field of `Diagnostic`: the copies made of the diagnostic on its way there
 * (`{ ...d, tools }`) keep it, while the public type does not show it and `--json` never writes it.
 */
const UNRESOLVED_IMPORTS = Symbol("unresolvedImports");

type WithUnresolvedImports = Diagnostic & { [UNRESOLVED_IMPORTS]?: UnresolvedImport[] };

/** The imports a GT1015 recorded for GT2019, if it did, and the diagnostic without them. */
export function takeUnresolvedImports(recorded: Diagnostic): { imports: UnresolvedImport[] | undefined; diagnostic: Diagnostic } {
  // Most diagnostics have none: those are given back as they are, not copied.
  if (!(UNRESOLVED_IMPORTS in recorded)) return { imports: undefined, diagnostic: recorded };
  const { [UNRESOLVED_IMPORTS]: imports, ...diagnostic } = recorded as WithUnresolvedImports;
  return { imports, diagnostic };
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

/** The module specifier of the import that declares `symbol`, an imported name's. */
function importedFrom(symbol: ts.Symbol | undefined): ts.StringLiteral | undefined {
  const declaration = symbol !== undefined && (symbol.flags & ts.SymbolFlags.Alias) !== 0 ? symbol.declarations?.[0] : undefined;
  return declaration === undefined ? undefined : importOf(declaration)?.specifier;
}
