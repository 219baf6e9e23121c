import ts from "../typescript.cjs";
import { positionOf } from "../source-location.js";
import type { DiscoverContext } from "./discover-context.js";
import type { FunctionTool } from "./discovered-tool.js";
import { jsDocSummary } from "./jsdoc.js";
import { moduleExportOf } from "./module-exports.js";
import { toolMarkOf } from "./tool-marks.js";
import { defaultToolNames, reportMissingDescription, toolIdentity } from "./tool-identity.js";

/**
 * A top-level function carrying the `@tool` JSDoc marker: `function f() {}` or
 * `const f = () => {}`. It must be exported, since the runtime receives it in `handlers`.
 */
export function functionTool(statement: ts.Statement, ctx: DiscoverContext): FunctionTool[] {
  if (ts.isFunctionDeclaration(statement)) return toTool(statement, statement, statement.name, ctx);
  if (!ts.isVariableStatement(statement)) return [];
  return statement.declarationList.declarations.flatMap((declaration) => {
    const init = declaration.initializer;
    if (init === undefined || !(ts.isArrowFunction(init) || ts.isFunctionExpression(init))) return [];
    return ts.isIdentifier(declaration.name) ? toTool(declaration, init, declaration.name, ctx) : [];
  });
}

function toTool(holder: ts.FunctionDeclaration | ts.VariableDeclaration, signature: ts.SignatureDeclaration, name: ts.Identifier | undefined, ctx: DiscoverContext): FunctionTool[] {
  const mark = toolMarkOf(holder, ctx);
  if (mark === undefined) return [];
  const exported = moduleExportOf(ctx.checker, holder);
  if (name === undefined || exported === null || exported.name === "default") {
    ctx.report(name ?? holder, "GT2007", `a @tool function must be a named export (the runtime receives it by that name in handlers)`);
    return [];
  }
  if (ts.isFunctionDeclaration(holder) && overloadCount(holder) > 1) {
    ctx.report(name, "GT2011", `tool function '${name.text}' is overloaded: a tool needs exactly one signature`);
    return [];
  }
  // `declare function`: nothing to call at run time.
  if (ts.isFunctionDeclaration(holder) && holder.body === undefined) return [];
  const identity = toolIdentity(mark.settings, defaultToolNames(null, ctx)(name.text), mark.settings.name === undefined ? name : mark.node, ctx);
  const description = jsDocSummary(holder);
  if (description === null) reportMissingDescription(identity.name, name, "add a JSDoc summary", ctx);
  return [
    {
      kind: "function",
      ...identity,
      description,
      at: positionOf(ctx.root, name),
      node: name,
      export: exported,
      signature,
      paramDescriptions: {},
    },
  ];
}

function overloadCount(fn: ts.FunctionDeclaration): number {
  const statements = fn.getSourceFile().statements;
  return statements.filter((s) => ts.isFunctionDeclaration(s) && s.name?.text === fn.name?.text).length;
}
