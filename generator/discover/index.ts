import { ts } from "ts-morph";
import type { GenToolsConfig } from "../config/config.js";
import type { Diagnostic } from "../diagnostics.js";
import { ClassTools } from "./class-tools.js";
import { DiscoverContext } from "./discover-context.js";
import type { DiscoveredTool } from "./discovered-tool.js";
import { reportClassNameClashes, reportDuplicateNames, reportExportNameClashes } from "./duplicates.js";
import { functionTool } from "./function-tools.js";
import { GenToolsSymbols } from "./package-symbols.js";
import { registerToolCalls } from "./register-tool-calls.js";

export type { DiscoveredTool, FunctionTool, MethodTool, ModuleExport, RegisteredTool } from "./discovered-tool.js";

export interface Discovery {
  tools: DiscoveredTool[];
  diagnostics: Diagnostic[];
}

/**
 * Finds the tools declared in `files`: `@tool()` methods, `@tool` JSDoc-marked methods and
 * functions, and `registerTool(...)` calls. Walks the compiler's own syntax trees (no ts-morph
 * wrappers) and asks the checker only to resolve names.
 */
export function discoverTools(files: readonly ts.SourceFile[], checker: ts.TypeChecker, root: string, config: GenToolsConfig): Discovery {
  const ctx = new DiscoverContext(checker, root, config, new GenToolsSymbols(checker));
  const classes = new ClassTools(ctx);
  const tools: DiscoveredTool[] = [];
  for (const file of files) {
    for (const statement of file.statements) {
      if (ts.isClassDeclaration(statement)) tools.push(...classes.toolsOf(statement));
      else tools.push(...functionTool(statement, ctx));
    }
    tools.push(...registerToolCalls(file, ctx));
  }
  reportDuplicateNames(tools, ctx);
  reportClassNameClashes(tools, ctx);
  reportExportNameClashes(tools, ctx);
  return { tools, diagnostics: ctx.diagnostics };
}
