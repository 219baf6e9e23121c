import { basename, dirname, resolve } from "node:path";
import { ConfigError } from "../config/config-error.js";
import { isFolder } from "../path-stats.js";
import type { GenToolsSession } from "../session.js";
import { SETTLE_MS, SKIPPED_FOLDERS } from "./watch.js";
import type { WatchError } from "./watch-error.js";
import { watchTree } from "./watch-tree.js";

/**
 * Opens the session `--watch` runs; while the tsconfig or the config is bad (or missing, or gives
 * no files), reports it and tries again after each change under the project's folder (`project`'s,
 * or `cwd`), as `tsc --watch` waits for a tsconfig mended. Resolves with the session, or with
 * `undefined` when `signal` aborts first; rejects with a `WatchError` when the folder cannot be
 * watched.
 */
export function openWhenGood(open: () => GenToolsSession, where: { cwd: string; project?: string }, onError: (error: ConfigError) => void, signal: AbortSignal): Promise<GenToolsSession | undefined> {
  const attempt = (): GenToolsSession | undefined => {
    try {
      return open();
    } catch (error) {
      if (!(error instanceof ConfigError)) throw error;
      onError(error);
      return undefined;
    }
  };
  const first = attempt();
  if (first !== undefined || signal.aborted) return Promise.resolve(first);
  return new Promise((done, fail) => {
    let timer: NodeJS.Timeout | undefined;
    const finish = (settle: () => void): void => {
      clearTimeout(timer);
      tree.close();
      signal.removeEventListener("abort", stopped);
      settle();
    };
    const stopped = (): void => finish(() => done(undefined));
    const retry = (): void => {
      try {
        const session = attempt();
        if (session !== undefined) finish(() => done(session));
      } catch (error) {
        finish(() => fail(error));
      }
    };
    const tree = watchTree(projectFolder(where), {
      skip: (folder) => SKIPPED_FOLDERS.has(basename(folder)),
      onChange: () => {
        clearTimeout(timer);
        timer = setTimeout(retry, SETTLE_MS);
      },
      onError: (error: WatchError) => finish(() => fail(error)),
    });
    signal.addEventListener("abort", stopped, { once: true });
  });
}

/** The folder whose tsconfig `--project` names (a tsconfig, or the folder holding one), or `cwd`. */
function projectFolder({ cwd, project }: { cwd: string; project?: string }): string {
  if (project === undefined) return resolve(cwd);
  const given = resolve(cwd, project);
  return isFolder(given) ? given : dirname(given);
}
