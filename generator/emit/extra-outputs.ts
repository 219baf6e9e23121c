import type { ToolManifest } from "../../src/manifest.js";

/**
 * A file emitted beside the manifest from the same tools. This is the hook for issue 5's
 * ahead-of-time validators: once `generator/aot/index.ts` exports `generateValidatorModule`,
 * add `{ fileName: "tools.validators.js", render: generateValidatorModule }` here and the
 * pipeline writes, checks (`--check`) and reports it like the other outputs.
 */
export interface ExtraOutput {
  fileName: string;
  render(manifest: ToolManifest): string | Promise<string>;
}

export const EXTRA_OUTPUTS: readonly ExtraOutput[] = [];
