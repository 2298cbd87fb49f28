/** Splits text around every case-insensitive occurrence of the keyword, for <mark>. */
export function highlight(text: string, keyword: string): Array<{ text: string; match: boolean }> {
  const needle = keyword.trim().toLowerCase()
  if (!needle) return [{ text, match: false }]
  const parts: Array<{ text: string; match: boolean }> = []
  const haystack = text.toLowerCase()
  let from = 0
  for (let at = haystack.indexOf(needle); at !== -1; at = haystack.indexOf(needle, from)) {
    if (at > from) parts.push({ text: text.slice(from, at), match: false })
    parts.push({ text: text.slice(at, at + needle.length), match: true })
    from = at + needle.length
  }
  if (from < text.length) parts.push({ text: text.slice(from), match: false })
  return parts
}

/** A window of the text around the keyword's first occurrence, for result snippets. */
export function snippet(text: string, keyword: string, radius = 40): string {
  const at = text.toLowerCase().indexOf(keyword.trim().toLowerCase())
  if (at === -1 || text.length <= radius * 2) return text.length > radius * 2 ? `${text.slice(0, radius * 2)}…` : text
  const start = Math.max(0, at - radius)
  const end = Math.min(text.length, at + keyword.length + radius)
  return `${start > 0 ? '…' : ''}${text.slice(start, end)}${end < text.length ? '…' : ''}`
}
