/**
 * gen-tools' own pieces, loaded by name so that the bench still runs the tables it can while a piece
 * is missing from the checkout: a missing module or export becomes a reason printed in its row.
 */
export type Loaded<T> = { ok: true; value: T } | { ok: false; reason: string };

/** `modulePath` is relative to the repository root: `src/validator/index.js`. */
export async function loadExport<T>(modulePath: string, exportName: string): Promise<Loaded<T>> {
  const url = new URL(`../${modulePath}`, import.meta.url);
  let mod: Record<string, unknown>;
  try {
    mod = (await import(url.href)) as Record<string, unknown>;
  } catch (error) {
    const missing =
      error instanceof Error &&
      "code" in error &&
      error.code === "ERR_MODULE_NOT_FOUND" &&
      error.message.includes(url.pathname);
    return {
      ok: false,
      reason: missing ? `not available yet (no ${modulePath})` : `${modulePath} failed to load: ${firstLine(error)}`,
    };
  }
  const value = mod[exportName];
  if (value === undefined) return { ok: false, reason: `not available yet (${modulePath} has no '${exportName}')` };
  // The export's type is the contract in DESIGN.md and the assignment; the caller names it.
  return { ok: true, value: value as T };
}

export function firstLine(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.split("\n")[0] ?? text;
}
