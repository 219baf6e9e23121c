import type { ToolEntry } from "../src/manifest.js";
import { entryText } from "./emit/manifest-json.js";

/** Which tools a run adds, removes or changes, against the manifest on disk. */
export interface ToolChanges {
  added: string[];
  removed: string[];
  changed: string[];
}

/** Each entry's manifest text by tool name: what `toolChanges` compares. */
export type EntryTexts = ReadonlyMap<string, string>;

export function entryTexts(entries: readonly ToolEntry[]): Map<string, string> {
  return new Map(entries.map((e) => [e.name, entryText(e)]));
}

/** Compares entries by name; `previous` is `null` when there was no (readable) manifest. */
export function toolChanges(previous: EntryTexts | null, next: EntryTexts): ToolChanges {
  const before = previous ?? new Map<string, string>();
  return {
    added: [...next.keys()].filter((n) => !before.has(n)),
    removed: [...before.keys()].filter((n) => !next.has(n)),
    changed: [...next.entries()].filter(([n, text]) => before.has(n) && before.get(n) !== text).map(([n]) => n),
  };
}

export function hasChanges(changes: ToolChanges): boolean {
  return changes.added.length + changes.removed.length + changes.changed.length > 0;
}

/** Names listed before the rest is only counted, so 5,000 new tools make one short line. */
const LISTED = 8;

/** `+a ~b -c`, `+a +b ... and 4992 more`, or `no tool changes`. */
export function describeChanges(changes: ToolChanges): string {
  const parts = [...changes.added.map((n) => `+${n}`), ...changes.changed.map((n) => `~${n}`), ...changes.removed.map((n) => `-${n}`)];
  if (parts.length === 0) return "no tool changes";
  const counts = `${changes.added.length} added, ${changes.changed.length} changed, ${changes.removed.length} removed`;
  return parts.length <= LISTED ? parts.join(" ") : `${parts.slice(0, LISTED).join(" ")} and ${parts.length - LISTED} more (${counts})`;
}
