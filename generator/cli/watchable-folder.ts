import { accessSync, constants } from "node:fs";

/**
 * Whether a folder outside the project may be watched for the files it could hold: it is there, and
 * this process may read it, which watching takes. A folder above the project that the user may only
 * pass through (another user's home folder, mode 711) would end the watch: a configuration or an
 * install there, made by its owner, is not seen.
 */
export function watchableFolder(folder: string): boolean {
  try {
    accessSync(folder, constants.R_OK);
    return true;
  } catch {
    return false;
  }
}
