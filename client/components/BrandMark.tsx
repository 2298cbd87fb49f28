import { useId } from 'react'

/** The brand's aperture glyph on its own (no link, no name), for illustrations. */
export function BrandMark({ size = 28 }: { size?: number }) {
  const gradient = useId()
  return (
    <svg width={size} height={size} viewBox="0 0 28 28" aria-hidden="true">
      <defs>
        <linearGradient id={gradient} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#ffb347" />
          <stop offset="1" stopColor="#ff5a1f" />
        </linearGradient>
      </defs>
      <circle cx="14" cy="14" r="13" fill={`url(#${gradient})`} />
      <path d="M14 5 L20 16 L8 16 Z" fill="#fff" opacity="0.9" />
      <circle cx="14" cy="19" r="3.2" fill="#fff" />
    </svg>
  )
}
