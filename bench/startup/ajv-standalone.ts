import { writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { Ajv2020 } from "ajv/dist/2020.js";
import type { ToolEntry } from "../../src/manifest.js";

// Required, not imported: Node and tsx disagree on what a default import of this CommonJS module is.
const require = createRequire(import.meta.url);
const standaloneCode = (require("ajv/dist/standalone/index.js") as typeof import("ajv/dist/standalone/index.js")).default;

/** A CommonJS module: Ajv's standalone code requires its runtime helpers, even when it exports ESM. */
export const AJV_STANDALONE_FILE = "ajv-standalone.cjs";

/**
 * Ajv's own ahead-of-time output for the same tools, the peer of gen-tools' validators (index and schema modules):
 * `standaloneCode` of an Ajv 2020 instance with `allErrors` (gen-tools' validators collect every
 * error too), one export per tool: `tool0`, `tool1`, ... in the order of `tools`. The file is
 * written outside the repository, so its requires of Ajv's runtime helpers name them by absolute
 * path.
 */
export async function writeAjvStandalone(tools: readonly ToolEntry[], dir: string): Promise<string> {
  const ajv = new Ajv2020({ allErrors: true, code: { source: true } });
  const exportsByName: Record<string, string> = {};
  tools.forEach((tool, i) => {
    ajv.addSchema(tool.inputSchema, tool.name);
    exportsByName[`tool${i}`] = tool.name;
  });
  const runtime = dirname(require.resolve("ajv/dist/runtime/ucs2length.js"));
  const code = standaloneCode(ajv, exportsByName).replace(/require\("ajv\/dist\/runtime\/([\w-]+)"\)/g, (_, name: string) => `require(${JSON.stringify(join(runtime, name))})`);
  const file = join(dir, AJV_STANDALONE_FILE);
  await writeFile(file, code);
  return file;
}
