import { describe, expect, it } from "vitest";
import { makeProject } from "../convert/harness.js";

const SOURCE = `
interface Named { label: string }
class ApiError extends Error {
  toJSON() { return { message: this.message }; }
}
/** Tool. */
export function error(): Error { return new Error("x"); }
/** Tool. */
export function namedError(): Error & Named { return Object.assign(new Error("x"), { label: "a" }); }
/** Tool. */
export function brandedBigint(): bigint & { __brand: "Id" } { return 1n as bigint & { __brand: "Id" }; }
/** Tool. */
export function apiError(): ApiError { return new ApiError("x"); }
/** Tool. */
export function namedApiError(): ApiError & Named { return Object.assign(new ApiError("x"), { label: "a" }); }
/** Tool. */
export function errorArgument(/** Failure. */ failure: Error) {}
/** Tool. */
export function namedErrorArgument(/** Failure. */ failure: Error & Named) {}
`;

const codes = (problems: string[]): string[] => problems.map((problem) => /GT\d{4}/.exec(problem)?.[0] ?? problem);

describe("a result the runtime refuses, intersected with other types", () => {
  const p = makeProject({ "a.ts": SOURCE });

  it("is GT1016 as the type alone is: an Error with fields is an Error, a branded bigint a bigint", () => {
    expect(codes(p.problems("error"))).toEqual(["GT1016"]);
    expect(p.problems("namedError")).toEqual([
      "a.ts:9:31 - error GT1016: return type is an 'Error', which JSON cannot carry: the runtime refuses it, so every call that returns one fails (throw it, or return its message)",
    ]);
    expect(codes(p.problems("brandedBigint"))).toEqual(["GT1016"]);
  });

  it("is what its toJSON() returns where it has one, which the runtime writes it through", () => {
    const written = { type: "object", properties: { message: { type: "string" } }, required: ["message"], additionalProperties: false };
    expect(p.problems("apiError")).toEqual([]);
    expect(p.tool("apiError").outputSchema).toEqual({ $ref: "#/$defs/ApiError", $defs: { ApiError: written } });
    expect(p.problems("namedApiError")).toEqual([]);
    expect(p.tool("namedApiError").outputSchema).toEqual(written);
  });

  it("is GT1005 as an argument, as the type alone is", () => {
    expect(codes(p.problems("errorArgument"))).toEqual(["GT1005"]);
    expect(codes(p.problems("namedErrorArgument"))).toEqual(["GT1005"]);
  });
});
