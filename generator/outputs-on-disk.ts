import { closeSync, openSync, readFileSync, readSync, type Stats } from "node:fs";
import { statOf } from "./path-stats.js";
import { everyUtf8Chunk, MAX_CHUNK_BYTES, utf8Length } from "./utf8-chunks.js";

/** What is known of a file: its text, as the pieces it was written or found in. */
interface Known {
  parts: readonly string[];
  size: number;
  mtimeMs: number;
}

/**
 * The text of the output files as they are on disk, remembered between runs of one session: watch
 * mode compares megabytes of manifest with what it is about to write after every edit. A file whose
 * size and modification time are still those it had when read or written here is not read again;
 * anything else (edited, deleted, replaced by hand) is.
 */
export class OutputsOnDisk {
  readonly #known = new Map<string, Known>();

  /**
   * The file's text, or `null` when there is no such file. Its line endings read as `\n`, as
   * gen-tools writes them: a checkout with CRLF (see `sameBesideLineEnds`) holds the same text.
   */
  read(path: string): string | null {
    const stats = statOf(path);
    if (stats === undefined) {
      this.#known.delete(path);
      return null;
    }
    const known = this.#knownAs(path, stats);
    if (known !== undefined) return joined(known);
    // Bytes, then decoded: for a 9 MB manifest, Node 20's readFileSync(path, "utf8") took 96 ms against 62.
    const text = lf(readFileSync(path).toString("utf8"));
    this.#remember(path, [text], stats);
    return text;
  }

  /**
   * Whether the file holds `parts` joined, byte for byte as UTF-8. A file not read before is
   * compared a chunk at a time, not decoded: an up-to-date 9 MB manifest is then neither copied
   * into a string nor kept (decoding it took 45 ms of a run). One known from a run of the session
   * is compared piece by piece: the entries of unchanged tools are the same strings as before.
   */
  matches(path: string, parts: readonly string[]): boolean {
    const stats = statOf(path);
    const known = stats === undefined ? undefined : this.#knownAs(path, stats);
    if (known !== undefined) return sameText(known.parts, parts);
    const same = stats !== undefined && (stats.size === utf8Length(parts) ? holds(path, parts) : sameBesideLineEnds(path, stats.size, parts));
    if (same) this.#remember(path, parts, stats);
    else this.#known.delete(path);
    return same;
  }

  /** Records what was just written to `path`. */
  wrote(path: string, parts: readonly string[]): void {
    const stats = statOf(path);
    if (stats === undefined) this.#known.delete(path);
    else this.#remember(path, parts, stats);
  }

  /** What is known of the file, if it is still as it was then. */
  #knownAs(path: string, stats: Stats): Known | undefined {
    const known = this.#known.get(path);
    return known !== undefined && known.size === stats.size && known.mtimeMs === stats.mtimeMs ? known : undefined;
  }

  #remember(path: string, parts: readonly string[], stats: Stats): void {
    this.#known.set(path, { parts, size: stats.size, mtimeMs: stats.mtimeMs });
  }
}

/** The known text whole, joined once. */
function joined(known: Known): string {
  if (known.parts.length !== 1) known.parts = [known.parts.join("")];
  return known.parts[0] as string;
}

/**
 * Whether two texts in pieces are the same text. Pieces that line up are compared as strings (the
 * same strings, for the unchanged entries of a manifest rendered again); texts cut differently (one
 * read whole, say) are walked along each other, without joining either.
 */
function sameText(a: readonly string[], b: readonly string[]): boolean {
  let i = 0;
  let j = 0;
  let atA = 0;
  let atB = 0;
  for (;;) {
    while (i < a.length && atA === (a[i] as string).length) {
      i++;
      atA = 0;
    }
    while (j < b.length && atB === (b[j] as string).length) {
      j++;
      atB = 0;
    }
    if (i === a.length || j === b.length) return i === a.length && j === b.length;
    const partA = a[i] as string;
    const partB = b[j] as string;
    const length = Math.min(partA.length - atA, partB.length - atB);
    const same = length === partA.length && length === partB.length ? partA === partB : partA.startsWith(partB.substring(atB, atB + length), atA);
    if (!same) return false;
    atA += length;
    atB += length;
  }
}

/**
 * Whether the file holds `parts` joined but for its line endings: git with `core.autocrlf` (the
 * default on Windows) checks the outputs out with CRLF, or commits them with LF where prettier was
 * told CRLF. The text is the same, and a run that rewrote it would only swap them back. Read only
 * when the file's size is that of the text with every line ending one way or the other.
 */
function sameBesideLineEnds(path: string, size: number, parts: readonly string[]): boolean {
  let breaks = 0;
  let crlfs = 0;
  for (const part of parts) {
    for (let at = part.indexOf("\n"); at !== -1; at = part.indexOf("\n", at + 1)) {
      breaks++;
      if (part.charCodeAt(at - 1) === CR) crlfs++;
    }
  }
  const withLf = utf8Length(parts) - crlfs;
  if (breaks === 0 || (size !== withLf && size !== withLf + breaks)) return false;
  return lf(readFileSync(path).toString("utf8")) === lf(parts.join(""));
}

function lf(text: string): string {
  return text.includes("\r") ? text.replaceAll("\r\n", "\n") : text;
}

const CR = 0x0d;

/** Whether the file at `path` starts with `parts` joined, as UTF-8 (the caller compared the lengths). */
function holds(path: string, parts: readonly string[]): boolean {
  const fd = openSync(path, "r");
  try {
    const chunk = Buffer.allocUnsafe(MAX_CHUNK_BYTES);
    return everyUtf8Chunk(parts, (bytes) => {
      const view = chunk.subarray(0, bytes.length);
      for (let read = 0; read < view.length; ) {
        const n = readSync(fd, view, read, view.length - read, null);
        if (n === 0) return false;
        read += n;
      }
      return view.equals(bytes);
    });
  } finally {
    closeSync(fd);
  }
}
