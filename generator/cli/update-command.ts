import type { Flags } from "./command.js";

/**
 * The command line that writes what a run with these flags generates, for a failing `--check` to
 * name: the flags that decide the outputs (the project, the output folder, those that override the
 * config), not those that decide only how the run reports (`--check`, `--json`, `--quiet`, `--cache`).
 * A bare `gen-tools` would read another tsconfig, or write the validators a `--no-validators`
 * check then finds stale.
 */
export function updateCommand(flags: Flags): string {
  const args = [
    ...(flags.project === undefined ? [] : ["-p", flags.project]),
    ...(flags.out === undefined ? [] : ["-o", flags.out]),
    ...(flags.requireDescriptions === true ? ["--require-descriptions"] : []),
    ...(flags.validators ? [] : ["--no-validators"]),
    ...(flags.openaiStrict === true ? ["--openai-strict"] : []),
  ];
  return ["gen-tools", ...args.map(shellWord)].join(" ");
}

/** The word as a shell reads it back: single-quoted unless it is plain (a path without spaces). */
function shellWord(word: string): string {
  return /^[\w@%+=:,./-]+$/.test(word) ? word : `'${word.replaceAll("'", "'\\''")}'`;
}
