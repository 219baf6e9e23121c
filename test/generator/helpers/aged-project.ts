import { readdirSync, utimesSync } from "node:fs";
import { join } from "node:path";

/**
 * Every file and folder of the project a minute older: a run leaves no record while an input is
 * as new as its start, since it may have read it before its last change (see `recordRun`). Links
 * are left as they are (a link that loops cannot be touched); what a project's link leads to within
 * it is aged as its own entry.
 */
export function age(dir: string): void {
  const then = new Date(Date.now() - 60_000);
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) if (!entry.isSymbolicLink()) utimesSync(join(entry.parentPath, entry.name), then, then);
  utimesSync(dir, then, then);
}
