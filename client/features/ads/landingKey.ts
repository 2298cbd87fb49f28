/** The key a landing path reads: /ad → default, /ad/{id} → id, /ad/baidu → baidu. Shared with the edge. */
export function landingKeyOf(pathname: string): string {
  const rest = pathname
    .replace(/^\/ad\/?/, '')
    .replace(/\/+$/, '')
    .toLowerCase()
  return /^[a-z0-9]{1,32}$/.test(rest) ? rest : 'default'
}
