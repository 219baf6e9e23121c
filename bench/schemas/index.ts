import { flat } from "./flat.js";
import { nested } from "./nested.js";
import { recursive } from "./recursive.js";
import { union } from "./union.js";
import type { BenchSchema } from "./types.js";

export type { BenchSchema };

/** The validation benchmark's schema set, in table order. */
export const benchSchemas: readonly BenchSchema[] = [flat, nested, recursive, union];
