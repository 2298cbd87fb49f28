import { toString } from 'qrcode'

/** A QR image of `text` as an SVG data URL, `width` pixels wide (the mini-program code is 430). */
export async function qrDataUrl(text: string, width: number): Promise<string> {
  const svg = await toString(text, { type: 'svg', errorCorrectionLevel: 'M', margin: 1, width })
  return `data:image/svg+xml;base64,${btoa(svg)}`
}
