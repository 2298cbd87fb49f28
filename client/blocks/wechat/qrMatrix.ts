import { create } from 'qrcode'

/**
 * The modules of a QR code as one SVG path: the `qrcode` package encodes the text, and
 * each run of dark modules in a row becomes one rectangle. React renders the path, so
 * no markup string is injected into the page.
 */
export function qrPath(text: string): { size: number; path: string } {
  const { modules } = create(text, { errorCorrectionLevel: 'M' })
  const { size } = modules
  const parts: string[] = []
  for (let y = 0; y < size; y++) {
    let x = 0
    while (x < size) {
      if (!modules.get(y, x)) {
        x++
        continue
      }
      const start = x
      while (x < size && modules.get(y, x)) x++
      parts.push(`M${start} ${y}h${x - start}v1h-${x - start}z`)
    }
  }
  return { size, path: parts.join('') }
}
