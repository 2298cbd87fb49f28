// Renders chosen illustrations side by side into one PNG to look at while drawing:
//   node scripts/images/preview.mjs out.png skin-blemish-before skin-blemish-after …
// A name ending in * matches every illustration with that prefix.
import sharp from 'sharp'
import { ILLUSTRATIONS, renderSvg } from './catalogue.mjs'

const [out, ...patterns] = process.argv.slice(2)
if (!out || patterns.length === 0) {
  console.error('usage: node scripts/images/preview.mjs out.png name [name…]')
  process.exit(1)
}
const names = ILLUSTRATIONS.map((item) => item.name).filter((name) =>
  patterns.some((pattern) => (pattern.endsWith('*') ? name.startsWith(pattern.slice(0, -1)) : name === pattern)),
)
const tileHeight = Number(process.env.TILE ?? 420)
const tiles = []
for (const name of names) {
  const item = ILLUSTRATIONS.find((entry) => entry.name === name)
  const width = Math.round((tileHeight * item.width) / item.height)
  tiles.push({
    width,
    buffer: await sharp(Buffer.from(renderSvg(item, width)))
      .png()
      .toBuffer(),
  })
}
const perRow = Number(process.env.PER_ROW ?? 4)
const rows = []
for (let i = 0; i < tiles.length; i += perRow) rows.push(tiles.slice(i, i + perRow))
const sheetWidth = Math.max(...rows.map((row) => row.reduce((sum, tile) => sum + tile.width + 8, 0)))
const composite = []
rows.forEach((row, r) => {
  let left = 0
  for (const tile of row) {
    composite.push({ input: tile.buffer, left, top: r * (tileHeight + 8) })
    left += tile.width + 8
  }
})
await sharp({ create: { width: sheetWidth, height: rows.length * (tileHeight + 8), channels: 3, background: '#ffffff' } })
  .composite(composite)
  .png()
  .toFile(out)
console.log(`${names.length} illustrations → ${out}`)
