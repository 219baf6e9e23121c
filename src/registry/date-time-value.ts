import { isDate, isDateTime } from "../validator/formats.js";

/** The formats a `Date` can be sent in: how to tell one, and the `Date` it names. */
export const DATE_FORMATS: Readonly<Record<string, { test: (text: string) => boolean; date: (text: string) => Date }>> = {
  "date-time": { test: isDateTime, date: dateFromDateTime },
  // A day (`Date & Format<"date">`): midnight UTC.
  date: { test: isDate, date: dateFromDate },
};

/**
 * The instant an RFC 3339 date-time names, for a string `isDateTime` accepted
 * (`YYYY-MM-DDTHH:MM:SS[.fraction](Z|+HH:MM|-HH:MM)`). Read field by field rather than by
 * `Date.parse`, which refuses a leap second and reads years before 100 as 19xx in its fallback.
 * A fraction is cut to milliseconds, as a `Date` holds; a leap second (`23:59:60Z`), which a `Date`
 * cannot name, is the instant one second after `23:59:59`.
 */
export function dateFromDateTime(text: string): Date {
  const field = (at: number, length: number): number => Number(text.slice(at, at + length));
  const second = field(17, 2);
  let i = 19;
  let milliseconds = 0;
  if (text.charCodeAt(i) === DOT) {
    const start = i + 1;
    i = start;
    while (isDigit(text.charCodeAt(i))) i++;
    milliseconds = Number(text.slice(start, Math.min(i, start + 3)).padEnd(3, "0"));
  }
  const sign = text.charCodeAt(i);
  const offsetMinutes = sign === PLUS || sign === MINUS ? (sign === MINUS ? -1 : 1) * (field(i + 1, 2) * 60 + field(i + 4, 2)) : 0;
  const date = new Date(0);
  date.setUTCFullYear(field(0, 4), field(5, 2) - 1, field(8, 2));
  // Minutes out of range (an offset taken away) carry into the hours and days, as Date does.
  date.setUTCHours(field(11, 2), field(14, 2) - offsetMinutes, Math.min(second, 59), milliseconds);
  if (second === 60) date.setTime(date.getTime() + 1000);
  return date;
}

const DOT = 0x2e;
const PLUS = 0x2b;
const MINUS = 0x2d;

function isDigit(unit: number): boolean {
  return unit >= 0x30 && unit <= 0x39;
}

/** Midnight UTC of an RFC 3339 full-date (`YYYY-MM-DD`) that `isDate` accepted. */
export function dateFromDate(text: string): Date {
  const date = new Date(0);
  date.setUTCFullYear(Number(text.slice(0, 4)), Number(text.slice(5, 7)) - 1, Number(text.slice(8, 10)));
  return date;
}
