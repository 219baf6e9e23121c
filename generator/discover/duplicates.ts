import type { DiscoverContext } from "./discover-context.js";
import type { DiscoveredTool } from "./discovered-tool.js";
import { projectPath } from "../source-location.js";
import { compareText, groupBy } from "../ordering.js";

/** Locations a GT2002 lists before "and N more": 300 would make one 20,000-character line. */
const LISTED_LOCATIONS = 5;

/**
 * Two tools with one name cannot both be registered: one error per name (GT2002) at its first
 * location, listing the first few locations, with the ways out.
 */
export function reportDuplicateNames(tools: readonly DiscoveredTool[], ctx: DiscoverContext): void {
  const byName = groupBy(tools, (t) => t.name);
  for (const [name, group] of byName) {
    if (group.length < 2) continue;
    const sorted = [...group].sort(compareLocation);
    const where = listedLocations(sorted);
    const hint = duplicateHint(sorted, ctx.config.nameStyle === "method");
    ctx.report(sorted[0]!.node, "GT2002", `tool name '${name}' is declared ${group.length} times: ${where}; ${hint}`);
  }
}

function listedLocations(sorted: readonly DiscoveredTool[]): string {
  const listed = sorted.slice(0, LISTED_LOCATIONS).map((t) => `${ownerLabel(t)} (${t.at.file}:${t.at.line})`).join(", ");
  const more = sorted.length - LISTED_LOCATIONS;
  return more > 0 ? `${listed} and ${more} more` : listed;
}

/**
 * The ways out of a name clash. One method inherited by several classes (an abstract base's tool
 * under each subclass) has one name option for all of them: only class-qualified names tell them apart.
 */
function duplicateHint(tools: readonly DiscoveredTool[], byMethodName: boolean): string {
  const first = tools[0]!;
  const inherited = tools.every((t) => t.at.file === first.at.file && t.at.line === first.at.line && t.at.column === first.at.column);
  if (inherited) return byMethodName ? 'one method inherited by each class: set nameStyle "class.method", which names each by its class' : "one method inherited by each class";
  return byMethodName ? 'give each a distinct name option, make a base class abstract, or set nameStyle "class.method"' : "give each a distinct name option";
}

/** The runtime finds agent instances by class name, so two tool classes must not share one (GT2008). */
export function reportClassNameClashes(tools: readonly DiscoveredTool[], ctx: DiscoverContext): void {
  const byClass = groupBy(
    tools.flatMap((t) => (t.kind === "method" ? [t] : [])),
    (t) => t.className,
  );
  for (const [className, group] of byClass) {
    // Relative paths only for a clash: on 5,000 tools this runs on every watch re-run.
    const distinct = new Set(group.map((t) => t.classExport.file));
    if (distinct.size < 2) continue;
    const files = [...distinct].map((file) => projectPath(ctx.root, file)).sort();
    const first = [...group].sort(compareLocation)[0]!;
    ctx.report(first.node, "GT2008", `class name '${className}' owns tools in ${files.length} files (${files.join(", ")}); agent instances are matched by class name: rename one`);
  }
}

/** The runtime finds functions by export name (`handlers`), so two tool functions must not share one (GT2014). */
export function reportExportNameClashes(tools: readonly DiscoveredTool[], ctx: DiscoverContext): void {
  const byExport = groupBy(
    tools.flatMap((t) => (t.kind === "method" ? [] : [t])),
    (t) => t.export.name,
  );
  for (const [name, group] of byExport) {
    // Relative paths only for a clash: on 5,000 tools this runs on every watch re-run.
    const distinct = new Set(group.map((t) => t.export.file));
    if (distinct.size < 2) continue;
    const files = [...distinct].map((file) => projectPath(ctx.root, file)).sort();
    const first = [...group].sort(compareLocation)[0]!;
    ctx.report(first.node, "GT2014", `tool functions exported as '${name}' from ${files.length} files (${files.join(", ")}); handlers are passed by export name: rename one`);
  }
}

function ownerLabel(tool: DiscoveredTool): string {
  return tool.kind === "method" ? `${tool.className}.${tool.member}` : tool.export.name;
}

function compareLocation(a: DiscoveredTool, b: DiscoveredTool): number {
  return compareText(a.at.file, b.at.file) || a.at.line - b.at.line || compareText(ownerLabel(a), ownerLabel(b));
}

