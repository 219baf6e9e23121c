/** GT2021 at `at` (file:line:col), for a `what` ("a decorator", "a call") naming `mark` through a let written at `where` (a line, or a file and line). */
export const rewritten = (at: string, what: string, mark: string, where: string): string =>
  `${at} - warning GT2021: ${what} names gen-tools' ${mark} through a let or var that its file writes again (${where}), so gen-tools cannot read it at build time: make it a const`;
