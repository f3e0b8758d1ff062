// Dates in structured data carry a time zone: Google reads a date without one (2025-08-15) as
// ambiguous and warns on it (Search Central, "Video" and "Article" structured data).

const DAY = /^\d{4}-\d{2}-\d{2}$/
const ZONED = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:\d{2})$/

/**
 * A content date as an ISO 8601 date and time with a zone: a day (2025-08-15) is its start in UTC
 * (2025-08-15T00:00:00Z), the day the site's content files name; a date and time with a zone is
 * kept as it is. Anything else is a mistake in the content, and throws.
 */
export function zonedDateTime(value: string): string {
  if (DAY.test(value) && !Number.isNaN(Date.parse(value))) return `${value}T00:00:00Z`
  if (ZONED.test(value) && !Number.isNaN(Date.parse(value))) return value
  throw new Error(`"${value}" is neither a day (YYYY-MM-DD) nor a date and time with a time zone`)
}
