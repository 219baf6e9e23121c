import { projectPath } from "../source-location.js";
import ts from "../typescript.cjs";
import type { DiscoverContext } from "./discover-context.js";
import { laterWrite } from "./fixed-binding.js";
import { initializerName } from "./named-value.js";
import type { GenToolsExport } from "./package-symbols.js";
import { skipOuterExpressions } from "./read-literal.js";

/**
 * GT2021 at a decorator or call (`at`) whose callee names a `let` or `var` that its file writes
 * again and whose value is gen-tools' `mark` (`let moved = gt.tool; moved = other;`, then
 * `@moved()`), or for `tool` a decorator a call of it made (`let ro = gt.tool({ ... })`, then
 * `@ro`): discovery follows only a binding that keeps its value, so the tool would be dropped
 * without a word. A binding whose value leads to no mark is not reported.
 */
export function reportRewrittenBinding(callee: ts.Expression, mark: GenToolsExport, at: ts.Node, ctx: DiscoverContext): void {
  const symbol = ctx.symbols.symbolOf(callee);
  const declaration = symbol?.valueDeclaration;
  if (declaration === undefined || symbol?.declarations?.length !== 1 || !ts.isVariableDeclaration(declaration)) return;
  if (!holdsMark(declaration, mark, ctx)) return;
  const write = laterWrite(declaration);
  if (write === undefined) return;
  const file = write.getSourceFile();
  const line = file.getLineAndCharacterOfPosition(write.getStart()).line + 1;
  // A binding imported from another module is written in that module's file, which the line is in.
  const where = file === at.getSourceFile() ? `line ${line}` : `${projectPath(ctx.root, file.fileName)}, line ${line}`;
  const what = ts.isDecorator(at) ? "a decorator" : "a call";
  ctx.report(at, "GT2021", `${what} names gen-tools' ${mark} through a let or var that its file writes again (${where}), so gen-tools cannot read it at build time: make it a const`, "warning");
}

/** Whether a variable's initializer is gen-tools' `mark` by name (`gt.tool`), or for `tool` a call of it, which makes a decorator (`gt.tool({ ... })`). */
function holdsMark(declaration: ts.VariableDeclaration, mark: GenToolsExport, ctx: DiscoverContext): boolean {
  const value = initializerName(declaration);
  if (value !== undefined) return ctx.symbols.resolve(value) === mark;
  const call = declaration.initializer === undefined ? undefined : skipOuterExpressions(declaration.initializer);
  return mark === "tool" && call !== undefined && ts.isCallExpression(call) && ctx.symbols.resolve(call.expression) === "tool";
}
