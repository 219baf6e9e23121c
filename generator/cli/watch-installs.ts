import { existsSync } from "node:fs";
import { basename, dirname, join } from "node:path";
import { isFolder } from "../path-stats.js";
import { watchFiles } from "./watch-files.js";
import type { WatchError } from "./watch-error.js";
import { watchableFolder } from "./watchable-folder.js";

/**
 * What npm, pnpm and yarn write in `node_modules` once an install is done: the one event of an
 * install to act on, rather than the thousands of its files.
 */
const INSTALL_MARKERS = [
  ".package-lock.json",
  ".modules.yaml",
  ".yarn-state.yml",
  ".yarn-integrity",
];

/** Installs into the project's folder and those above it, as a watch sees them. */
export interface InstallsWatcher {
  /** Watches where installs show now (see `installSigns`). */
  watch(): void;
  /**
   * Watches where installs show now, a node_modules made since included: an install's end already
   * written in one (a fast install, or one made during a run) is an install done. Its existence
   * tells, not its time: a folder shared from another machine or a VM stamps files by its clock.
   */
  follow(): void;
  close(): void;
}

/**
 * Watches for installs into the folder `root()` gives (the project's, which a reload may change)
 * and those above it; `onInstall` is given the marker of each install done, or of a node_modules
 * removed. A node_modules made is an install begun (npm makes it first, then writes its packages
 * for seconds): its end is watched from then on.
 */
export function watchInstalls(
  root: () => string,
  onInstall: (marker: string) => void,
  onError: (error: WatchError) => void,
): InstallsWatcher {
  let closed = false;
  const signs = watchFiles({
    onChange: (path) =>
      basename(path) === "node_modules" ? follow() : onInstall(path),
    onError,
  });
  /** Watches where installs show; gives those it did not watch before. */
  const watchSigns = (): string[] => (closed ? [] : signs.set(installSigns(root())));
  const follow = (): void => {
    for (const marker of watchSigns()) if (existsSync(marker)) onInstall(marker);
  };
  return {
    watch: () => void watchSigns(),
    follow,
    close: () => {
      closed = true;
      signs.close();
    },
  };
}

/**
 * Where an install shows, for a project in `root`: in each `node_modules` of its folder and those
 * above (a workspace installs into the repository's root), the file npm, pnpm or yarn writes once it
 * is done (`INSTALL_MARKERS`); where a folder has no `node_modules`, the one an install makes there
 * (the first install, or one after `rm -rf node_modules`). Each only where its folder can be watched
 * (see `watchableFolder`): another user's, above the project, may not be. A `node_modules` that
 * leads to no folder (a link that loops or dangles, or one that cannot be looked at) is taken as
 * none, whose replacement shows where it is, rather than end the watch with the system's error.
 */
function installSigns(root: string): string[] {
  const signs: string[] = [];
  for (let folder = root; ; folder = dirname(folder)) {
    const packages = join(folder, "node_modules");
    if (isFolder(packages)) {
      if (watchableFolder(packages))
        signs.push(...INSTALL_MARKERS.map((marker) => join(packages, marker)));
    } else if (watchableFolder(folder)) signs.push(packages);
    if (dirname(folder) === folder) return signs;
  }
}
