import { KEYWORD_SHAPES } from "./keyword-shapes.js";

/**
 * Every schema keyword the validator implements, annotations included; a schema using any other
 * keyword is refused by `checkSchema` (and `compile`), naming the keyword and its path.
 */
export const SUPPORTED_KEYWORDS: readonly string[] = Object.freeze(Object.keys(KEYWORD_SHAPES));
