import { existsSync } from "node:fs";
import { readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { REPO_ROOT } from "../build.js";
import { runNodeOk } from "../process/node-process.js";

/** The shared corpus generator of issue 5; outside the repository, so it may be absent. */
export const MKCORPUS = join(REPO_ROOT, "../shared/bench/mkcorpus.mjs");

export interface Corpus {
  dir: string;
  files: number;
  methods: number;
}

export function corpusAvailable(): boolean {
  return existsSync(MKCORPUS);
}

/**
 * Writes the synthetic project (`files` classes of `methods` JSDoc-marked tools) into `dir`. Every
 * class has the same method names, so gen-tools runs with `nameStyle: "class.method"`
 * (`agent7.tool3`), set in the project's `gen-tools.config.json`.
 */
export async function makeCorpus(dir: string, files: number, methods: number): Promise<Corpus> {
  await runNodeOk(MKCORPUS, [dir, String(files), String(methods)]);
  await writeFile(join(dir, "gen-tools.config.json"), `${JSON.stringify({ nameStyle: "class.method" }, null, 2)}\n`);
  return { dir, files, methods };
}

/** The two kinds of edit the watch row times: one that changes no schema, and one that does. */
export type EditKind = "descriptions" | "signature";

/**
 * Edits one file of the corpus as a person would. `descriptions` changes the summary of each of the
 * file's tools: their descriptions change, no schema does. `signature` gives the file's first tool
 * (`tool0`) a leading parameter: that tool's input schema changes, and with it the validators index
 * and that schema's module. `n` makes each edit differ from the last.
 */
export async function editOneFile(corpus: Corpus, file: number, n: number, kind: EditKind): Promise<void> {
  const path = join(corpus.dir, "src", `agent${file}.ts`);
  const text = await readFile(path, "utf8");
  const edited =
    kind === "descriptions"
      ? text.replace(/does something useful( \(revision \d+\))?\./g, `does something useful (revision ${n}).`)
      : text.replace(/ tool0\((edit\d+: number, )?/, ` tool0(edit${n}: number, `);
  if (edited === text) throw new Error(`the edit changed nothing in ${path}: has mkcorpus.mjs changed?`);
  await writeFile(path, edited);
}
