import { closeSync, mkdirSync, openSync, renameSync, rmSync, writeFileSync, writeSync } from "node:fs";
import { dirname } from "node:path";
import { isFolder } from "../path-stats.js";
import { everyUtf8Chunk } from "../utf8-chunks.js";

export interface OutputFile {
  path: string;
  readonly text: string;
  /** Where the renderer has the text in pieces: these, joined (see `outputOfParts`). */
  readonly parts?: readonly string[];
}

/**
 * An output whose text is `parts` joined. It is written and compared piece by piece, and joined
 * only if something asks for `text`: the manifest of 5,000 tools is 9 MB, which a join would copy.
 */
export function outputOfParts(path: string, parts: readonly string[]): OutputFile {
  let joined: string | undefined;
  return {
    path,
    parts,
    get text() {
      return (joined ??= parts.join(""));
    },
  };
}

/** An output's text as the pieces it was rendered in (one, unless it has parts). */
export function partsOf(output: OutputFile): readonly string[] {
  return output.parts ?? [output.text];
}

/** Bytes to write (a code cache). */
interface BytesFile {
  path: string;
  bytes: NodeJS.ArrayBufferView;
}

/**
 * Writes every file to a temporary sibling first, then renames each into place, so a failure
 * part-way leaves no half-written file and readers never see a partial one; one that fails
 * before the renames leaves every file as it was. `obsolete` files (an
 * earlier run's outputs that this run no longer produces, or the caches a new one replaces) are
 * removed once the new ones are in place.
 */
export function writeOutputs(files: readonly (OutputFile | BytesFile)[], obsolete: readonly string[] = []): void {
  const staged: { temp: string; path: string }[] = [];
  try {
    for (const file of files) {
      mkdirSync(dirname(file.path), { recursive: true });
      const temp = `${file.path}.${process.pid}.tmp`;
      staged.push({ temp, path: file.path });
      if ("bytes" in file) writeFileSync(temp, file.bytes);
      else writeText(temp, partsOf(file));
    }
    // A folder in a file's place is the one thing that fails a rename once its temporary file could
    // be written beside it: found before the first rename, so that no file is replaced. A link that
    // loops is no folder: the rename puts the file in its place, as it does a link that dangles.
    const blocked = staged.find(({ path }) => isFolder(path));
    if (blocked !== undefined) throw Object.assign(new Error(`${blocked.path} is a folder, where an output file goes`), { code: "EISDIR" });
    for (const { temp, path } of staged) renameSync(temp, path);
  } catch (error) {
    for (const { temp } of staged) rmSync(temp, { force: true });
    throw error;
  }
  for (const path of obsolete) rmSync(path, { force: true });
}

/** Writes text as UTF-8 a chunk at a time (see `everyUtf8Chunk`). */
function writeText(path: string, parts: readonly string[]): void {
  const fd = openSync(path, "w");
  try {
    everyUtf8Chunk(parts, (bytes) => {
      for (let written = 0; written < bytes.length; ) written += writeSync(fd, bytes, written, bytes.length - written);
      return true;
    });
  } finally {
    closeSync(fd);
  }
}
