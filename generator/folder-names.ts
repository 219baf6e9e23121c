import { readdirSync } from "node:fs";

/** The names of what a folder holds; none when it cannot be read (it does not exist yet, say). */
export function namesIn(dir: string): string[] {
  try {
    return readdirSync(dir);
  } catch {
    return [];
  }
}
