import { describe, expect, it } from "vitest";
import { validate } from "../../src/validator/index.js";

const valid: Record<string, string[]> = {
  "date-time": ["2024-05-01T12:00:00Z", "1998-12-31T23:59:60Z", "2024-02-29t01:02:03.5+05:30"],
  date: ["2024-02-29", "0001-01-01"],
  time: ["12:00:00Z", "15:59:60-08:00", "08:30:06.283185+00:20"],
  email: ["name@example.com", '"a b"@example.com', "x@[127.0.0.1]", "x@[IPv6:::1]"],
  uri: ["https://example.com/page?q=1#top", "urn:isbn:0451450523", "mailto:a@b.c", "http://[2001:db8::7]:8080/"],
  uuid: ["123e4567-e89b-12d3-a456-426614174000"],
  ipv4: ["192.168.0.1", "0.0.0.0"],
  ipv6: ["2001:db8::1", "::", "::ffff:192.168.0.1"],
};
const invalid: Record<string, string[]> = {
  "date-time": ["2024-05-01 12:00:00Z", "2024-05-01T12:00:00", "2023-02-29T00:00:00Z", "1998-12-31T23:58:60Z"],
  date: ["2023-02-29", "2024-13-01", "24-01-01", "2024-01-01T00:00:00Z"],
  time: ["12:00:00", "24:00:00Z", "12:00:60Z"],
  email: ["plain", "a..b@example.com", "a@b@c", "@example.com", "a@-example.com"],
  uri: ["/relative/path", "example.com", "http://exa mple.com", "http://example.com/%zz"],
  uuid: ["123e4567e89b12d3a456426614174000", "123e4567-e89b-12d3-a456-42661417400g"],
  ipv4: ["256.0.0.1", "01.2.3.4", "1.2.3"],
  ipv6: ["1::2::3", "12345::", "1:2:3:4:5:6:7:8:9"],
};

describe("format", () => {
  it("is an annotation by default", () => {
    for (const [format, values] of Object.entries(invalid)) {
      for (const value of values) expect(validate({ format }, value).ok).toBe(true);
    }
  });

  it.each(Object.keys(valid))("asserts %s with assertFormats: true", (format) => {
    for (const value of valid[format] ?? []) expect(validate({ format }, value, { assertFormats: true }), value).toEqual({ ok: true });
    for (const value of invalid[format] ?? []) expect(validate({ format }, value, { assertFormats: true }).ok, value).toBe(false);
  });

  it("names the format and its expected form", () => {
    expect(validate({ format: "date" }, "May 1st", { assertFormats: true })).toEqual({
      ok: false,
      errors: [{ path: "", keyword: "format", message: "must be a valid date (YYYY-MM-DD)", schemaPath: "/format", expected: "date", params: { format: "date" } }],
    });
  });

  it("leaves unknown formats as annotations even when asserting", () => {
    expect(validate({ format: "hostname" }, "not a host!", { assertFormats: true }).ok).toBe(true);
  });
});
