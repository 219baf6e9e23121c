import { mkdir } from "node:fs/promises";
import { join } from "node:path";
import type { BenchOptions } from "../options.js";
import type { SectionReport } from "../section-report.js";
import { benchSchemas, type BenchSchema } from "../schemas/index.js";
import { formatOps, formatRatio, formatTable } from "../table.js";
import { withTempDir } from "../temp-dir.js";
import { measureThroughput, type Throughput, type ThroughputCase } from "../throughput.js";
import { ajvContender } from "./ajv.js";
import { aotContender } from "./aot.js";
import { checkAgreement } from "./agreement.js";
import { cfworkerContender } from "./cfworker.js";
import { LABELS, type Checker, type Contender } from "./contender.js";
import { interpreterContender } from "./interpreter.js";
import { ResultTable } from "./results.js";
import { validationTargets } from "./targets.js";

/** ops/s of every validator on every schema of the set, valid and invalid arguments, in one run. */
export async function validationSection(options: BenchOptions): Promise<SectionReport> {
  return withTempDir("aot", async (dir) => {
    const schemas = benchSchemas;
    // Each column gets validators of its own (compiled, or imported, twice): one that saw both kinds
    // of value carries the engine's feedback of both, which moved a validator's invalid ops/s by up
    // to 2.5× from one run to the next. And each column gets several instances, each timed, of which
    // the median counts: one instance can get luckier code from the engine than its twin (an Ajv
    // once ran valid arguments at twice its allErrors twin's rate, on the same code path).
    const instances = options.quick ? 1 : INSTANCES;
    const forValid = await Promise.all(Array.from({ length: instances }, (_, i) => makeContenders(schemas, join(dir, `valid-${i}`))));
    const forInvalidSets = await Promise.all(Array.from({ length: instances }, (_, i) => makeContenders(schemas, join(dir, `invalid-${i}`))));
    const agreements = forValid.map((set, i) => checkAgreement(set, forInvalidSets[i] as Contender[], schemas));
    const contenders = forValid[0] as Contender[];
    const isRight = (c: Contender, s: BenchSchema): boolean => agreements.every((a) => !a.wrong.get(c.label)?.has(s.tool));
    const pairs = schemas.flatMap((schema) =>
      contenders.flatMap((contender) => (isRight(contender, schema) ? [{ contender, schema }] : [])),
    );

    // Per pair: each instance's valid case, then each instance's invalid case.
    const byLabel = (set: readonly Contender[], label: string): Contender => {
      const found = set.find((c) => c.label === label);
      if (found === undefined) throw new Error(`no instance of ${label}`);
      return found;
    };
    const cases = pairs.flatMap(({ contender, schema }): ThroughputCase[] => [
      ...forValid.map((set, i) => ({ name: `${contender.label} ${schema.shape} valid #${i}`, run: checker(byLabel(set, contender.label), schema).call, values: schema.valid })),
      ...forInvalidSets.map((set, i) => ({ name: `${contender.label} ${schema.shape} invalid #${i}`, run: checker(byLabel(set, contender.label), schema).call, values: schema.invalid })),
    ]);
    const timing = options.quick ? { time: 60, warmupTime: 20, rounds: 2 } : { time: 150, warmupTime: 30, rounds: 2 };
    const throughputs = await measureThroughput(cases, timing);

    const results = new ResultTable();
    pairs.forEach(({ contender, schema }, i) => {
      const start = 2 * instances * i;
      const valid = medianThroughput(throughputs.slice(start, start + instances));
      const invalid = medianThroughput(throughputs.slice(start + instances, start + 2 * instances));
      if (valid === undefined || invalid === undefined) throw new Error(`no measurement for ${cases[start]?.name}`);
      const c = checker(byLabel(forInvalidSets[0] as Contender[], contender.label), schema);
      const errors = schema.invalid.reduce((sum: number, v) => sum + c.errorCount(v), 0);
      results.set(contender.label, schema.tool, { valid, invalid, errorsPerInvalid: errors / schema.invalid.length });
    });

    const lines = [
      `ops/s per call on the ${schemas.map((s) => s.shape).join(", ")} tool schemas (bench/schemas/), each`,
      `called in turn on its valid and on its invalid argument objects (${instances === 1 ? "a validator instance" : `${instances} validator instances`} per column,`,
      `${instances === 1 ? "" : "the median instance counted; "}tinybench, all in this one process).`,
      "× Ajv: valid against Ajv (allErrors off); invalid against Ajv (allErrors on), since gen-tools'",
      "validators collect every error. ops/s from the best of the rounds' median iterations; ± %: median",
      "absolute deviation of that round. errors: mean errors reported per invalid value.",
      "",
      formatTable(
        ["schema / validator", "valid ops/s", "± %", "× Ajv", "invalid ops/s", "± %", "× Ajv(all)", "errors"],
        schemas.flatMap((schema) => [
          [schema.shape],
          ...contenders.map((c) => row(c, schema, results, !isRight(c, schema))),
        ]),
      ),
    ];
    const findings = [...new Set(agreements.flatMap((a) => a.findings))];
    if (findings.length > 0) {
      lines.push("", "Disagreements (a validator is not timed on a schema it gets wrong):");
      lines.push(...findings.map((f) => `  ${f}`));
    }
    return { lines, targets: validationTargets(schemas, results) };
  });
}

/** Validator instances per column in a full run (see `validationSection`). */
const INSTANCES = 3;

/** The instance of median ops/s (the lower middle one of an even count). */
function medianThroughput(measured: readonly Throughput[]): Throughput | undefined {
  const sorted = [...measured].sort((a, b) => a.opsPerSecond - b.opsPerSecond);
  return sorted[Math.floor((sorted.length - 1) / 2)];
}

async function makeContenders(schemas: readonly BenchSchema[], dir: string): Promise<Contender[]> {
  await mkdir(dir, { recursive: true });
  return [
    interpreterContender(schemas),
    await aotContender(schemas, dir),
    ajvContender(schemas, false),
    ajvContender(schemas, true),
    cfworkerContender(schemas, true),
    cfworkerContender(schemas, false),
  ];
}

function checker(contender: Contender, schema: BenchSchema): Checker {
  const found = contender.checkers.get(schema.tool);
  if (found === undefined) throw new Error(`${contender.label} has no checker for ${schema.tool}`);
  return found;
}

function row(contender: Contender, schema: BenchSchema, results: ResultTable, wrong: boolean): string[] {
  const label = `  ${contender.label}`;
  if (wrong) return [label, "WRONG", "", "", "WRONG"];
  const m = results.get(contender.label, schema.tool);
  if (m === undefined) return [label, "not measured"];
  const vsAjv = results.ratio(contender.label, LABELS.AJV, schema.tool, "valid");
  const vsAjvAll = results.ratio(contender.label, LABELS.AJV_ALL, schema.tool, "invalid");
  return [
    label,
    formatOps(m.valid.opsPerSecond),
    m.valid.spread.toFixed(1),
    vsAjv === undefined ? "" : formatRatio(vsAjv),
    formatOps(m.invalid.opsPerSecond),
    m.invalid.spread.toFixed(1),
    vsAjvAll === undefined ? "" : formatRatio(vsAjvAll),
    m.errorsPerInvalid.toFixed(1),
  ];
}
