// Written out by hand rather than with Intl.DateTimeFormat: creating a formatter loads the browser's
// locale data, which cost 25-40 ms of a slow phone's main thread as the blog's modules were
// evaluated, for dates the server had already written (docs/performance.md).

const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
]

/** "March 4, 2025": the day of an ISO date or timestamp, in UTC, as US English writes it. */
export function longDate(date: string): string {
  const day = new Date(date)
  if (Number.isNaN(day.getTime())) return date
  return `${MONTHS[day.getUTCMonth()]} ${day.getUTCDate()}, ${day.getUTCFullYear()}`
}
