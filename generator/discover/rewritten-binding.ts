import { projectPath } from "../source-location.js";
import ts from "../typescript.cjs";
import type { DiscoverContext } from "./discover-context.js";
import { laterWrite } from "./fixed-binding.js";
import { initializerName, namedValue, patternDeclaration } from "./named-value.js";
import type { GenToolsExport } from "./package-symbols.js";
import { skipOuterExpressions } from "./read-literal.js";

/**
 * GT2021 at a decorator or call (`at`) whose callee names a `let` or `var` that its file writes
 * again and whose value is gen-tools' `mark` (`let moved = gt.tool; moved = other;`, then
 * `@moved()`), or for `tool` a decorator a call of it made (`let ro = gt.tool({ ... })`, then
 * `@ro`), directly or through names fixed to it (`const b = moved`, then `@b()`): discovery follows
 * only a binding that keeps its value, so the tool would be dropped without a word. A binding whose
 * value leads to no mark is not reported. Answers whether it reported.
 */
export function reportRewrittenBinding(callee: ts.Expression, mark: GenToolsExport, at: ts.Node, ctx: DiscoverContext): boolean {
  const rewritten = rewrittenLetOf(callee, ctx);
  if (rewritten === undefined || !holdsMark(rewritten.binding, mark, ctx)) return false;
  reportRewrite(at, mark, rewritten.write, ctx);
  return true;
}

/** GT2021 at a decorator or call (`at`) that names gen-tools' `mark` through a let or var written again at `write`. */
export function reportRewrite(at: ts.Node, mark: GenToolsExport, write: ts.Node, ctx: DiscoverContext): void {
  const file = write.getSourceFile();
  const line = file.getLineAndCharacterOfPosition(write.getStart()).line + 1;
  // A binding imported from another module is written in that module's file, which the line is in.
  const where = file === at.getSourceFile() ? `line ${line}` : `${projectPath(ctx.root, file.fileName)}, line ${line}`;
  const what = ts.isDecorator(at) ? "a decorator" : "a call";
  ctx.report(at, "GT2021", `${what} names gen-tools' ${mark} through a let or var that its file writes again (${where}), so gen-tools cannot read it at build time: make it a const`, "warning");
}

/**
 * The let or var written again that a name stands for (or a name of its pattern, `let { tool: t } =
 * gt`): its own, or the one at the end of the names it is fixed to (`const b = moved`, `{ deco:
 * moved }`), which `GenToolsSymbols.resolve` follows as far as that let.
 */
function rewrittenLetOf(name: ts.Expression, ctx: DiscoverContext): { binding: ts.VariableDeclaration | ts.BindingElement; write: ts.Node } | undefined {
  const seen = new Set<ts.Symbol>();
  for (let symbol = ctx.symbols.symbolOf(name); symbol !== undefined && !seen.has(symbol); ) {
    seen.add(symbol);
    const binding = symbol.declarations?.length === 1 ? symbol.valueDeclaration : undefined;
    if (binding !== undefined && (ts.isVariableDeclaration(binding) || ts.isBindingElement(binding))) {
      const variable = ts.isVariableDeclaration(binding) ? binding : patternDeclaration(binding);
      const write = variable === undefined ? undefined : laterWrite(variable, binding.name);
      if (write !== undefined) return { binding, write };
    }
    const value = namedValue(symbol);
    symbol = value === undefined ? undefined : ctx.symbols.symbolOf(value);
  }
  return undefined;
}

/**
 * Whether a variable's initializer is gen-tools' `mark` by name (`gt.tool`), or for `tool` a
 * decorator a call of it made: the call (`gt.tool({ ... })`), or a const that holds one; for a
 * pattern's name, whether the property it takes is the mark (`let { tool } = gt`).
 */
function holdsMark(binding: ts.VariableDeclaration | ts.BindingElement, mark: GenToolsExport, ctx: DiscoverContext): boolean {
  if (ts.isBindingElement(binding)) return ctx.symbols.patternMark(binding) === mark;
  const name = initializerName(binding);
  if (name !== undefined && ctx.symbols.resolve(name) === mark) return true;
  const value = binding.initializer === undefined || mark !== "tool" ? undefined : skipOuterExpressions(binding.initializer);
  const made = value === undefined || ts.isCallExpression(value) ? value : ctx.symbols.madeByCall(value);
  return made !== undefined && ctx.symbols.resolve(made.expression) === "tool";
}
