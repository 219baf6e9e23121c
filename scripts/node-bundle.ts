import type { BuildOptions } from "esbuild";

/**
 * How the package's bundles are made from tsc's modules: ES modules for Node 20, the code entry
 * points share in chunks, packages left external (they are the user's install, not ours). Source
 * maps chain through tsc's own to the TypeScript sources, so that a stack names `src/…/*.ts` lines;
 * positions are what a stack needs, and the sources' text would add to the package.
 */
export const NODE_BUNDLE: BuildOptions = {
  bundle: true,
  splitting: true,
  format: "esm",
  platform: "node",
  target: "node20",
  packages: "external",
  sourcemap: true,
  sourcesContent: false,
  logLevel: "warning",
};
