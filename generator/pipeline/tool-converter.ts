import type { SchemaConverter } from "../convert/index.js";

/** What the pipeline needs from the type converter; a `SchemaConverter` per project run. */
export type ToolConverter = Pick<SchemaConverter, "signature" | "type">;
