import ts from "../typescript.cjs";
import type { DiscoverContext } from "./discover-context.js";
import { isToolDecorator, madeDecoratorCall, rewrittenDecorator, typedDecorator, type GenToolsBindings } from "./gen-tools-bindings.js";
import { jsDocToolTag, tagText } from "./jsdoc.js";
import { DECORATOR_OPTIONS, readToolSettings, type ToolSettings } from "./tool-settings.js";
import { reportRewrite, reportRewrittenBinding } from "./rewritten-binding.js";
import { reportUnresolvedPackageImport } from "./unresolved-package-import.js";
import { declaredWithoutCall } from "./declared-without-call.js";
import { skipOuterExpressions } from "./read-literal.js";

/** A member marked as a tool, by `@tool(...)` or by the `@tool` JSDoc tag. */
export interface ToolMark {
  settings: ToolSettings;
  /** The decorator or the JSDoc tag. */
  node: ts.Node;
}

/**
 * The tool mark of a class member or function, or `undefined`. A decorator counts only when the
 * checker resolves it to this package's `tool` (one imported from "gen-tools" that does not get there
 * is reported); the JSDoc tag's text, if any, is the tool's name. Every decorator is asked, `@Column()`
 * too: any import (a `paths` alias, a workspace package) or a local binding of the namespace can
 * stand for `tool`, so an import's spelling rules none out. The aliases of one that does not resolve
 * are walked for a lost import of gen-tools only when the program may have one (see `mayHaveLost`):
 * in a project whose imports of gen-tools lead to it, `@Column()`'s aliases are not walked. One that
 * resolves to no `tool` but whose type is gen-tools' `ToolDecorator` counts too (see
 * `typedDecoratorMark`), unless it names a let written again, which GT2021 reports.
 */
export function toolMarkOf(node: ts.Node, ctx: DiscoverContext): ToolMark | undefined {
  const decorators = ts.canHaveDecorators(node) ? ts.getDecorators(node) : undefined;
  for (const decorator of decorators ?? []) {
    const expression = skipOuterExpressions(decorator.expression);
    // `@readOnly`, where `const readOnly = tool({ ... })`: the call that made the decorator is the mark.
    const made = ts.isCallExpression(expression) ? undefined : ctx.symbols.madeByCall(expression);
    const call = made ?? expression;
    // `@(marks["deco"])()` reads a member as `@marks.deco()` does: a decorator takes an element access only in parentheses.
    const callee = skipOuterExpressions(ts.isCallExpression(call) ? call.expression : call);
    const resolved = ctx.symbols.resolve(callee);
    if (resolved === "tool") return decoratorMark(call, decorator, ctx);
    if (resolved !== null) continue;
    if (ctx.symbols.mayHaveLost("tool")) reportUnresolvedPackageImport(callee, "tool", ctx);
    if (!reportRewrittenBinding(callee, "tool", decorator, ctx) && ctx.symbols.hasToolDecoratorType(expression)) return typedDecoratorMark(expression, decorator, ctx);
  }
  const tag = jsDocToolTag(node);
  if (tag === undefined) return undefined;
  const name = tagText(tag);
  return { settings: name === "" ? {} : { name }, node: tag };
}

/**
 * The `@tool()` mark of a class member in a file the checker does not see (a base class's source,
 * see `DeclaredBaseMarks`): the decorator must name gen-tools' `tool` through the file's imports.
 * One that names it through a let or var written again is reported (GT2021), as in the program; one
 * known by its type alone whose call is not found (see `GenToolsBindings.typed`) marks a tool
 * without options, and GT2022 warns, as in the program.
 */
export function sourceDecoratorMark(member: ts.ClassElement, bindings: GenToolsBindings, ctx: DiscoverContext): ToolMark | undefined {
  const decorators = (ts.canHaveDecorators(member) ? ts.getDecorators(member) : undefined) ?? [];
  const decorator = decorators.find((d) => isToolDecorator(d.expression, bindings));
  if (decorator === undefined) {
    for (const d of decorators) {
      const write = rewrittenDecorator(d.expression, bindings);
      if (write !== undefined) reportRewrite(d, "tool", write, ctx);
    }
    for (const d of decorators) {
      const declared = typedDecorator(d.expression, bindings);
      if (declared !== undefined) return markWithoutOptions(d, declaredWithoutCall(declared, ctx), ctx);
    }
    return undefined;
  }
  // `@readOnly`, where `const readOnly = tool({ ... })`: the call that made the decorator is the mark.
  const made = ts.isCallExpression(decorator.expression) ? undefined : madeDecoratorCall(decorator.expression, bindings);
  return decoratorMark(made ?? decorator.expression, decorator, ctx);
}

/**
 * The mark of a decorator known by its type alone, gen-tools' `ToolDecorator`: `@readOnly`, where a
 * built package's declaration file has `export declare const readOnly: ToolDecorator` for its
 * `readOnly = tool({ ... })`, whose call is read from that file's source or emitted JavaScript (see
 * `DeclaredBaseMarks.madeDecorator`). Where the call cannot be read (no such file, a decorator kept
 * otherwise than as a const set to the call, or one a function returns, `@readOnly()`), the tool
 * is read without options, and GT2022 warns.
 */
function typedDecoratorMark(expression: ts.Expression, decorator: ts.Decorator, ctx: DiscoverContext): ToolMark {
  const declaration = ctx.symbols.symbolOf(expression)?.valueDeclaration;
  const declared = declaration !== undefined && ts.isVariableDeclaration(declaration) && declaration.getSourceFile().isDeclarationFile ? declaration : undefined;
  const made = declared !== undefined && ts.isIdentifier(declared.name) ? ctx.declaredBases.madeDecorator(declared.name.text, declared.getSourceFile()) : undefined;
  if (made !== undefined) return decoratorMark(made, decorator, ctx);
  const why = ts.isCallExpression(expression)
    ? "it is returned by the function called here, and gen-tools does not read the call of tool() in that function. Make the decorator a const set to that call (const readOnly = tool({ ... })) and write @readOnly"
    : declared === undefined
      ? "gen-tools reads a decorator's options only from a const set to a call of tool(). Make the decorator one (const readOnly = tool({ ... }))"
      : declaredWithoutCall(declared, ctx);
  return markWithoutOptions(decorator, why, ctx);
}

/** The mark of a decorator known by its type whose call's options cannot be read (`why`, and what to do): the tool, without options, and GT2022. */
function markWithoutOptions(decorator: ts.Decorator, why: string, ctx: DiscoverContext): ToolMark {
  ctx.report(decorator, "GT2022", `this decorator marks a tool by its type (ToolDecorator), so the tool is read, but without the options of the tool() call that made the decorator: ${why}, or write @tool({ ... }) on this method`, "warning");
  return { settings: {}, node: decorator };
}

/**
 * The options of a decorator known to be gen-tools' `tool`, read from the syntax of `expression`:
 * the decorator's own, or the call that made it (see `madeByCall`).
 */
function decoratorMark(expression: ts.Expression, decorator: ts.Decorator, ctx: DiscoverContext): ToolMark {
  if (ts.isCallExpression(expression)) {
    const [options, extra] = expression.arguments;
    if (extra !== undefined) ctx.report(extra, "GT2004", "@tool() takes one options object");
    return { settings: options === undefined ? {} : readToolSettings(options, DECORATOR_OPTIONS, "@tool()", ctx), node: decorator };
  }
  ctx.report(decorator, "GT2012", "@tool is a decorator factory: write @tool() (options optional)");
  return { settings: {}, node: decorator };
}
