import type ts from "../typescript.cjs";
import { realPath } from "../real-folder.js";
import { compilerName } from "./read-tsconfig.js";

/**
 * The package.json files the compiler read, with the text it read: module resolution reads a
 * package's `types` and `exports` there, and a file's package scope its `type`. The compiler keeps
 * the resolutions of the files that did not change from one program to the next, so a watch must
 * see these files change and then have every import resolved again (see `Project.refresh`).
 */
export class PackageJsonReads {
  /** The text first read since `clear`, by the compiler's name for the file (through a package's link, say). */
  readonly #texts = new Map<string, string>();
  /** The real path of each name read, worked out once asked for (a watch): one-off runs never pay for it. */
  readonly #reals = new Map<string, string>();
  /** The names read, by real path: what a watch reports a change under. */
  readonly #names = new Map<string, string>();
  /** The names read whose real path is still to be worked out. */
  #realPathsToFind: string[] = [];

  /**
   * Wraps `host.readFile` so that the package.json files it reads are kept here. Each program reads
   * its files' package scopes again; the first text is kept, the one the resolutions were made with.
   */
  observe(host: ts.CompilerHost): void {
    const { readFile } = host;
    host.readFile = (path) => {
      const text = readFile.call(host, path);
      if (text !== undefined && path.endsWith("/package.json") && !this.#texts.has(path)) {
        this.#texts.set(path, text);
        this.#realPathsToFind.push(path);
      }
      return text;
    };
  }

  /**
   * The real paths of the package.json files read: a package linked into `node_modules` is edited
   * where it lives (and read there too, for the package scope of its files).
   */
  files(): string[] {
    this.#findRealPaths();
    return [...new Set(this.#reals.values())];
  }

  /** The text read of `fileName` (a compiler name: the name it was read under, or its real path), when it is a package.json read. */
  textRead(fileName: string): string | undefined {
    this.#findRealPaths();
    return this.#texts.get(this.#names.get(fileName) ?? fileName);
  }

  /** Forgets what was read: the next program resolves every import again, and reads what it needs anew. */
  clear(): void {
    this.#texts.clear();
    this.#reals.clear();
    this.#names.clear();
    this.#realPathsToFind = [];
  }

  #findRealPaths(): void {
    for (const name of this.#realPathsToFind) {
      // One gone keeps its name: a watch then reports its folder's removal.
      const real = realPath(name);
      this.#reals.set(name, real);
      this.#names.set(compilerName(real), name);
    }
    this.#realPathsToFind = [];
  }
}
