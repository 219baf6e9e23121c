/**
 * Which imports are gen-tools'. Only the package's main entry, "gen-tools", exports the tool marks
 * `tool` and `registerTool`: its subpaths (package.json "exports": the providers, `mcp`, `vite`,
 * `generator`) export neither.
 */
export const GEN_TOOLS_PACKAGE = "gen-tools";

/** Whether an import from `specifier` can bind `tool` or `registerTool`. */
export function exportsToolMarks(specifier: string): boolean {
  return specifier === GEN_TOOLS_PACKAGE;
}

/**
 * Whether `specifier` is a module of the package: "gen-tools" or a subpath ("gen-tools/openai").
 * A mark imported from a subpath is lost (the subpath does not export it), but the import was meant
 * for gen-tools, so it is reported (GT2017) rather than the tool dropped without a word.
 */
export function isGenToolsModule(specifier: string): boolean {
  return exportsToolMarks(specifier) || specifier.startsWith(`${GEN_TOOLS_PACKAGE}/`);
}
