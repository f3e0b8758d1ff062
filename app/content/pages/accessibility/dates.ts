// The accessibility statement's two dates, in one place (YYYY-MM-DD, every language the same day):
// the page's heading shows the review date with pageDates.lastReviewed, and the "preparation"
// section names both through the {statementPrepared} and {statementReviewed} placeholders
// (app/content/copy-values.ts). Change `reviewed` whenever the statement is checked against the site.

/** The day the statement was first prepared. */
export const STATEMENT_PREPARED = "2026-11-25"

/** The day the statement was last reviewed against the site. */
export const STATEMENT_REVIEWED = "2026-11-27"
