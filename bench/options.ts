/** The benchmark's sections, in the order they run. */
export const SECTIONS = ["validation", "startup", "compiler", "dispatch"] as const;
export type Section = (typeof SECTIONS)[number];

export interface BenchOptions {
  /** Smaller corpus and shorter timings: a check that everything runs, not numbers to quote. */
  quick: boolean;
  sections: Section[];
}

export const USAGE = `usage: npm run bench -- [--quick] [--only ${SECTIONS.join("|")}[,...]]`;

/** Parses `--quick` and `--only a,b` (or `--only=a`); throws with the usage line on anything else. */
export function parseOptions(argv: readonly string[]): BenchOptions {
  let quick = false;
  let only: Section[] | undefined;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? "";
    if (arg === "--quick") {
      quick = true;
    } else if (arg === "--only" || arg.startsWith("--only=")) {
      const value = arg === "--only" ? argv[++i] : arg.slice("--only=".length);
      if (value === undefined || value === "") throw new Error(`--only needs a section name\n${USAGE}`);
      only = [...(only ?? []), ...value.split(",").map(toSection)];
    } else {
      throw new Error(`unknown argument '${arg}'\n${USAGE}`);
    }
  }
  return { quick, sections: only === undefined ? [...SECTIONS] : SECTIONS.filter((s) => only.includes(s)) };
}

function toSection(name: string): Section {
  const section = SECTIONS.find((s) => s === name);
  if (section === undefined) throw new Error(`unknown section '${name}'\n${USAGE}`);
  return section;
}
