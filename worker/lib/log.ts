/**
 * Structured logs: one JSON object per line, so Workers Logs (and `wrangler tail
 * --format json`) can filter by event and request id.
 */
export type LogLevel = 'info' | 'warn' | 'error'

export function log(level: LogLevel, event: string, fields: Record<string, unknown> = {}): void {
  const line = JSON.stringify({ level, event, ...fields, ...(fields.error instanceof Error ? { error: `${fields.error.name}: ${fields.error.message}` } : {}) })
  if (level === 'error') console.error(line)
  else if (level === 'warn') console.warn(line)
  else console.log(line)
}
