import type { Diagnostic } from "../diagnostics.js";
import { isInNodeModules, isPackageFile, pathInPackage } from "../package-file.js";
import type { Definition } from "./definitions.js";
import type { Site } from "./site.js";

/**
 * The diagnostics of the definitions a tool reaches, those inside an installed package's
 * declarations moved to where the tool's own code reaches the package's type: the user cannot
 * edit node_modules, and the package's line does not say which parameter or property brought the
 * type in. A definition is converted once for all tools, so each tool's assembly moves them to its
 * own site; the package's file and line stay in the message.
 */
export function atUserSites(
  reached: readonly Definition[],
  rootSites: ReadonlyMap<Definition, Site>,
  locate: (site: Site) => Pick<Diagnostic, "file" | "line" | "column">,
): Diagnostic[] {
  const diagnostics = reached.flatMap((d) => d.diagnostics);
  if (!diagnostics.some(inPackage)) return diagnostics;
  const userSites = nearestUserSites(rootSites);
  return reached.flatMap((definition) =>
    definition.diagnostics.map((d) => {
      const site = userSites.get(definition);
      if (site === undefined || !inPackage(d)) return d;
      const where = `${pathInPackage(d.file ?? "")}:${d.line ?? 1}:${d.column ?? 1}`;
      return { ...d, ...locate(site), message: `${site.subject} reaches ${where}, where ${d.message}` };
    }),
  );
}

function inPackage(d: Diagnostic): boolean {
  return d.file !== undefined && isInNodeModules(d.file);
}

/**
 * For each definition reached from the root's references, the last site in the user's code on
 * the first path to it: `property 'Order.meta'` for a package type the user's `Order` names.
 */
function nearestUserSites(rootSites: ReadonlyMap<Definition, Site>): Map<Definition, Site> {
  const found = new Map(rootSites);
  // Breadth first: a Map's iteration goes on to the entries set while it runs.
  for (const [definition, from] of found) {
    definition.refSites.forEach((site, next) => {
      if (!found.has(next)) found.set(next, isPackageFile(site.node.getSourceFile()) ? from : site);
    });
  }
  return found;
}
