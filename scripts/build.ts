import { execFile } from "node:child_process";
import { readFile, rm } from "node:fs/promises";
import { join, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { fillBuiltIdentity } from "./built-identity.js";
import { bundleCli } from "./bundle-cli.js";
import { bundleRuntime } from "./bundle-runtime.js";
import { markOptionalPeerImports } from "./optional-peer-types.js";

const REPO = fileURLToPath(new URL("..", import.meta.url));

export interface BuildResult {
  /** Whether tsc reported no error (it emits either way, and the bundle is made either way). */
  ok: boolean;
  /** What tsc printed. */
  output: string;
}

/**
 * The package's build, `npm run build`: `tsc -p tsconfig.build.json` into `outDir`, the optional
 * peers' imports in its declarations marked (see optional-peer-types.ts), the generator's identity
 * filled in (see built-identity.ts), then the CLI's bundle (see
 * bundle-cli.ts) and the runtime's (see bundle-runtime.ts), into an `outDir` emptied first. The tests and the bench build through this, into `dist/` or elsewhere.
 */
export async function buildPackage(outDir = join(REPO, "dist")): Promise<BuildResult> {
  // tsc writes over what is there: a module removed from the sources would stay, and be packed.
  await rm(outDir, { recursive: true, force: true });
  const tsc = join(REPO, "node_modules", "typescript", "bin", "tsc");
  const result = await new Promise<BuildResult>((done, fail) => {
    execFile(process.execPath, [tsc, "-p", join(REPO, "tsconfig.build.json"), "--outDir", outDir], { cwd: REPO, maxBuffer: 16 * 1024 * 1024 }, (error, stdout, stderr) => {
      // A numeric code is tsc's exit status (type errors); anything else is tsc not running at all.
      if (error !== null && typeof error.code !== "number") fail(error);
      else done({ ok: error === null, output: `${stdout}${stderr}` });
    });
  });
  const manifest = JSON.parse(await readFile(join(REPO, "package.json"), "utf8")) as { peerDependenciesMeta?: Record<string, { optional?: boolean }> };
  const optionalPeers = Object.entries(manifest.peerDependenciesMeta ?? {}).flatMap(([name, meta]) => (meta.optional === true ? [name] : []));
  await markOptionalPeerImports(outDir, optionalPeers);
  await fillBuiltIdentity(outDir, REPO);
  await bundleCli(outDir);
  await bundleRuntime(outDir);
  return result;
}

// `tsx scripts/build.ts [outDir]`: `npm run build`.
if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const result = await buildPackage(process.argv[2] === undefined ? undefined : resolve(process.argv[2]));
  process.stdout.write(result.output);
  if (!result.ok) process.exitCode = 1;
}
