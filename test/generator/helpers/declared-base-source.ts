import { discoveredIn, type Discovered } from "./beside-leading-mark.js";
import { sharedWorkspace } from "./shared-workspace.js";

/** The app's class, which extends `Repo` of `@acme/shared`. */
const ITEMS = `import { Repo } from "@acme/shared";\n\n/** Items. */\nexport class ItemRepo extends Repo {}\n`;

/**
 * A run on an app whose class extends `Repo` of the package `@acme/shared`, whose source (found by
 * its declaration map, so read from syntax alone) is `index`.
 */
export async function discoveredFromBaseSource(index: string): Promise<Discovered> {
  const project = sharedWorkspace({ "src/items.ts": ITEMS }, { "src/index.ts": index }, { declarationMap: true });
  try {
    return await discoveredIn(project.tsconfig);
  } finally {
    project.remove();
  }
}
