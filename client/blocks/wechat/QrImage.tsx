import { useMemo } from 'react'
import { qrPath } from './qrMatrix'

/** A QR code as an SVG that scales to its box; a quiet zone of two modules keeps it scannable. */
export function QrImage({ text, label }: { text: string; label: string }) {
  const { size, path } = useMemo(() => qrPath(text), [text])
  return (
    <svg viewBox={`-2 -2 ${size + 4} ${size + 4}`} role="img" aria-label={label} shapeRendering="crispEdges">
      <rect x={-2} y={-2} width={size + 4} height={size + 4} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  )
}
