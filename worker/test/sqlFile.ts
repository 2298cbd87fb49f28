/**
 * The statements of a seed file (db/*.sql) as `wrangler d1 execute --file` runs them:
 * each ends with ';' at the end of a line, and full-line comments are dropped.
 */
export function sqlStatements(sql: string): string[] {
  return sql
    .split('\n')
    .filter((line) => !line.trimStart().startsWith('--'))
    .join('\n')
    .split(/;\s*$/m)
    .map((statement) => statement.trim())
    .filter(Boolean)
}
