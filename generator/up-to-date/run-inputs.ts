import { existsSync, readdirSync } from "node:fs";
import { dirname, join } from "node:path";
import { prettierConfigPaths } from "../emit/prettier-config-files.js";
import { isFolder } from "../path-stats.js";
import { nearestPackageFolder } from "../project/installed-package.js";
import { realPath } from "../real-folder.js";
import { isWithin } from "../within-folder.js";

/** What a finished run knows of where its inputs came from (see `GenToolsSession.lastRunSources`). */
export interface RunSources {
  /** The folder the run started in: where the nearest tsconfig was looked for. */
  cwd: string;
  /** Whether the tsconfig was given (`--project`) rather than looked for. */
  projectGiven: boolean;
  tsconfigPath: string;
  /** The tsconfig and those it extends. */
  tsconfigFiles: readonly string[];
  /** Where gen-tools' settings may come from (`gen-tools.config.json`, package.json), present or not. */
  configFiles: readonly string[];
  /** The tsconfig's files, parsed or not: those outside `include` were read for what they declare. */
  tsconfigFileNames: readonly string[];
  /** The folders the tsconfig takes sources from (see `Project.sourceFolders`). */
  sourceFolders: readonly string[];
  /** The folders the tsconfig's `include` patterns start from. */
  includeFolders: readonly string[];
  /** The `node_modules` folders packages resolve from. */
  packageFolders: readonly string[];
  /** What the compiler asked of the file system (see `Lookups`): the files it read, sources among them, and the rest, as paths. */
  lookups: { missing: readonly string[]; read: readonly string[]; listed: readonly string[]; followed: readonly string[] };
  outDir: string;
}

/**
 * Every path whose content, or absence, decided a run's outputs, as far as gen-tools can know
 * (beside its `packageFolders`): the files it read (sources, declarations, tsconfigs, its config,
 * the package.json files resolution read or that say whether a file is a module), where module
 * resolution looked and found nothing, the paths it followed through links, the folders a new file
 * would join the program from, the tsconfig.json that would be found nearer, and the prettier
 * configurations the generated module's format would follow. Not here: the packages those
 * configurations name (see `prettierInputs`).
 */
export function inputPaths(sources: RunSources): string[] {
  const paths = new Set<string>([...sources.tsconfigFiles, ...sources.configFiles, ...sources.tsconfigFileNames, ...sources.lookups.read]);
  const files = [...paths];
  // A followed path's probe says where its link leads (see `recordRun`).
  for (const path of [...sources.lookups.missing, ...sources.lookups.listed, ...sources.lookups.followed]) paths.add(path);
  if (!sources.projectGiven) {
    for (let dir = sources.cwd; dir !== dirname(sources.tsconfigPath) && dirname(dir) !== dir; dir = dirname(dir)) paths.add(join(dir, "tsconfig.json"));
  }
  const folders = new Set<string>();
  for (const folder of [...sources.sourceFolders, ...sources.includeFolders]) {
    // The output folder is left out, unless the sources are in it.
    walkFolders(folder, isWithin(folder, sources.outDir) ? undefined : sources.outDir, folders);
  }
  for (const file of files) folders.add(dirname(file));
  // The node_modules folders themselves are probed for their packages (see `packagesProbe`).
  for (const packages of sources.packageFolders) folders.add(join(packages, "@types"));
  for (const folder of folders) paths.add(folder);
  for (const manifest of packageManifests(files, sources.lookups)) paths.add(manifest);
  for (const path of prettierConfigPaths(sources.outDir)) paths.add(path);
  return [...paths];
}

/**
 * The folders that end prettier's search for an `.editorconfig` (a repository's root: `.git`,
 * `.hg`), in the output folder and every folder above: whether each is there, not what it holds,
 * which changes with every commit.
 */
export function rootMarkers(outDir: string): string[] {
  const markers: string[] = [];
  for (let dir = outDir; ; dir = dirname(dir)) {
    markers.push(join(dir, ".git"), join(dir, ".hg"));
    if (dirname(dir) === dir) return markers;
  }
}

/**
 * `folder` and the folders under it, into `into`: where a new source file could appear. Folders
 * reached through a symbolic link are walked too, as the compiler reads them. Not walked into:
 * `node_modules` (packages are found by what the program read of them), hidden folders (as the
 * compiler's `**` does not match them; an `include` naming one starts a walk of its own), and the
 * output folder, which the run itself writes.
 */
function walkFolders(folder: string, outDir: string | undefined, into: Set<string>, walked = new Set<string>()): void {
  if ((outDir !== undefined && isWithin(folder, outDir)) || into.has(folder)) return;
  into.add(folder);
  // A link that leads back up would walk forever: each real folder is walked once.
  const real = realPath(folder);
  if (walked.has(real)) return;
  walked.add(real);
  let entries;
  try {
    entries = readdirSync(folder, { withFileTypes: true });
  } catch {
    return;
  }
  for (const entry of entries) {
    if (entry.name === "node_modules" || entry.name.startsWith(".")) continue;
    const path = join(folder, entry.name);
    if (entry.isDirectory() || (entry.isSymbolicLink() && isFolder(path))) walkFolders(path, outDir, into, walked);
  }
}

/**
 * The nearest package.json above each file: its `type` decides whether a `.ts` file is a module, and
 * its `exports` what an import finds. The compiler looked for most of them (a file's package scope,
 * under `node16` and `nodenext` resolution), and what it found, or did not, is not asked again: the
 * disk is asked only for the files whose scope it did not look up (the tsconfigs, the files it did
 * not parse, every file under other resolutions), and once for each path.
 */
function packageManifests(files: readonly string[], lookups: RunSources["lookups"]): Set<string> {
  const present = new Set(lookups.read);
  const absent = new Set(lookups.missing);
  // The disk's answers are kept too: the walks from folders of one package share their ancestors.
  const exists = (path: string): boolean => {
    if (present.has(path)) return true;
    if (absent.has(path)) return false;
    const there = existsSync(path);
    (there ? present : absent).add(path);
    return there;
  };
  const found = new Set<string>();
  for (const dir of new Set(files.map((file) => dirname(file)))) {
    const folder = nearestPackageFolder(dir, exists);
    if (folder !== undefined) found.add(join(folder, "package.json"));
  }
  return found;
}
