import { chmod, lstat, mkdir, readFile, readlink, symlink, unlink } from "node:fs/promises";
import { dirname, join, relative, resolve } from "node:path";

/**
 * Links `<projectDir>/node_modules/gen-tools` to the package at `packageDir`, and its `gen-tools`
 * bin into `node_modules/.bin`: the layout `npm install` makes for a `file:` dependency, made
 * without npm so it works offline on a fresh clone. The bin's target is made executable, as npm does.
 */
export async function linkGenTools(projectDir: string, packageDir: string): Promise<void> {
  const modules = join(projectDir, "node_modules");
  const packageLink = join(modules, "gen-tools");
  const bin = await binPath(packageDir);
  const cli = join(packageDir, bin);
  await mkdir(join(modules, ".bin"), { recursive: true });
  await replaceLink(packageLink, relative(modules, packageDir));
  await replaceLink(join(modules, ".bin", "gen-tools"), join("..", "gen-tools", bin));
  try {
    await chmod(cli, 0o755);
  } catch {
    throw new Error(`${cli} does not exist: build gen-tools first (npm run build at the repository root)`);
  }
}

/** The `gen-tools` bin's file, relative to the package, as its package.json names it. */
async function binPath(packageDir: string): Promise<string> {
  const { bin } = JSON.parse(await readFile(join(packageDir, "package.json"), "utf8")) as { bin: Record<string, string> };
  const path = bin["gen-tools"];
  if (path === undefined) throw new Error(`${join(packageDir, "package.json")} names no gen-tools bin`);
  return path;
}

/** Points `path` at `target` (relative to its folder); refuses to replace anything but a link. */
async function replaceLink(path: string, target: string): Promise<void> {
  const existing = await lstat(path).catch(() => undefined);
  if (existing !== undefined) {
    if (!existing.isSymbolicLink()) {
      throw new Error(`${path} exists and is not a link (an 'npm install' copy?): remove it, then run again`);
    }
    if (resolve(dirname(path), await readlink(path)) === resolve(dirname(path), target)) return;
    await unlink(path);
  }
  await symlink(target, path);
}
