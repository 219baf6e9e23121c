import { closeSync, openSync, readFileSync, readSync, statSync, type Stats } from "node:fs";
import { everyUtf8Slice, MAX_SLICE_BYTES } from "./utf8-slices.js";

/**
 * The text of the output files as they are on disk, remembered between runs of one session: watch
 * mode compares megabytes of manifest with what it is about to write after every edit. A file whose
 * size and modification time are still those it had when read or written here is not read again;
 * anything else (edited, deleted, replaced by hand) is.
 */
export class OutputsOnDisk {
  readonly #known = new Map<string, { text: string; size: number; mtimeMs: number }>();

  /** The file's text, or `null` when there is no such file. */
  read(path: string): string | null {
    const stats = statOrNull(path);
    if (stats === null) {
      this.#known.delete(path);
      return null;
    }
    const known = this.#known.get(path);
    if (known !== undefined && known.size === stats.size && known.mtimeMs === stats.mtimeMs) return known.text;
    // Bytes, then decoded: for a 9 MB manifest, Node 20's readFileSync(path, "utf8") took 96 ms against 62.
    const text = readFileSync(path).toString("utf8");
    this.#remember(path, text, stats);
    return text;
  }

  /**
   * Whether the file holds `text`, byte for byte as UTF-8. A file not read before is compared a
   * slice at a time, not decoded: an up-to-date 9 MB manifest is then neither copied into a string
   * nor kept (decoding it took 45 ms of a run).
   */
  matches(path: string, text: string): boolean {
    const stats = statOrNull(path);
    const known = this.#known.get(path);
    if (stats !== null && known !== undefined && known.size === stats.size && known.mtimeMs === stats.mtimeMs) return known.text === text;
    const same = stats !== null && stats.size === Buffer.byteLength(text) && holds(path, text);
    if (same) this.#remember(path, text, stats);
    else this.#known.delete(path);
    return same;
  }

  /** Records what was just written to `path`. */
  wrote(path: string, text: string): void {
    const stats = statOrNull(path);
    if (stats === null) this.#known.delete(path);
    else this.#remember(path, text, stats);
  }

  #remember(path: string, text: string, stats: Stats): void {
    this.#known.set(path, { text, size: stats.size, mtimeMs: stats.mtimeMs });
  }
}

function statOrNull(path: string): Stats | null {
  return statSync(path, { throwIfNoEntry: false }) ?? null;
}

/** Whether the file at `path` starts with `text` as UTF-8 (the caller compared the lengths). */
function holds(path: string, text: string): boolean {
  const fd = openSync(path, "r");
  try {
    const chunk = Buffer.allocUnsafe(MAX_SLICE_BYTES);
    return everyUtf8Slice(text, (bytes) => {
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
