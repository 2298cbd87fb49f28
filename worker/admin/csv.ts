/** A CSV document as spreadsheets open it: a BOM so Excel reads UTF-8, CRLF lines, cells quoted when needed. */
export function csvDocument(lines: readonly (readonly (string | number)[])[]): string {
  return `\uFEFF${lines.map((line) => line.map(csvCell).join(',')).join('\r\n')}\r\n`
}

function csvCell(value: string | number): string {
  const text = String(value)
  // A leading =, +, - or @ would run as a formula in a spreadsheet.
  const safe = /^[=+\-@]/.test(text) ? `'${text}` : text
  return /[",\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe
}
