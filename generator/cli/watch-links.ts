import { lstatSync } from "node:fs";
import { realPath } from "../real-folder.js";

/**
 * The files a run read that are symbolic links, and where each leads. A watch sees a link's own
 * folder, where the link is replaced, not the file it leads to, where the edits are made: the
 * targets are to be watched too, and a change to one stands for the links to it. A file is looked
 * at when first given, and again once a change to it was reported (replaced by a link, or a link
 * replaced by a file): one lstat each, not one per file per run.
 */
export class LinkTargets {
  /** Each link's target, by the link's path. */
  readonly #targets = new Map<string, string>();
  /** The paths looked at, and not changed since. */
  readonly #known = new Set<string>();

  /** Looks at those of `files` not looked at since they were first given or last changed; the links no longer among them are forgotten. */
  update(files: readonly string[]): void {
    if (this.#targets.size > 0) {
      const given = new Set(files);
      for (const link of this.#targets.keys()) {
        if (given.has(link)) continue;
        this.#targets.delete(link);
        this.#known.delete(link);
      }
    }
    for (const file of files) {
      if (this.#known.has(file)) continue;
      this.#known.add(file);
      const target = lstatSync(file, { throwIfNoEntry: false })?.isSymbolicLink() === true ? realPath(file) : file;
      if (target === file) this.#targets.delete(file);
      else this.#targets.set(file, target);
    }
  }

  /** Has `path` looked at again by the next `update`: a change to it was reported. */
  changed(path: string): void {
    this.#known.delete(path);
  }

  /** Where the links lead. */
  targets(): string[] {
    return [...new Set(this.#targets.values())];
  }

  /** The links that lead to `path`. */
  linksTo(path: string): string[] {
    const links: string[] = [];
    for (const [link, target] of this.#targets) if (target === path) links.push(link);
    return links;
  }
}
