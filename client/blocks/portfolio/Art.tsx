import { useId } from 'react'
import type { ART_MOTIFS } from '../../../shared/contracts/schemas/content'

type Motif = (typeof ART_MOTIFS)[number]

const SIZES = { wide: [640, 360], photo: [480, 360], tall: [360, 480] } as const

/**
 * Drawn placeholder art for content that has no photo of its own: a gradient in the
 * item's hue and a simple motif. Inline SVG with intrinsic dimensions, so it costs no
 * request and never shifts the layout.
 */
export function Art({
  hue,
  motif,
  label,
  shape = 'photo',
  className,
}: {
  hue: number
  motif: Motif
  label?: string
  shape?: keyof typeof SIZES
  className?: string
}) {
  const id = useId().replace(/[^a-zA-Z0-9_-]/g, '')
  const [width, height] = SIZES[shape]
  const c = (s: number, l: number, a = 1) => `hsl(${hue} ${s}% ${l}% / ${a})`
  const c2 = (shift: number, s: number, l: number, a = 1) => `hsl(${(hue + shift) % 360} ${s}% ${l}% / ${a})`
  const cx = width / 2
  const ground = height * 0.78
  return (
    <svg
      className={className}
      width={width}
      height={height}
      viewBox={`0 0 ${width} ${height}`}
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      preserveAspectRatio="xMidYMid slice"
    >
      <defs>
        <linearGradient id={`${id}-bg`} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={c(70, 82)} />
          <stop offset="1" stopColor={c2(40, 60, 58)} />
        </linearGradient>
        <radialGradient id={`${id}-glow`} cx="0.75" cy="0.2" r="0.6">
          <stop offset="0" stopColor="#fff" stopOpacity="0.75" />
          <stop offset="1" stopColor="#fff" stopOpacity="0" />
        </radialGradient>
      </defs>
      <rect width={width} height={height} fill={`url(#${id}-bg)`} />
      <rect width={width} height={height} fill={`url(#${id}-glow)`} />
      {motif === 'landscape' ? (
        <>
          <circle cx={width * 0.72} cy={height * 0.3} r={height * 0.11} fill="#fff" fillOpacity="0.85" />
          <path
            d={`M0 ${ground} L${width * 0.28} ${height * 0.42} L${width * 0.5} ${height * 0.62} L${width * 0.7} ${height * 0.46} L${width} ${ground} Z`}
            fill={c(45, 38, 0.55)}
          />
          <path
            d={`M0 ${height} L0 ${height * 0.7} Q${width * 0.4} ${height * 0.56} ${width} ${height * 0.74} L${width} ${height} Z`}
            fill={c2(20, 50, 28, 0.7)}
          />
        </>
      ) : motif === 'studio' ? (
        <>
          <path
            d={`M${width * 0.12} 0 H${width * 0.88} V${ground} Q${width * 0.88} ${height} ${width} ${height} H0 Q${width * 0.12} ${height} ${width * 0.12} ${ground} Z`}
            fill="#fff"
            fillOpacity="0.35"
          />
          <rect x={width * 0.06} y={height * 0.12} width={width * 0.16} height={height * 0.28} rx="6" fill="#fff" fillOpacity="0.85" />
          <path d={`M${width * 0.22} ${height * 0.18} L${width * 0.6} ${height * 0.5} L${width * 0.22} ${height * 0.38} Z`} fill="#fff" fillOpacity="0.25" />
          <circle cx={cx * 1.15} cy={height * 0.44} r={height * 0.09} fill={c(35, 30, 0.75)} />
          <path d={`M${cx * 1.15 - height * 0.2} ${ground} Q${cx * 1.15} ${height * 0.5} ${cx * 1.15 + height * 0.2} ${ground} Z`} fill={c(35, 30, 0.75)} />
        </>
      ) : motif === 'wedding' ? (
        <>
          <path
            d={`M${cx - height * 0.34} ${height} V${height * 0.45} A${height * 0.34} ${height * 0.34} 0 0 1 ${cx + height * 0.34} ${height * 0.45} V${height}`}
            fill="none"
            stroke="#fff"
            strokeOpacity="0.7"
            strokeWidth="6"
          />
          <circle cx={cx - height * 0.1} cy={height * 0.48} r={height * 0.07} fill={c(30, 28, 0.8)} />
          <path d={`M${cx - height * 0.22} ${height} Q${cx - height * 0.1} ${height * 0.5} ${cx + height * 0.02} ${height} Z`} fill={c(30, 28, 0.8)} />
          <circle cx={cx + height * 0.1} cy={height * 0.5} r={height * 0.065} fill="#fff" fillOpacity="0.92" />
          <path
            d={`M${cx - height * 0.04} ${height} Q${cx + height * 0.1} ${height * 0.48} ${cx + height * 0.26} ${height} Z`}
            fill="#fff"
            fillOpacity="0.92"
          />
        </>
      ) : motif === 'child' ? (
        <>
          <ellipse cx={width * 0.68} cy={height * 0.3} rx={height * 0.09} ry={height * 0.11} fill={c2(180, 70, 62, 0.9)} />
          <path
            d={`M${width * 0.68} ${height * 0.41} Q${width * 0.64} ${height * 0.55} ${cx + height * 0.02} ${height * 0.66}`}
            fill="none"
            stroke="#fff"
            strokeWidth="2"
          />
          <circle cx={cx - height * 0.04} cy={height * 0.56} r={height * 0.075} fill={c(40, 30, 0.8)} />
          <path d={`M${cx - height * 0.2} ${height} Q${cx - height * 0.04} ${height * 0.6} ${cx + height * 0.12} ${height} Z`} fill={c(40, 30, 0.8)} />
        </>
      ) : motif === 'product' ? (
        <>
          <rect
            x={width * 0.18}
            y={height * 0.2}
            width={width * 0.36}
            height={height * 0.6}
            rx="8"
            fill="#fff"
            fillOpacity="0.55"
            transform={`rotate(-6 ${width * 0.36} ${height * 0.5})`}
          />
          <rect x={width * 0.36} y={height * 0.16} width={width * 0.42} height={height * 0.66} rx="8" fill="#fff" fillOpacity="0.9" />
          <rect x={width * 0.4} y={height * 0.22} width={width * 0.34} height={height * 0.34} rx="4" fill={c(55, 62)} />
          <rect x={width * 0.4} y={height * 0.62} width={width * 0.22} height={height * 0.04} rx="2" fill={c(20, 60)} />
          <rect x={width * 0.4} y={height * 0.7} width={width * 0.3} height={height * 0.04} rx="2" fill={c(20, 75)} />
        </>
      ) : (
        <>
          <circle cx={cx} cy={height * 0.42} r={height * 0.14} fill={c(35, 28, 0.78)} />
          <path
            d={`M${cx - height * 0.36} ${height} Q${cx - height * 0.34} ${height * 0.6} ${cx} ${height * 0.6} Q${cx + height * 0.34} ${height * 0.6} ${cx + height * 0.36} ${height} Z`}
            fill={c(35, 28, 0.78)}
          />
        </>
      )}
    </svg>
  )
}
