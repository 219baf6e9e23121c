import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { dateFromDateTime } from "../../src/registry/date-time-value.js";
import { isDateTime } from "../../src/validator/formats.js";

describe("dateFromDateTime", () => {
  it.each([
    ["2026-12-04T10:00:00Z", "2026-12-04T10:00:00.000Z"],
    ["2026-12-04t10:00:00z", "2026-12-04T10:00:00.000Z"],
    ["2026-12-04T10:00:00+05:30", "2026-12-04T04:30:00.000Z"],
    ["2026-12-04T01:00:00-02:15", "2026-12-04T03:15:00.000Z"],
    ["2026-01-01T00:30:00+01:00", "2025-12-31T23:30:00.000Z"],
    ["2026-12-04T10:00:00.5Z", "2026-12-04T10:00:00.500Z"],
    ["2026-12-04T10:00:00.123987654Z", "2026-12-04T10:00:00.123Z"],
    ["2026-12-04T10:00:00-00:00", "2026-12-04T10:00:00.000Z"],
  ])("%s is %s", (text, iso) => {
    expect(isDateTime(text)).toBe(true);
    expect(dateFromDateTime(text).toISOString()).toBe(iso);
  });

  it("reads years before 100 as written, where Date.UTC would add 1900", () => {
    expect(dateFromDateTime("0042-03-01T00:00:00Z").getUTCFullYear()).toBe(42);
    expect(dateFromDateTime("0000-01-01T00:00:00Z").toISOString()).toBe("0000-01-01T00:00:00.000Z");
  });

  it("makes a leap second the instant after 23:59:59, where Date.parse gives an invalid Date", () => {
    expect(Number.isNaN(Date.parse("2016-12-31T23:59:60Z"))).toBe(true);
    expect(dateFromDateTime("2016-12-31T23:59:60Z").toISOString()).toBe("2017-01-01T00:00:00.000Z");
    expect(dateFromDateTime("2016-12-31T15:59:60.25-08:00").toISOString()).toBe("2017-01-01T00:00:00.250Z");
  });

  it("agrees with Date.parse on every date-time Date.parse reads (generated)", () => {
    const dateTime = fc
      .record({
        date: fc.date({ min: new Date("1970-01-01T00:00:00Z"), max: new Date("9999-12-31T23:59:59Z"), noInvalidDate: true }),
        fraction: fc.option(fc.stringMatching(/^[0-9]{1,9}$/), { nil: undefined }),
        offset: fc.option(fc.tuple(fc.constantFrom("+", "-"), fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 })), { nil: undefined }),
      })
      .map(({ date, fraction, offset }) => {
        const base = date.toISOString().slice(0, 19);
        const zone = offset === undefined ? "Z" : `${offset[0]}${String(offset[1]).padStart(2, "0")}:${String(offset[2]).padStart(2, "0")}`;
        return `${base}${fraction === undefined ? "" : `.${fraction}`}${zone}`;
      });
    fc.assert(
      fc.property(dateTime, (text) => {
        expect(isDateTime(text)).toBe(true);
        expect(dateFromDateTime(text).getTime()).toBe(Date.parse(text));
      }),
      { numRuns: 2000 },
    );
  });
});
