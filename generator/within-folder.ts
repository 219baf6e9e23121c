import { isAbsolute, relative } from "node:path";

/** Whether `path` is `folder` or under it. */
export function isWithin(path: string, folder: string): boolean {
  const rest = relative(folder, path);
  return rest === "" || (!rest.startsWith("..") && !isAbsolute(rest));
}
