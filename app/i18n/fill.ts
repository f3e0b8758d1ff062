/**
 * A message with its `{name}` placeholders filled in: fill("Error {status}", { status: 404 }) → "Error 404".
 * A placeholder with no value stays as written, so a missing value shows in review instead of vanishing.
 */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole))
}
