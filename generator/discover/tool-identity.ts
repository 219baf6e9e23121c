import type ts from "../typescript.cjs";
import type { DiscoverContext } from "./discover-context.js";
import { snakeCase, toolNameProblem } from "./naming.js";
import type { ToolSettings } from "./tool-settings.js";

/** The settings every kind of tool resolves the same way: name (checked), options with defaults. */
export interface ToolIdentity {
  name: string;
  idempotent: boolean;
  timeoutMs: number | null;
  allowedAgents: string[] | null;
}

/**
 * A tool's name is its `name` option, else the member's name in snake_case, prefixed with the
 * class's under `nameStyle: "class.method"`. An invalid name is reported (GT2001) at `at`.
 */
export function toolIdentity(settings: ToolSettings, defaultName: string, at: ts.Node, ctx: DiscoverContext): ToolIdentity {
  const name = settings.name ?? defaultName;
  const problem = toolNameProblem(name);
  if (problem !== null) ctx.report(at, "GT2001", `tool name '${name}' ${problem}`);
  return {
    name,
    idempotent: settings.idempotent ?? false,
    timeoutMs: settings.timeoutMs ?? null,
    allowedAgents: settings.allowedAgents ?? null,
  };
}

/**
 * How the default names of a class's tools (or, without `className`, of tool functions) are made:
 * the member's name in snake_case, after the class's under `nameStyle: "class.method"`
 * (`weather_agent.get_forecast`). The class's part is worked out once for all its tools.
 */
export function defaultToolNames(className: string | null, ctx: DiscoverContext): (member: string) => string {
  const prefix = ctx.config.nameStyle === "class.method" && className !== null ? `${snakeCase(className)}.` : "";
  return (member) => prefix + snakeCase(member);
}

/** Reports a tool without any description: a warning, or an error under `requireDescriptions`. */
export function reportMissingDescription(name: string, at: ts.Node, how: string, ctx: DiscoverContext): void {
  const severity = ctx.config.requireDescriptions ? "error" : "warning";
  ctx.report(at, "GT2005", `tool '${name}' has no description: ${how}`, severity);
}
