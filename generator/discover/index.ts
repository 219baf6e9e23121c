import ts from "../typescript.cjs";
import { ClassTools } from "./class-tools.js";
import { DiscoverContext } from "./discover-context.js";
import type { DiscoveredTool } from "./discovered-tool.js";
import { reportClassNameClashes, reportDuplicateNames, reportExportNameClashes } from "./duplicates.js";
import { functionTool } from "./function-tools.js";
import { GenToolsSymbols } from "./package-symbols.js";
import { registerToolCalls } from "./register-tool-calls.js";
import { reportUnreachedMarks } from "./unreached-marks.js";

export type { DiscoveredTool, FunctionTool, MethodTool, ModuleExport, RegisteredTool } from "./discovered-tool.js";

/**
 * Finds the tools declared in one file: `@tool()` methods, `@tool` JSDoc-marked methods and
 * functions, and `registerTool(...)` calls; a mark whose tool tools.gen.ts cannot import (in a class
 * expression, a namespace) is reported. Walks the compiler's own syntax tree and asks the checker
 * only to resolve names. `classes` is shared by the files of a run, so a base class's
 * marks are read once.
 */
export function discoverFile(file: ts.SourceFile, ctx: DiscoverContext, classes: ClassTools): DiscoveredTool[] {
  const tools: DiscoveredTool[] = [];
  for (const statement of file.statements) {
    if (ts.isClassDeclaration(statement)) tools.push(...classes.toolsOf(statement));
    else tools.push(...functionTool(statement, ctx));
  }
  tools.push(...registerToolCalls(file, ctx));
  reportUnreachedMarks(file, ctx, classes);
  return tools;
}

/** What can only be checked across all of a project's tools: names, class names, export names. */
export function checkAcrossFiles(tools: readonly DiscoveredTool[], ctx: DiscoverContext): void {
  reportDuplicateNames(tools, ctx);
  reportClassNameClashes(tools, ctx);
  reportExportNameClashes(tools, ctx);
}

export { ClassTools, DiscoverContext, GenToolsSymbols };
