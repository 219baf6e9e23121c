import { lstatSync, readlinkSync } from "node:fs";
import { dirname, isAbsolute, join, parse, sep } from "node:path";
import { isSymbolicLink } from "../path-stats.js";
import { watchableFolder } from "./watchable-folder.js";

/** How many links a path may go through, as Linux follows them (its MAXSYMLINKS): a loop ends there. */
const MAX_LINKS = 40;

/**
 * The files a run read that are symbolic links, and where each leads. A watch sees a link's own
 * folder, where the link is replaced, not the file it leads to, where the edits are made: the
 * targets are to be watched too, and a change to one stands for the links to it. So do the links
 * met on the way there (a folder link, `current` to a release, say): one pointed elsewhere leads
 * the file elsewhere, with no event where it was. A file is looked at when first given, and again
 * once a change to it was reported (replaced by a link, or a link replaced by a file): one lstat
 * each, not one per file per run.
 */
export class LinkTargets {
  /** By each link's path: where it leads, and the other links met on the way there. */
  readonly #followed = new Map<string, string[]>();
  /** The paths looked at, and not changed since. */
  readonly #known = new Set<string>();

  /** Looks at those of `files` not looked at since they were first given or last changed; the links no longer among them are forgotten. */
  update(files: readonly string[]): void {
    if (this.#followed.size > 0) {
      const given = new Set(files);
      for (const link of this.#followed.keys()) {
        if (given.has(link)) continue;
        this.#followed.delete(link);
        this.#known.delete(link);
      }
    }
    for (const file of files) {
      if (this.#known.has(file)) continue;
      this.#known.add(file);
      if (!isSymbolicLink(file)) this.#followed.delete(file);
      else {
        const { target, links } = followLinks(file);
        this.#followed.set(file, [target, ...links.filter((link) => link !== file && watchableFolder(dirname(link)))]);
      }
    }
  }

  /** Has `path` looked at again by the next `update`: a change to it was reported. */
  changed(path: string): void {
    this.#known.delete(path);
  }

  /** Where the links lead, and the links met on the way. */
  targets(): string[] {
    return [...new Set([...this.#followed.values()].flat())];
  }

  /** The links that lead to `path`, or through it. */
  linksTo(path: string): string[] {
    const links: string[] = [];
    for (const [link, followed] of this.#followed) if (followed.includes(path)) links.push(link);
    return links;
  }
}

/**
 * Where the file `path` (absolute) leads, and the symbolic links met on the way, its folders' and its
 * own, as the system resolves it: one walk, where the real path and the links would take one each.
 * Where it leads nowhere (a link dangles, or loops), `target` is `path` itself, as `realPath` gives.
 */
function followLinks(path: string): { target: string; links: string[] } {
  const links: string[] = [];
  let at = parse(path).root;
  let names = namesIn(path);
  try {
    while (names.length > 0) {
      const [name = "", ...rest] = names;
      names = rest;
      // `at` has no link in it: `..` leads to its parent.
      if (name === "..") {
        at = dirname(at);
        continue;
      }
      const next = join(at, name);
      if (!lstatSync(next).isSymbolicLink()) {
        at = next;
        continue;
      }
      if (links.length === MAX_LINKS) return { target: path, links };
      links.push(next);
      const text = readlinkSync(next);
      if (isAbsolute(text)) at = parse(text).root;
      names = [...namesIn(text), ...rest];
    }
    return { target: at, links };
  } catch {
    // Gone, changed or unreadable on the way: the links met so far.
    return { target: path, links };
  }
}

/** The names a path is made of, its root and `.` left out. */
function namesIn(path: string): string[] {
  return path
    .slice(parse(path).root.length)
    .split(sep)
    .filter((name) => name !== "" && name !== ".");
}
