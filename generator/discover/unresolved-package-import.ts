import { importOf, NAMESPACE, type AliasImport } from "../alias-import.js";
import { projectPath } from "../source-location.js";
import ts from "../typescript.cjs";
import type { DiscoverContext } from "./discover-context.js";
import { isGenToolsModule } from "./gen-tools-specifier.js";
import { destructuredMember, namedValue, symbolNamed } from "./named-value.js";
import { bindsMark } from "./package-imports.js";
import type { GenToolsExport } from "./package-symbols.js";

const MARKS: Record<GenToolsExport, string> = { tool: "@tool() decorators", registerTool: "registerTool calls" };

/**
 * GT2017 at the import of "gen-tools" through which a tool mark's callee (`tool`, `t` of
 * `{ tool as t }`, `gt.tool`, a barrel's re-export) names `expected`, when the checker does not
 * follow it to the package: `GenToolsSymbols.resolve` answered null for the callee. The module is
 * not found (not installed where the file can see it, a `paths` typo), or is another one (a `paths`
 * entry mapping it elsewhere). Without this, the marks would be skipped without a word and the
 * outputs written without their tools.
 */
export function reportUnresolvedPackageImport(callee: ts.Expression, expected: GenToolsExport, ctx: DiscoverContext): void {
  const specifier = markedImport(callee, expected, ctx.checker);
  if (specifier !== undefined) ctx.report(specifier, "GT2017", unreadMessage(specifier, expected, ctx));
}

/** The specifier of the "gen-tools" import through which a mark's callee names `expected`, if it does. */
function markedImport(callee: ts.Expression, expected: GenToolsExport, checker: ts.TypeChecker): ts.StringLiteral | undefined {
  const from = packageImportOf(callee, checker);
  return from?.imported === expected ? from.specifier : undefined;
}

/** What became of the import: no module found, or one that lacks the export or has another. */
function unreadMessage(specifier: ts.StringLiteral, expected: GenToolsExport, ctx: DiscoverContext): string {
  const importer = projectPath(ctx.root, specifier.getSourceFile().fileName);
  const lost = `so the ${MARKS[expected]} that use this import are not read (their tools would be missing from the outputs)`;
  const module = ctx.checker.getSymbolAtLocation(specifier);
  const declaration = module?.declarations?.[0];
  if (module === undefined || declaration === undefined) {
    return `cannot resolve '${specifier.text}' from ${importer}, ${lost}: install gen-tools in this file's package (npm i -D gen-tools), or fix the tsconfig's paths`;
  }
  const target = projectPath(ctx.root, declaration.getSourceFile().fileName);
  const what = ctx.checker.tryGetMemberInModuleExports(expected, module) === undefined ? `which does not export '${expected}'` : `whose '${expected}' is not gen-tools' own`;
  return `'${specifier.text}' resolves to ${target} from ${importer}, ${what}, ${lost}: import it from the gen-tools package (npm i -D gen-tools), and check the tsconfig's paths`;
}

/**
 * Whether a local name is bound, directly or through a barrel, by an import of "gen-tools" that
 * binds `expected` or the whole module: a call through it may be a mark the checker lost.
 */
export function bindsPackageExport(name: ts.Identifier, expected: GenToolsExport, checker: ts.TypeChecker): boolean {
  const from = packageImportOf(name, checker);
  return from !== undefined && bindsMark(from, expected);
}

/**
 * The first import or re-export from "gen-tools" (or "gen-tools/…") along the aliases a name goes
 * through (`import { agentTool } from "./lib.js"`, then lib.ts's `export { tool as agentTool } from
 * "gen-tools"`), and past them, through a name fixed to another (`const agentTool = gt.tool`, see
 * `namedValue`) or destructured from a namespace (`const { tool } = gt`); for `ns.name`, the name in
 * the namespace such an import binds.
 */
function packageImportOf(name: ts.Node, checker: ts.TypeChecker, seen = new Set<ts.Symbol>()): AliasImport | undefined {
  let symbol = symbolNamed(name, checker);
  for (; symbol !== undefined && symbol.flags & ts.SymbolFlags.Alias; symbol = checker.getImmediateAliasedSymbol(symbol)) {
    const declaration = symbol.declarations?.[0];
    const from = declaration === undefined ? undefined : importOf(declaration);
    if (from !== undefined && isGenToolsModule(from.specifier.text)) return from;
  }
  const value = symbol === undefined || seen.has(symbol) ? undefined : namedValue(symbol);
  if (symbol !== undefined && value !== undefined) return packageImportOf(value, checker, seen.add(symbol));
  // `const { tool } = gt` stands for `gt.tool`: the import that binds the namespace, for its member.
  const destructured = symbol === undefined || seen.has(symbol) ? undefined : destructuredMember(symbol);
  if (symbol !== undefined && destructured !== undefined) {
    const namespace = packageImportOf(destructured.value, checker, seen.add(symbol));
    return namespace?.imported === NAMESPACE ? { specifier: namespace.specifier, imported: destructured.key } : undefined;
  }
  // The checker finds no member of a namespace whose module it does not find: its import is the namespace's.
  const member = ts.isPropertyAccessExpression(name) ? { namespace: name.expression, name: name.name } : ts.isQualifiedName(name) ? { namespace: name.left, name: name.right } : undefined;
  const namespace = member === undefined ? undefined : packageImportOf(member.namespace, checker, seen);
  return namespace?.imported === NAMESPACE && member !== undefined ? { specifier: namespace.specifier, imported: member.name.text } : undefined;
}
