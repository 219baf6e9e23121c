/**
 * The string formats that `assertFormats: true` turns into assertions. Each checker scans the string
 * by hand (no RegExp, no allocation) and follows its RFC's grammar:
 * date-time, date, time: RFC 3339 section 5.6 (a time needs its offset; a leap second `:60` only
 * at 23:59 UTC); email: RFC 5321 mailbox (dot-atom or quoted local part, host name or address
 * literal); uri: RFC 3986 absolute URI; uuid: RFC 4122 text form; ipv4: dotted decimal, no leading
 * zeros; ipv6: RFC 4291 text forms.
 *
 * Embedded verbatim in the ahead-of-time validators: each function is self-contained and calls only
 * functions of this file.
 */

export const FORMAT_HINTS: Readonly<Record<string, string>> = {
  "date-time": "RFC 3339 with a time zone, like 2024-05-01T12:00:00Z or 2024-05-01T12:00:00+02:00",
  date: "YYYY-MM-DD",
  time: "HH:MM:SS with an offset, like 12:00:00Z",
  email: "like name@example.com",
  uri: "an absolute URI, like https://example.com/page",
  uuid: "like 123e4567-e89b-12d3-a456-426614174000",
  ipv4: "like 192.168.0.1",
  ipv6: "like 2001:db8::1",
};

/** The checker of each format that `assertFormats: true` asserts. */
export const FORMAT_CHECKERS: Readonly<Record<string, (s: string) => boolean>> = {
  "date-time": isDateTime,
  date: isDate,
  time: isTime,
  email: isEmail,
  uri: isUri,
  uuid: isUuid,
  ipv4: isIpv4,
  ipv6: isIpv6,
};

export function isDateTime(s: string): boolean {
  const t = s.charCodeAt(10);
  return (t === 84 || t === 116) && isDateAt(s, 0) && isTimeAt(s, 11);
}

export function isDate(s: string): boolean {
  return s.length === 10 && isDateAt(s, 0);
}

export function isTime(s: string): boolean {
  return isTimeAt(s, 0);
}

/** `YYYY-MM-DD` at `at`, a real calendar day. */
export function isDateAt(s: string, at: number): boolean {
  if (s.length < at + 10 || s.charCodeAt(at + 4) !== 45 || s.charCodeAt(at + 7) !== 45) return false;
  const year = digitsAt(s, at, 4);
  const month = digitsAt(s, at + 5, 2);
  const day = digitsAt(s, at + 8, 2);
  if (year < 0 || month < 1 || month > 12 || day < 1) return false;
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  const days = month === 2 ? (leap ? 29 : 28) : month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
  return day <= days;
}

/** `HH:MM:SS[.fraction](Z|+HH:MM|-HH:MM)` from `at` to the end of `s`. */
export function isTimeAt(s: string, at: number): boolean {
  if (s.length < at + 9 || s.charCodeAt(at + 2) !== 58 || s.charCodeAt(at + 5) !== 58) return false;
  const hour = digitsAt(s, at, 2);
  const minute = digitsAt(s, at + 3, 2);
  const second = digitsAt(s, at + 6, 2);
  if (hour < 0 || hour > 23 || minute < 0 || minute > 59 || second < 0 || second > 60) return false;
  let i = at + 8;
  if (s.charCodeAt(i) === 46) {
    i++;
    const start = i;
    while (i < s.length && s.charCodeAt(i) >= 48 && s.charCodeAt(i) <= 57) i++;
    if (i === start) return false;
  }
  let offset = 0;
  const sign = s.charCodeAt(i);
  if (sign === 90 || sign === 122) {
    if (i + 1 !== s.length) return false;
  } else if (sign === 43 || sign === 45) {
    if (s.length !== i + 6 || s.charCodeAt(i + 3) !== 58) return false;
    const offsetHour = digitsAt(s, i + 1, 2);
    const offsetMinute = digitsAt(s, i + 4, 2);
    if (offsetHour < 0 || offsetHour > 23 || offsetMinute < 0 || offsetMinute > 59) return false;
    offset = (sign === 43 ? 1 : -1) * (offsetHour * 60 + offsetMinute);
  } else {
    return false;
  }
  // A leap second is inserted at 23:59:60 UTC only.
  return second !== 60 || (((hour * 60 + minute - offset) % 1440) + 1440) % 1440 === 1439;
}

/** The ASCII digits `s[at, at + count)` as a number, or -1 when any is not a digit. */
export function digitsAt(s: string, at: number, count: number): number {
  let n = 0;
  for (let i = at; i < at + count; i++) {
    const c = s.charCodeAt(i);
    if (!(c >= 48 && c <= 57)) return -1;
    n = n * 10 + c - 48;
  }
  return n;
}

export function isUuid(s: string): boolean {
  if (s.length !== 36) return false;
  for (let i = 0; i < 36; i++) {
    const c = s.charCodeAt(i);
    if (i === 8 || i === 13 || i === 18 || i === 23) {
      if (c !== 45) return false;
    } else if (!isHexDigit(c)) {
      return false;
    }
  }
  return true;
}

