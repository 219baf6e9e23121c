import type { Command, CommanderError } from "commander";

/**
 * The message of a command-line error, in gen-tools' words where commander's leave a newcomer
 * guessing: an extra argument says what gen-tools takes instead (`gen-tools check` meant
 * `--check`, `gen-tools tsconfig.app.json` meant `--project`), and commander's suggestion for an
 * unknown option stays on the diagnostic's one line.
 */
export function usageMessage(error: CommanderError, command: Command): string {
  const message = error.message.replace(/^error: /, "");
  if (error.code === "commander.unknownOption") return message.replace(/\n\(Did you mean (.*)\?\)$/, " (did you mean $1?)");
  if (error.code !== "commander.excessArguments") return message;
  const argument = command.args[0] ?? "";
  return `unexpected argument '${argument}': gen-tools takes options only (${argumentHint(argument, command)})`;
}

function argumentHint(argument: string, command: Command): string {
  const option = `--${argument}`;
  if (command.options.some((o) => o.long === option)) return `did you mean ${option}?`;
  if (argument.endsWith(".json")) return `to read that tsconfig, pass --project ${argument}`;
  return `it reads the project of the nearest tsconfig.json, or of --project's; to read only some of its files, set "include" in gen-tools.config.json`;
}
