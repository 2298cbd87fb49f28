/** A record's time as China time, YYYY-MM-DD HH:mm, the same on the server and in any browser. */
export function formatChinaTime(unixSeconds: number): string {
  return new Date((unixSeconds + 8 * 3600) * 1000).toISOString().slice(0, 16).replace('T', ' ')
}
