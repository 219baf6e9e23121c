import { readdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";

/**
 * Marks each import of an optional peer dependency's types in the emitted declarations with
 * `// @ts-ignore`. A project without that peer (one that uses no MCP server, say) would otherwise
 * get TS2307 from gen-tools' own `.d.ts` files under `skipLibCheck: false`, tsc's default; with the
 * mark, its types are `any` there, and a project that has the peer gets them in full.
 */
export async function markOptionalPeerImports(outDir: string, optionalPeers: readonly string[]): Promise<void> {
  const isPeer = (specifier: string): boolean => optionalPeers.some((name) => specifier === name || specifier.startsWith(`${name}/`));
  for (const file of await declarationFiles(outDir)) {
    const lines = (await readFile(file, "utf8")).split("\n");
    const out: string[] = [];
    for (const [i, line] of lines.entries()) {
      const specifier = IMPORT_FROM.exec(line)?.[1];
      if (specifier !== undefined && isPeer(specifier) && !lines[i - 1]?.startsWith("// @ts-ignore")) {
        out.push("// @ts-ignore: an optional peer dependency; where it is not installed, its types are any");
      }
      out.push(line);
    }
    if (out.length !== lines.length) await writeFile(file, out.join("\n"));
  }
}

/** An import or re-export statement, as tsc writes one on a line of its own: the module it names. */
const IMPORT_FROM = /^(?:import|export)\b.*\bfrom "([^"]+)";$/;

async function declarationFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile() && /\.d\.c?ts$/.test(e.name)).map((e) => join(e.parentPath, e.name));
}
