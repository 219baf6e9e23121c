import { join } from "node:path";
import { SCHEMA_MODULES_DIR } from "../emit/validators-module.js";
import { partsOf, type OutputFile } from "../emit/write-outputs.js";
import { inputPaths, rootMarkers, type RunSources } from "./run-inputs.js";
import { existenceProbe, linkProbe, packagesProbe, probeOf, writtenFileProbe, type Probe } from "./probes.js";
import { writeRecord, type RecordedReport } from "./run-record.js";

/**
 * A file changed this long before the run started, or later, may have changed after the run read
 * it, within one tick of a file system's clock (a second, on some): its time cannot vouch for what
 * the run read, so the run leaves no record. The next run, with nothing changed, leaves one.
 */
const CLOCK_TICK_MS = 1000;

/**
 * Records a successful run in `file` (see `RunRecord`): its inputs, as they were when it started
 * (`formatInputs`: what prettier's configuration reads besides, see `prettierInputs`), and its
 * outputs, as it left them. Returns whether it did: not when an input changed since the
 * run started, or cannot be read.
 */
export function recordRun(
  file: string,
  run: { sources: RunSources; outputs: readonly OutputFile[]; formatInputs: readonly string[] },
  report: RecordedReport,
  startedAt: number,
): boolean {
  const probes: Probe[] = [];
  for (const path of [...inputPaths(run.sources), ...run.formatInputs]) {
    const probe = probeOf(path, startedAt - CLOCK_TICK_MS);
    if (probe === undefined) return false;
    probes.push(probe);
    const link = probe.kind === "absent" ? undefined : linkProbe(path);
    if (link !== undefined) probes.push(link);
  }
  const others = [
    ...run.sources.packageFolders.map(packagesProbe),
    ...rootMarkers(run.sources.outDir).map(existenceProbe),
  ];
  for (const probe of others) {
    if (probe === undefined) return false;
    probes.push(probe);
  }
  for (const output of run.outputs) {
    const probe = writtenFileProbe(output.path, partsOf(output));
    if (probe === undefined) return false;
    probes.push(probe);
  }
  // As the run left them, their own files and any other: a schema module a later run would remove shows here.
  for (const folder of [run.sources.outDir, join(run.sources.outDir, SCHEMA_MODULES_DIR)]) {
    const probe = probeOf(folder);
    if (probe === undefined) return false;
    probes.push(probe);
  }
  writeRecord(file, { probes, report });
  return true;
}
