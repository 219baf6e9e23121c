/** The paths read with readFileSync in a test file's process, in order, once `recordingFs` stands for node:fs. */
export const readPaths: string[] = [];

/**
 * node:fs whose readFileSync notes each path in `readPaths` before fs's own read. A test file uses it as
 * `vi.mock("node:fs", async (original) => (await import("./helpers/recorded-reads.js")).recordingFs(await original()))`.
 */
export function recordingFs(fs: typeof import("node:fs")): typeof import("node:fs") & { default: typeof import("node:fs") } {
  const readFileSync = ((path: Parameters<typeof fs.readFileSync>[0], ...rest: unknown[]) => {
    readPaths.push(String(path));
    return (fs.readFileSync as (...args: unknown[]) => unknown)(path, ...rest);
  }) as typeof fs.readFileSync;
  return { ...fs, readFileSync, default: { ...fs, readFileSync } };
}
