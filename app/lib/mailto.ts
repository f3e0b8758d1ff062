/** A mail link with its subject and body: the e-mail drafts of the help pages, in each language. */
export function mailtoLink(address: string, subject: string, body: string): string {
  return `mailto:${address}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`
}
