import { html } from 'hono/html'

type Html = ReturnType<typeof html>

/**
 * A page of the sandbox or the operator console: plain server-rendered HTML with no scripts,
 * kept out of search engines, styled by a sheet served as a file (the CSP admits no inline
 * style element).
 */
export function consoleDocument(title: string, stylePath: string, body: Html): Html {
  return html`<!DOCTYPE html>
    <html lang="zh-CN">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>${title}</title>
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="stylesheet" href="${stylePath}" />
      </head>
      <body>
        ${body}
      </body>
    </html>`
}

/** A table of rows under their headings; with `empty`, a muted note instead when there are no rows. */
export function table<T>(
  heads: readonly string[],
  rows: readonly T[],
  cells: (row: T) => readonly unknown[],
  options: { testId?: string; rowTestId?: (row: T) => string; foot?: readonly unknown[]; empty?: string } = {},
): Html {
  const { testId, rowTestId, foot, empty } = options
  if (empty !== undefined && rows.length === 0) return html`<p class="muted">${empty}</p>`
  // Rows are built as one line each: a row's cells read as `<tr><td>…</td><td>…</td>` with nothing between them.
  const row = (tag: 'th' | 'td', cells: readonly unknown[], rowId?: string): Html =>
    html`<tr${rowId ? html` data-testid="${rowId}"` : ''}>${cells.map((cell) => (tag === 'th' ? html`<th>${cell}</th>` : html`<td>${cell}</td>`))}</tr>`
  return html`<table${testId ? html` data-testid="${testId}"` : ''}>
    ${row('th', heads)}${rows.map((item) => row('td', cells(item), rowTestId?.(item)))}${foot ? row('th', foot) : ''}
  </table>`
}
