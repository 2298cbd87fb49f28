/** Unix seconds now: every rule of every service reads the clock here. */
export function nowSeconds(): number {
  return Math.floor(Date.now() / 1000)
}
