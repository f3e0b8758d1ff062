/** A template's "{name}" marks filled with their values: fillIn("Page {page}", { page: 2 }) → "Page 2". A mark without a value stays. */
export function fillIn(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (mark, name: string) => (name in values ? String(values[name]) : mark))
}