export function isHexDigit(c: number): boolean {
  return (c >= 48 && c <= 57) || (c >= 65 && c <= 70) || (c >= 97 && c <= 102);
}

export function isIpv4(s: string): boolean {
  return isIpv4In(s, 0, s.length);
}

/** Four dotted decimal octets, 0 to 255 without leading zeros, exactly filling `s[start, end)`. */
export function isIpv4In(s: string, start: number, end: number): boolean {
  let i = start;
  for (let part = 0; part < 4; part++) {
    if (part > 0) {
      if (s.charCodeAt(i) !== 46) return false;
      i++;
    }
    const first = i;
    let value = 0;
    while (i < end && i - first < 3 && s.charCodeAt(i) >= 48 && s.charCodeAt(i) <= 57) {
      value = value * 10 + s.charCodeAt(i) - 48;
      i++;
    }
    if (i === first || value > 255 || (i - first > 1 && s.charCodeAt(first) === 48)) return false;
  }
  return i === end;
}

export function isIpv6(s: string): boolean {
  return isIpv6In(s, 0, s.length);
}

/**
 * Up to eight groups of one to four hex digits separated by `:`, one `::` standing for one or more
 * zero groups, the last 32 bits optionally in IPv4 dotted form; exactly filling `s[start, end)`.
 */
export function isIpv6In(s: string, start: number, end: number): boolean {
  let groups = 0;
  let compressed = false;
  let i = start;
  if (end - start >= 2 && s.charCodeAt(i) === 58 && s.charCodeAt(i + 1) === 58) {
    compressed = true;
    i += 2;
    if (i === end) return true;
  }
  while (true) {
    let j = i;
    let dotted = false;
    while (j < end && s.charCodeAt(j) !== 58) {
      if (s.charCodeAt(j) === 46) dotted = true;
      j++;
    }
    if (dotted) {
      if (j !== end || !isIpv4In(s, i, j)) return false;
      groups += 2;
      break;
    }
    if (j === i || j - i > 4) return false;
    for (let k = i; k < j; k++) if (!isHexDigit(s.charCodeAt(k))) return false;
    groups++;
    if (j === end) break;
    if (s.charCodeAt(j + 1) === 58) {
      if (compressed) return false;
      compressed = true;
      i = j + 2;
      if (i === end) break;
    } else {
      i = j + 1;
      if (i === end) return false;
    }
  }
  return compressed ? groups <= 7 : groups === 8;
}

export function isEmail(s: string): boolean {
  const at = s.lastIndexOf("@");
  if (at < 1 || at === s.length - 1) return false;
  const local = s.charCodeAt(0) === 34 ? isQuotedString(s, 0, at) : isDotAtom(s, 0, at);
  if (!local) return false;
  if (s.charCodeAt(at + 1) === 91) {
    if (s.charCodeAt(s.length - 1) !== 93) return false;
    if (s.startsWith("IPv6:", at + 2)) return isIpv6In(s, at + 7, s.length - 1);
    return isIpv4In(s, at + 2, s.length - 1);
  }
  return isHostname(s, at + 1, s.length);
}

/** RFC 5322 dot-atom: atext runs separated by single dots. */
export function isDotAtom(s: string, start: number, end: number): boolean {
  let runStart = start;
  for (let i = start; i < end; i++) {
    const c = s.charCodeAt(i);
    if (c === 46) {
      if (i === runStart) return false;
      runStart = i + 1;
    } else if (!isAtext(c)) {
      return false;
    }
  }
  return runStart < end;
}

