import { describe, expect, it } from "vitest";
import { editDistance, nearestNames } from "../../src/registry/nearest-names.js";

describe("editDistance", () => {
  it.each([
    ["", "", 0],
    ["abc", "abc", 0],
    ["abc", "", 3],
    ["kitten", "sitting", 3],
    ["weather.get", "wether.get", 1],
    ["notes.add", "notes.dad", 1],
  ])("%s → %s is %i", (a, b, distance) => {
    expect(editDistance(a, b)).toBe(distance);
    expect(editDistance(b, a)).toBe(distance);
  });
});

describe("nearestNames", () => {
  it("orders by distance, then by name, whatever the catalogue order", () => {
    const names = ["notes.list", "notes.adds", "notes.add", "notes.ad", "weather.get"];
    expect(nearestNames("notes.add", names)).toEqual(["notes.add", "notes.ad", "notes.adds"]);
    expect(nearestNames("notes.add", [...names].reverse())).toEqual(["notes.add", "notes.ad", "notes.adds"]);
  });

  it("offers nothing further than 3 edits away, and at most 3 names", () => {
    expect(nearestNames("calendar.create", ["notes.add", "weather.get"])).toEqual([]);
    expect(nearestNames("tool_a", ["tool_b", "tool_c", "tool_d", "tool_e"])).toEqual(["tool_b", "tool_c", "tool_d"]);
  });

  it("does not call every short name near a short name", () => {
    expect(nearestNames("ab", ["xy", "cd"])).toEqual([]);
  });
});
