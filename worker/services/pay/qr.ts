import { create } from 'qrcode'

const QUIET_ZONE = 2

/** A QR code as SVG markup (one path, dark modules on white), what order/create_ex answers. */
export function qrSvg(text: string): string {
  const { modules } = create(text, { errorCorrectionLevel: 'M' })
  const size = modules.size + QUIET_ZONE * 2
  let path = ''
  for (let row = 0; row < modules.size; row++) {
    for (let column = 0; column < modules.size; column++) {
      if (modules.get(row, column)) path += `M${column + QUIET_ZONE} ${row + QUIET_ZONE}h1v1h-1z`
    }
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}" shape-rendering="crispEdges"><rect width="${size}" height="${size}" fill="#fff"/><path d="${path}" fill="#000"/></svg>`
}
