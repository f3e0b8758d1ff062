/*
 * The dates a writer sends (published_at, updated_at): RFC 3339 date-times with a zone, in the
 * years the database and the feeds can hold. JavaScript's Date.parse takes far more ("1" is
 * 2001-01-01, "May 1" a date in 2001) and PostgreSQL refuses some of what it takes (year 0,
 * "+010000-…"), so the writer checks with this instead, and stores the instant in UTC.
 */

/** The earliest and latest years accepted: none before the Unix epoch, none past four digits. */
export const FIRST_YEAR = 1970
export const LAST_YEAR = 9999

/** How far ahead of the server's clock an `updated_at` may be: the sender's clock may run a little fast. */
export const CLOCK_SKEW_MS = 5 * 60 * 1000

// 2026-05-01T09:00:00Z, 2026-05-01t09:00:00.123+02:00, 2026-05-01 09:00:00-05:30 (RFC 3339 §5.6).
const RFC3339 = /^(\d{4})-(\d{2})-(\d{2})[Tt ](\d{2}):(\d{2}):(\d{2})(?:\.(\d{1,9}))?(?:([Zz])|([+-])(\d{2}):(\d{2}))$/

const daysIn = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate()

/** The instant `value` names, or why it is not an accepted date (a sentence to follow the field's name and value). */
export function parseStrictDate(value: string): Date | string {
  const match = RFC3339.exec(value)
  if (!match) return "is not a valid date: use an RFC 3339 date and time with a zone, e.g. 2026-05-01T09:00:00Z"
  const [year, month, day, hour, minute, second] = match.slice(1, 7).map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ]
  const fraction = match[7] ?? ""
  const [offsetHours, offsetMinutes] = [Number(match[10] ?? 0), Number(match[11] ?? 0)]
  if (month < 1 || month > 12 || day < 1 || day > daysIn(year, month) || hour > 23 || minute > 59 || second > 59)
    return "is not a valid date: no such day or time on the calendar"
  if (offsetHours > 23 || offsetMinutes > 59) return "is not a valid date: its zone offset is impossible (use Z or e.g. +02:00)"
  const outside = `is not a valid date: the year must be from ${FIRST_YEAR} to ${LAST_YEAR} (in UTC)`
  // Before the check below: Date.UTC reads the years 0 to 99 as 1900 to 1999.
  if (year < FIRST_YEAR - 1) return outside
  const offset = (match[9] === "-" ? -1 : 1) * (offsetHours * 60 + offsetMinutes) * 60_000
  const instant = Date.UTC(year, month - 1, day, hour, minute, second, Number(fraction.padEnd(3, "0").slice(0, 3))) - offset
  if (instant < Date.UTC(FIRST_YEAR, 0, 1) || instant >= Date.UTC(LAST_YEAR + 1, 0, 1)) return outside
  return new Date(instant)
}