export function isAtext(c: number): boolean {
  return (
    (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || (c >= 48 && c <= 57) ||
    c === 33 || (c >= 35 && c <= 39) || c === 42 || c === 43 || c === 45 || c === 47 ||
    c === 61 || c === 63 || (c >= 94 && c <= 96) || (c >= 123 && c <= 126)
  );
}

/** RFC 5321 quoted string: printable ASCII between double quotes, `"` and `\` escaped by `\`. */
export function isQuotedString(s: string, start: number, end: number): boolean {
  if (end - start < 2 || s.charCodeAt(end - 1) !== 34) return false;
  for (let i = start + 1; i < end - 1; i++) {
    const c = s.charCodeAt(i);
    if (c === 92) {
      i++;
      const escaped = s.charCodeAt(i);
      if (i >= end - 1 || escaped < 32 || escaped > 126) return false;
    } else if (c === 34 || c < 32 || c > 126) {
      return false;
    }
  }
  return true;
}

/** Dot-separated labels of letters, digits and inner hyphens, 1 to 63 each, 253 in all. */
export function isHostname(s: string, start: number, end: number): boolean {
  if (end - start > 253 || end === start) return false;
  let labelStart = start;
  for (let i = start; i <= end; i++) {
    const c = i === end ? 46 : s.charCodeAt(i);
    if (c === 46) {
      const length = i - labelStart;
      if (length < 1 || length > 63) return false;
      if (s.charCodeAt(labelStart) === 45 || s.charCodeAt(i - 1) === 45) return false;
      labelStart = i + 1;
    } else if (!((c >= 97 && c <= 122) || (c >= 65 && c <= 90) || (c >= 48 && c <= 57) || c === 45)) {
      return false;
    }
  }
  return true;
}

/** RFC 3986 `URI`: scheme ":" hier-part ["?" query] ["#" fragment]. */
export function isUri(s: string): boolean {
  const n = s.length;
  if (n === 0 || !isAlpha(s.charCodeAt(0))) return false;
  let i = 1;
  while (i < n) {
    const c = s.charCodeAt(i);
    if (!(isAlpha(c) || (c >= 48 && c <= 57) || c === 43 || c === 45 || c === 46)) break;
    i++;
  }
  if (i >= n || s.charCodeAt(i) !== 58) return false;
  i++;
  if (s.charCodeAt(i) === 47 && s.charCodeAt(i + 1) === 47) {
    let end = i + 2;
    while (end < n && s.charCodeAt(end) !== 47 && s.charCodeAt(end) !== 63 && s.charCodeAt(end) !== 35) end++;
    if (!isAuthority(s, i + 2, end)) return false;
    i = end;
  }
  // path, then query, then fragment: each a run of pchar, "/" (and "?" after the path)
  let part = 0;
  while (i < n) {
    const c = s.charCodeAt(i);
    if (c === 63 && part === 0) {
      part = 1;
      i++;
    } else if (c === 35 && part < 2) {
      part = 2;
      i++;
    } else if (c === 37) {
      if (!isHexDigit(s.charCodeAt(i + 1)) || !isHexDigit(s.charCodeAt(i + 2))) return false;
      i += 3;
    } else if (c === 47 || c === 58 || c === 64 || isUnreserved(c) || isSubDelim(c) || (c === 63 && part > 0)) {
      i++;
    } else {
      return false;
    }
  }
  return true;
}

/** RFC 3986 authority: [ userinfo "@" ] host [ ":" port ], exactly filling `s[start, end)`. */
export function isAuthority(s: string, start: number, end: number): boolean {
  let hostStart = start;
  const at = s.indexOf("@", start);
  if (at !== -1 && at < end) {
    if (!isUriRun(s, start, at, true)) return false;
    hostStart = at + 1;
  }
  let hostEnd: number;
  if (s.charCodeAt(hostStart) === 91) {
    const close = s.indexOf("]", hostStart);
    if (close === -1 || close >= end) return false;
    const future = s.charCodeAt(hostStart + 1) === 118 || s.charCodeAt(hostStart + 1) === 86;
    if (future ? !isIpvFuture(s, hostStart + 1, close) : !isIpv6In(s, hostStart + 1, close)) return false;
    hostEnd = close + 1;
  } else {
    hostEnd = hostStart;
    while (hostEnd < end && s.charCodeAt(hostEnd) !== 58) hostEnd++;
    if (!isUriRun(s, hostStart, hostEnd, false)) return false;
  }
  if (hostEnd === end) return true;
  if (s.charCodeAt(hostEnd) !== 58) return false;
  for (let i = hostEnd + 1; i < end; i++) {
    const c = s.charCodeAt(i);
    if (!(c >= 48 && c <= 57)) return false;
  }
  return true;
}

/** `v` HEXDIG+ "." ( unreserved / sub-delims / ":" )+ */
export function isIpvFuture(s: string, start: number, end: number): boolean {
  let i = start + 1;
  while (i < end && isHexDigit(s.charCodeAt(i))) i++;
  if (i === start + 1 || s.charCodeAt(i) !== 46 || i + 1 >= end) return false;
  for (i++; i < end; i++) {
    const c = s.charCodeAt(i);
    if (!(isUnreserved(c) || isSubDelim(c) || c === 58)) return false;
  }
  return true;
}

/** unreserved / pct-encoded / sub-delims, and ":" when `colon`: userinfo and reg-name. */
export function isUriRun(s: string, start: number, end: number, colon: boolean): boolean {
  for (let i = start; i < end; i++) {
    const c = s.charCodeAt(i);
    if (c === 37) {
      if (i + 2 >= end || !isHexDigit(s.charCodeAt(i + 1)) || !isHexDigit(s.charCodeAt(i + 2))) return false;
      i += 2;
    } else if (!(isUnreserved(c) || isSubDelim(c) || (colon && c === 58))) {
      return false;
    }
  }
  return true;
}

export function isAlpha(c: number): boolean {
  return (c >= 97 && c <= 122) || (c >= 65 && c <= 90);
}

export function isUnreserved(c: number): boolean {
  return isAlpha(c) || (c >= 48 && c <= 57) || c === 45 || c === 46 || c === 95 || c === 126;
}

export function isSubDelim(c: number): boolean {
  return c === 33 || c === 36 || (c >= 38 && c <= 44) || c === 59 || c === 61;
}
