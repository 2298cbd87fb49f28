// A parametric studio portrait drawn in SVG (viewBox 0 0 800 1000). Every retouching
// effect is a parameter, so a before/after pair is the same drawing with one change.
import { blur, linear, mix, pt, r1, radial, rng } from './svg.mjs'

export const SKIN = {
  fair: { light: '#fbe3d3', mid: '#f2c7ac', shadow: '#d89a7c', deep: '#b9765b' },
  warm: { light: '#f8d8bf', mid: '#ebb892', shadow: '#cf8e69', deep: '#a8684a' },
  tan: { light: '#eec6a3', mid: '#d9a47c', shadow: '#b57c57', deep: '#8d5a3c' },
}

export const HAIR = {
  espresso: { dark: '#1d1210', mid: '#3a241c', light: '#7a5040' },
  chestnut: { dark: '#2b160e', mid: '#5a3220', light: '#a4683f' },
  black: { dark: '#0d0b0c', mid: '#221c1d', light: '#5c5153' },
  honey: { dark: '#3b2414', mid: '#7a4c28', light: '#c89058' },
}

const GEOMETRY = {
  woman: {
    cx: 400,
    top: 262,
    templeW: 136,
    cheekW: 140,
    jawW: 112,
    jawY: 640,
    chinY: 738,
    chinW: 30,
    eyeY: 505,
    eyeDX: 68,
    eyeW: 40,
    eyeH: 15,
    browY: 458,
    noseY: 604,
    mouthY: 664,
    neckW: 58,
    shoulderY: 796,
  },
  man: {
    cx: 400,
    top: 250,
    templeW: 146,
    cheekW: 150,
    jawW: 134,
    jawY: 662,
    chinY: 752,
    chinW: 46,
    eyeY: 500,
    eyeDX: 70,
    eyeW: 37,
    eyeH: 12,
    browY: 456,
    noseY: 610,
    mouthY: 672,
    neckW: 72,
    shoulderY: 820,
  },
  child: {
    cx: 400,
    top: 300,
    templeW: 146,
    cheekW: 150,
    jawW: 128,
    jawY: 650,
    chinY: 728,
    chinW: 50,
    eyeY: 535,
    eyeDX: 68,
    eyeW: 40,
    eyeH: 19,
    browY: 486,
    noseY: 612,
    mouthY: 662,
    neckW: 50,
    shoulderY: 820,
  },
}

/** Cubic segments of the right half of the face, top to chin; the left half mirrors them. */
function faceRightHalf(g, slim) {
  const { cx, top, templeW, eyeY } = g
  const cheekW = g.cheekW - 6 * slim
  const jawW = g.jawW - 22 * slim
  const jawY = g.jawY + 8 * slim
  const chinY = g.chinY + 6 * slim
  const chinW = g.chinW - 8 * slim
  return [
    [
      [cx, top],
      [cx + templeW * 0.62, top],
      [cx + templeW, top + 52],
      [cx + templeW, top + 140],
    ],
    [
      [cx + templeW, top + 140],
      [cx + templeW, top + 190],
      [cx + cheekW, eyeY - 12],
      [cx + cheekW, eyeY + 22],
    ],
    [
      [cx + cheekW, eyeY + 22],
      [cx + cheekW, eyeY + 70],
      [cx + jawW + 14, jawY - 52],
      [cx + jawW, jawY],
    ],
    [
      [cx + jawW, jawY],
      [cx + jawW - 14 - 8 * slim, jawY + 48],
      [cx + chinW + 34, chinY - 6],
      [cx + chinW * 0.4, chinY],
    ],
    [
      [cx + chinW * 0.4, chinY],
      [cx + chinW * 0.18, chinY + 2],
      [cx, chinY + 2],
      [cx, chinY + 2],
    ],
  ]
}

function facePath(g, slim) {
  const right = faceRightHalf(g, slim)
  const mirror = ([x, y]) => [2 * g.cx - x, y]
  let d = `M${pt(right[0][0])}`
  for (const [, c1, c2, p] of right) d += `C${pt(c1)} ${pt(c2)} ${pt(p)}`
  for (const [p0, c1, c2] of [...right].reverse()) d += `C${pt(mirror(c2))} ${pt(mirror(c1))} ${pt(mirror(p0))}`
  return `${d}Z`
}

function bodyPath(g, neck, square) {
  const { cx } = g
  const neckW = g.neckW - 5 * neck
  const sy = g.shoulderY + 26 * neck
  const half = (s) => {
    const x = (dx) => cx + s * dx
    return [
      [x(neckW), sy - 40],
      [x(neckW), sy - 6, x(neckW + 46), sy + 10 - 6 * square, x(150), sy + 24 - 16 * square],
      [x(212), sy + 34 - 26 * square, x(258), sy + 46 - 34 * square, x(280), sy + 84 - 34 * square],
      [x(298), sy + 116 - 20 * square, x(306), 960, x(312), 1010],
    ]
  }
  const [r0, ...r] = half(1)
  const [l0, ...l] = half(-1)
  let d = `M${g.cx - neckW},${g.jawY - 40}L${pt(l0)}`
  for (const seg of l) d += `C${seg.map(r1).join(',')}`
  d += `L${cx + 312},1010`
  // Right half, bottom up: reverse each cubic.
  const rPoints = [r0, ...r.map((seg) => [seg[4], seg[5]])]
  for (let i = r.length - 1; i >= 0; i--) {
    const seg = r[i]
    d += `C${r1(seg[2])},${r1(seg[3])},${r1(seg[0])},${r1(seg[1])},${pt(rPoints[i])}`
  }
  d += `L${cx + neckW},${g.jawY - 40}Z`
  return { d, sy, neckW }
}

/** Upper-lid crease per double-eyelid style: [gap at inner corner, gap at middle, gap at outer corner, depth]. */
export const EYELID_STYLES = {
  single: null,
  natural: [4, 9, 10, 0.5],
  fan: [1, 8, 13, 0.55],
  parallel: [8, 10, 10, 0.6],
  crescent: [3, 13, 7, 0.55],
  european: [10, 16, 15, 0.85],
  inner: [1, 4, 5, 0.4],
  wide: [9, 14, 16, 0.65],
}

function eye(g, side, p) {
  const x = g.cx + side * g.eyeDX
  const y = g.eyeY
  const w = g.eyeW
  const h = g.eyeH
  const tilt = 5
  // Inner corner at x - side*w, outer at x + side*w (tilted up).
  const inner = [x - side * w, y + 2]
  const outer = [x + side * w, y - tilt]
  const upper = `M${pt(inner)}C${pt([x - side * w * 0.45, y - h * 1.55])} ${pt([x + side * w * 0.55, y - h * 1.5])} ${pt(outer)}`
  const lower = `C${pt([x + side * w * 0.45, y + h * 0.75])} ${pt([x - side * w * 0.5, y + h * 0.95])} ${pt(inner)}`
  const almond = `${upper}${lower}Z`
  const irisX = x + side * 2
  const irisY = y - h * 0.25
  const irisR = h * 1.12
  const clip = `eye-clip-${side > 0 ? 'r' : 'l'}`
  const pupil = p.redEye ? 'url(#red-pupil)' : '#0e0807'
  let crease = ''
  const style = EYELID_STYLES[p.eyelid ?? 'natural']
  if (style) {
    const [gi, gm, go, depth] = style
    const c = `M${pt([inner[0] + side * 4, inner[1] - gi - 2])}C${pt([x - side * w * 0.45, y - h * 1.55 - gm * 1.25])} ${pt([x + side * w * 0.55, y - h * 1.5 - go * 1.2])} ${pt([outer[0] + side * 3, outer[1] - go * 0.55])}`
    const lid = `${c}L${pt([outer[0], outer[1] - 1])}C${pt([x + side * w * 0.55, y - h * 1.5])} ${pt([x - side * w * 0.45, y - h * 1.55])} ${pt(inner)}Z`
    crease = `<path d="${lid}" fill="${p.skin.shadow}" opacity="${r1(0.25 + depth * 0.3)}" filter="url(#soft1)"/>
      <path d="${c}" fill="none" stroke="${p.skin.deep}" stroke-width="${r1(3 + depth * 4)}" stroke-linecap="round" opacity="${depth}" filter="url(#soft2)"/>
      <path d="${c}" fill="none" stroke="#5a3226" stroke-width="2.2" stroke-linecap="round" opacity="${r1(0.5 + depth * 0.4)}"/>`
  } else {
    // A single lid: a puffier lid, the lash line partly hidden.
    crease = `<path d="M${pt([inner[0], inner[1] - 4])}C${pt([x - side * w * 0.4, y - h * 1.75])} ${pt([x + side * w * 0.6, y - h * 1.6])} ${pt([outer[0], outer[1] - 3])}" fill="none" stroke="${p.skin.light}" stroke-width="6" opacity="0.55" filter="url(#soft2)"/>`
  }
  const lashes = []
  for (let i = 0; i < 9; i++) {
    const t = 0.35 + i * 0.08
    const lx = inner[0] + (outer[0] - inner[0]) * t
    const ly = y - h * 1.05 * Math.sin(Math.PI * t) - tilt * t
    const len = (p.kind === 'man' ? 4 : 9) + 6 * t
    lashes.push(`M${pt([lx, ly])}q${r1(side * len * 0.6)},${r1(-len * 0.5)} ${r1(side * len)},${r1(-len * 0.6)}`)
  }
  return `
    <path d="${almond}" fill="${p.skin.shadow}" opacity="0.35" filter="url(#soft4)" transform="translate(0,-6)"/>
    <clipPath id="${clip}"><path d="${almond}"/></clipPath>
    <path d="${almond}" fill="#f6f1ee"/>
    <g clip-path="url(#${clip})">
      <circle cx="${r1(irisX)}" cy="${r1(irisY)}" r="${r1(irisR)}" fill="url(#iris)"/>
      <circle cx="${r1(irisX)}" cy="${r1(irisY)}" r="${r1(irisR)}" fill="none" stroke="#1b0f0b" stroke-width="2" opacity="0.6"/>
      <circle cx="${r1(irisX)}" cy="${r1(irisY)}" r="${r1(irisR * 0.45)}" fill="${pupil}"/>
      <path d="${upper}L${pt([outer[0], outer[1] - 30])}L${pt([inner[0], inner[1] - 30])}Z" fill="#3a2119" opacity="0.28" filter="url(#soft2)" transform="translate(0,4)"/>
      <circle cx="${r1(irisX + side * 5)}" cy="${r1(irisY - irisR * 0.4)}" r="${r1(h * 0.26)}" fill="#fff" opacity="0.92"/>
    </g>
    ${crease}
    <path d="${upper}" fill="none" stroke="#1a0f0c" stroke-width="${p.kind === 'man' ? 3 : 4.2}" stroke-linecap="round"/>
    <path d="${lashes.join('')}" fill="none" stroke="#1a0f0c" stroke-width="1.6" stroke-linecap="round"/>
    <path d="M${pt(outer)}${lower}" fill="none" stroke="#6b4234" stroke-width="1.2" opacity="0.55"/>`
}

const BROWS = {
  // Thin, patchy and uneven: the "before" of eyebrow shaping.
  sparse: { thick: 6, arch: 8, opacity: 0.55, gaps: true, lift: 0 },
  natural: { thick: 10, arch: 12, opacity: 0.82, gaps: false, lift: 0 },
  shaped: { thick: 11, arch: 16, opacity: 0.9, gaps: false, lift: 3 },
  bold: { thick: 14, arch: 10, opacity: 0.95, gaps: false, lift: 0 },
}

function brow(g, side, p) {
  const s = BROWS[p.brows ?? 'natural']
  const x = g.cx + side * g.eyeDX
  const y = g.browY - s.lift
  const innerX = x - side * 52
  const peakX = x + side * 22
  const outerX = x + side * 62
  const top = `M${pt([innerX, y + 8])}C${pt([innerX + side * 20, y - s.arch * 0.5])} ${pt([peakX - side * 20, y - s.arch])} ${pt([peakX, y - s.arch])}C${pt([peakX + side * 18, y - s.arch])} ${pt([outerX - side * 8, y - 2])} ${pt([outerX, y + 8])}`
  const bottom = `C${pt([outerX - side * 16, y + 4])} ${pt([peakX + side * 10, y - s.arch + s.thick])} ${pt([peakX, y - s.arch + s.thick + 1])}C${pt([peakX - side * 24, y - s.arch + s.thick + 2])} ${pt([innerX + side * 16, y + s.thick + 4])} ${pt([innerX, y + 8 + s.thick])}Z`
  const colour = p.hair.mid
  let hairs = ''
  const random = rng(side > 0 ? 11 : 13)
  for (let i = 0; i < 26; i++) {
    const t = random()
    const hx = innerX + (outerX - innerX) * t
    const hy = y + 6 - s.arch * Math.sin(Math.PI * Math.min(1, t * 1.3)) * 0.9 + s.thick * 0.5
    hairs += `M${pt([hx, hy + 4])}l${r1(side * 8)},${r1(-5 - random() * 3)}`
  }
  const mask = s.gaps
    ? `<mask id="brow-gap-${side}"><rect x="0" y="0" width="800" height="1000" fill="#fff"/><circle cx="${r1(innerX + side * 22)}" cy="${y}" r="9" fill="#000"/><circle cx="${r1(outerX - side * 16)}" cy="${y - 2}" r="11" fill="#000"/></mask>`
    : ''
  return `${mask}<g${s.gaps ? ` mask="url(#brow-gap-${side})"` : ''} opacity="${s.opacity}">
      <path d="${top}${bottom}" fill="${colour}" filter="url(#soft1)"/>
      <path d="${hairs}" stroke="${p.hair.dark}" stroke-width="1.4" opacity="0.6" stroke-linecap="round"/>
    </g>`
}

function nose(g, p) {
  const { cx, noseY, eyeY } = g
  return `
    <path d="M${cx - 22},${eyeY + 8}C${cx - 16},${eyeY + 40} ${cx - 20},${noseY - 40} ${cx - 28},${noseY - 6}" stroke="${p.skin.deep}" stroke-width="9" fill="none" opacity="0.4" filter="url(#soft4)"/>
    <ellipse cx="${cx}" cy="${noseY + 2}" rx="30" ry="14" fill="${p.skin.deep}" opacity="0.32" filter="url(#soft6)"/>
    <ellipse cx="${cx + 4}" cy="${noseY - 14}" rx="10" ry="7" fill="#fff" opacity="0.45" filter="url(#soft4)"/>
    <path d="M${cx - 30},${noseY + 2}C${cx - 22},${noseY + 14} ${cx - 12},${noseY + 8} ${cx - 8},${noseY + 10}M${cx + 30},${noseY + 2}C${cx + 22},${noseY + 14} ${cx + 12},${noseY + 8} ${cx + 8},${noseY + 10}" stroke="${p.skin.deep}" stroke-width="3" fill="none" opacity="0.55" filter="url(#soft1)" stroke-linecap="round"/>`
}

function mouth(g, p) {
  const { cx, mouthY: y } = g
  const w = p.kind === 'man' ? 44 : p.kind === 'child' ? 30 : 40
  const lip = p.kind === 'man' ? '#b9776a' : (p.lip ?? '#cf6a66')
  return `
    <path d="M${cx - w},${y}C${cx - w * 0.6},${y - 12} ${cx - 12},${y - 18} ${cx},${y - 10}C${cx + 12},${y - 18} ${cx + w * 0.6},${y - 12} ${cx + w},${y}C${cx + w * 0.5},${y + 4} ${cx - w * 0.5},${y + 4} ${cx - w},${y}Z" fill="${mix(lip, '#5a2a28', 0.2)}"/>
    <path d="M${cx - w},${y}C${cx - w * 0.5},${y + 6} ${cx + w * 0.5},${y + 6} ${cx + w},${y}C${cx + w * 0.6},${y + 28} ${cx - w * 0.6},${y + 28} ${cx - w},${y}Z" fill="url(#lip)"/>
    <ellipse cx="${cx + 4}" cy="${y + 11}" rx="${w * 0.35}" ry="4" fill="#fff" opacity="0.35" filter="url(#soft2)"/>
    <path d="M${cx - w},${y}C${cx - w * 0.5},${y + 5} ${cx + w * 0.5},${y + 5} ${cx + w},${y}" stroke="#5a2424" stroke-width="2.2" fill="none" opacity="0.8"/>
    <ellipse cx="${cx}" cy="${y + 40}" rx="${w * 0.6}" ry="8" fill="${p.skin.shadow}" opacity="0.3" filter="url(#soft4)"/>`
}

/** Acne and dark spots for the blemish "before". */
function blemishes(g, seed) {
  const random = rng(seed)
  const { cx, eyeY } = g
  const spots = [
    [cx - 108, eyeY + 78],
    [cx - 86, eyeY + 104],
    [cx - 120, eyeY + 120],
    [cx + 96, eyeY + 86],
    [cx + 118, eyeY + 116],
    [cx + 74, eyeY + 128],
    [cx - 30, g.top + 96],
    [cx + 40, g.top + 110],
    [cx + 12, g.top + 140],
    [cx - 60, g.top + 124],
    [cx + 22, g.chinY - 32],
    [cx - 26, g.chinY - 40],
    [cx - 92, g.jawY - 30],
    [cx + 100, g.jawY - 24],
  ]
  let out = ''
  for (const [x, y] of spots) {
    const r = 3.5 + random() * 3.5
    if (random() < 0.6) {
      out += `<circle cx="${r1(x)}" cy="${r1(y)}" r="${r1(r * 2.2)}" fill="#d0574b" opacity="0.35" filter="url(#soft2)"/><circle cx="${r1(x)}" cy="${r1(y)}" r="${r1(r)}" fill="#c24a40" opacity="0.8" filter="url(#soft1)"/><circle cx="${r1(x - 1)}" cy="${r1(y - 1)}" r="${r1(r * 0.35)}" fill="#f3c9b8" opacity="0.7"/>`
    } else {
      out += `<circle cx="${r1(x)}" cy="${r1(y)}" r="${r1(r * 0.8)}" fill="#8a5a44" opacity="0.7" filter="url(#soft1)"/>`
    }
  }
  // Freckle-like pigment across the nose and cheeks.
  for (let i = 0; i < 40; i++) {
    const x = cx - 120 + random() * 240
    const y = eyeY + 50 + random() * 60
    if (Math.abs(x - cx) < 22) continue
    out += `<circle cx="${r1(x)}" cy="${r1(y)}" r="${r1(1.2 + random() * 1.8)}" fill="#9b6a52" opacity="${r1(0.35 + random() * 0.35)}"/>`
  }
  return out
}

/** Blotchy, greyish patches and shadows under the eyes: the neutral-grey "before". */
function unevenSkin(g, p) {
  const { cx, eyeY } = g
  return `<g filter="url(#soft14)">
      <ellipse cx="${cx - 100}" cy="${eyeY + 95}" rx="52" ry="40" fill="#8e8273" opacity="0.35"/>
      <ellipse cx="${cx + 96}" cy="${eyeY + 100}" rx="48" ry="44" fill="#8e8273" opacity="0.32"/>
      <ellipse cx="${cx + 20}" cy="${g.top + 110}" rx="80" ry="30" fill="#9a8a78" opacity="0.25"/>
      <ellipse cx="${cx - 70}" cy="${g.jawY - 10}" rx="40" ry="30" fill="#7d7368" opacity="0.3"/>
      <ellipse cx="${cx + 60}" cy="${g.chinY - 40}" rx="40" ry="26" fill="#857668" opacity="0.3"/>
    </g>
    <g filter="url(#soft6)">
      <path d="M${cx - 118},${eyeY + 14}C${cx - 96},${eyeY + 40} ${cx - 48},${eyeY + 42} ${cx - 28},${eyeY + 16}" stroke="#6e5656" stroke-width="16" fill="none" opacity="0.45"/>
      <path d="M${cx + 118},${eyeY + 10}C${cx + 96},${eyeY + 40} ${cx + 48},${eyeY + 42} ${cx + 28},${eyeY + 16}" stroke="#6e5656" stroke-width="16" fill="none" opacity="0.45"/>
      <path d="M${cx - 62},${g.mouthY - 44}C${cx - 74},${g.mouthY - 10} ${cx - 70},${g.mouthY + 10} ${cx - 60},${g.mouthY + 24}M${cx + 62},${g.mouthY - 44}C${cx + 74},${g.mouthY - 10} ${cx + 70},${g.mouthY + 10} ${cx + 60},${g.mouthY + 24}" stroke="${p.skin.deep}" stroke-width="8" fill="none" opacity="0.5"/>
    </g>`
}

function contour(g, p, amount) {
  if (!amount) return ''
  const { cx, eyeY, jawY, chinY, top } = g
  return `<g opacity="${amount}">
    <g filter="url(#soft14)">
      <path d="M${cx - 132},${eyeY + 40}C${cx - 110},${eyeY + 100} ${cx - 100},${jawY - 40} ${cx - 70},${jawY + 40}" stroke="${p.skin.deep}" stroke-width="30" fill="none" opacity="0.4"/>
      <path d="M${cx + 132},${eyeY + 40}C${cx + 110},${eyeY + 100} ${cx + 100},${jawY - 40} ${cx + 70},${jawY + 40}" stroke="${p.skin.deep}" stroke-width="30" fill="none" opacity="0.4"/>
      <path d="M${cx - 130},${top + 60}C${cx - 80},${top + 10} ${cx + 80},${top + 10} ${cx + 130},${top + 60}" stroke="${p.skin.deep}" stroke-width="26" fill="none" opacity="0.25"/>
    </g>
    <g filter="url(#soft8)" fill="#fff">
      <ellipse cx="${cx}" cy="${top + 130}" rx="34" ry="44" opacity="0.18"/>
      <rect x="${cx - 7}" y="${eyeY - 6}" width="14" height="86" rx="7" opacity="0.5"/>
      <ellipse cx="${cx - 92}" cy="${eyeY + 50}" rx="30" ry="13" opacity="0.32" transform="rotate(-18 ${cx - 92} ${eyeY + 50})"/>
      <ellipse cx="${cx + 92}" cy="${eyeY + 50}" rx="30" ry="13" opacity="0.32" transform="rotate(18 ${cx + 92} ${eyeY + 50})"/>
      <ellipse cx="${cx}" cy="${chinY - 26}" rx="18" ry="10" opacity="0.35"/>
    </g></g>`
}

const HAIR_SHAPES = {
  long(g) {
    const { cx, top, cheekW, eyeY, jawY } = g
    const back = `M${cx - 20},${top - 58}C${cx + 170},${top - 60} ${cx + 222},${top + 80} ${cx + 212},${top + 270}C${cx + 204},${top + 430} ${cx + 242},${top + 560} ${cx + 268},${top + 720}L${cx - 268},${top + 720}C${cx - 242},${top + 560} ${cx - 204},${top + 430} ${cx - 212},${top + 270}C${cx - 222},${top + 80} ${cx - 190},${top - 56} ${cx - 20},${top - 58}Z`
    const left = `M${cx - 24},${top - 50}C${cx - 134},${top - 48} ${cx - cheekW - 44},${top + 40} ${cx - cheekW - 46},${eyeY + 40}C${cx - cheekW - 52},${eyeY + 150} ${cx - cheekW - 64},${jawY + 120} ${cx - cheekW - 40},${jawY + 270}C${cx - cheekW - 36},${jawY + 296} ${cx - cheekW - 14},${jawY + 300} ${cx - cheekW - 8},${jawY + 270}C${cx - cheekW + 2},${jawY + 160} ${cx - cheekW + 6},${jawY + 20} ${cx - cheekW + 6},${eyeY + 76}C${cx - cheekW + 4},${eyeY + 10} ${cx - cheekW + 10},${top + 170} ${cx - 110},${top + 110}C${cx - 76},${top + 80} ${cx - 44},${top + 52} ${cx - 22},${top + 44}Z`
    const right = `M${cx - 24},${top - 50}C${cx + 124},${top - 54} ${cx + cheekW + 44},${top + 36} ${cx + cheekW + 46},${eyeY + 30}C${cx + cheekW + 52},${eyeY + 150} ${cx + cheekW + 64},${jawY + 120} ${cx + cheekW + 42},${jawY + 276}C${cx + cheekW + 38},${jawY + 302} ${cx + cheekW + 14},${jawY + 306} ${cx + cheekW + 8},${jawY + 276}C${cx + cheekW - 2},${jawY + 160} ${cx + cheekW - 4},${jawY + 20} ${cx + cheekW - 6},${eyeY + 60}C${cx + cheekW - 10},${top + 160} ${cx + 110},${top + 80} ${cx + 30},${top + 62}C${cx + 6},${top + 56} ${cx - 14},${top + 48} ${cx - 22},${top + 44}Z`
    const sheen = `M${cx - 40},${top - 34}C${cx - 110},${top - 20} ${cx - 150},${top + 40} ${cx - 158},${top + 120}M${cx + 10},${top - 36}C${cx + 100},${top - 34} ${cx + 150},${top + 10} ${cx + 166},${top + 90}`
    let strands = ''
    for (let i = 0; i < 6; i++) {
      const o = 10 + i * 9
      strands += `M${cx - 30},${top - 44 + i * 6}C${cx - 130 + o},${top - 40 + o * 0.6} ${cx - cheekW - 40 + o},${top + 40} ${cx - cheekW - 42 + o * 0.7},${eyeY + 60}`
      strands += `M${cx - 16},${top - 44 + i * 6}C${cx + 120 - o},${top - 46 + o * 0.6} ${cx + cheekW + 40 - o},${top + 36} ${cx + cheekW + 42 - o * 0.7},${eyeY + 60}`
    }
    return { back, front: `${left}${right}`, sheen, strands }
  },
  bun(g) {
    const { cx, top, cheekW, eyeY } = g
    const back = `M${cx - 70},${top - 40}a90,80 0 1,1 140,0Z M${cx},${top - 46}C${cx + 150},${top - 50} ${cx + cheekW + 30},${top + 60} ${cx + cheekW + 12},${eyeY}L${cx - cheekW - 12},${eyeY}C${cx - cheekW - 30},${top + 60} ${cx - 150},${top - 50} ${cx},${top - 46}Z`
    const front = `M${cx - cheekW - 12},${eyeY - 10}C${cx - cheekW - 26},${top + 30} ${cx - 90},${top - 46} ${cx + 30},${top - 44}C${cx + 150},${top - 42} ${cx + cheekW + 28},${top + 40} ${cx + cheekW + 10},${eyeY - 20}C${cx + cheekW - 6},${top + 120} ${cx + 110},${top + 60} ${cx + 30},${top + 50}C${cx - 50},${top + 56} ${cx - 120},${top + 100} ${cx - cheekW + 4},${eyeY - 30}Z`
    const sheen = `M${cx - 40},${top - 28}C${cx + 60},${top - 34} ${cx + 130},${top + 10} ${cx + 150},${top + 80}M${cx - 40},${top - 110}C${cx},${top - 126} ${cx + 40},${top - 120} ${cx + 56},${top - 96}`
    return { back, front, sheen }
  },
  short(g) {
    const { cx, top, cheekW, eyeY } = g
    const back = `M${cx - cheekW - 6},${eyeY - 10}C${cx - cheekW - 20},${top - 40} ${cx + cheekW + 20},${top - 40} ${cx + cheekW + 6},${eyeY - 10}Z`
    const front = `M${cx - cheekW - 8},${eyeY - 20}C${cx - cheekW - 24},${top - 20} ${cx - 90},${top - 78} ${cx + 10},${top - 76}C${cx + 124},${top - 76} ${cx + cheekW + 30},${top - 20} ${cx + cheekW + 8},${eyeY - 34}C${cx + cheekW - 2},${top + 100} ${cx + cheekW - 16},${top + 80} ${cx + 110},${top + 64}C${cx + 50},${top + 48} ${cx - 40},${top + 60} ${cx - 100},${top + 76}C${cx - cheekW + 10},${top + 92} ${cx - cheekW + 4},${eyeY - 70} ${cx - cheekW + 2},${eyeY - 26}Z`
    const sheen = `M${cx - 80},${top - 40}C${cx},${top - 64} ${cx + 90},${top - 54} ${cx + 130},${top - 10}`
    let strands = ''
    for (let i = 0; i < 7; i++) {
      strands += `M${cx - 110 + i * 12},${top + 70 - i * 2}C${cx - 60 + i * 14},${top - 10} ${cx + 40 + i * 10},${top - 40} ${cx + 120 + i * 4},${top - 20 + i * 6}`
    }
    return { back, front, sheen, strands }
  },
  bob(g) {
    const { cx, top, cheekW, eyeY, jawY } = g
    const back = `M${cx},${top - 50}C${cx + 170},${top - 50} ${cx + cheekW + 50},${top + 80} ${cx + cheekW + 40},${jawY - 20}C${cx + cheekW + 30},${jawY + 30} ${cx + 60},${jawY + 30} ${cx},${jawY}C${cx - 60},${jawY + 30} ${cx - cheekW - 30},${jawY + 30} ${cx - cheekW - 40},${jawY - 20}C${cx - cheekW - 50},${top + 80} ${cx - 170},${top - 50} ${cx},${top - 50}Z`
    const front = `M${cx - cheekW - 40},${jawY - 10}C${cx - cheekW - 50},${top + 40} ${cx - 110},${top - 52} ${cx},${top - 52}C${cx + 110},${top - 52} ${cx + cheekW + 50},${top + 40} ${cx + cheekW + 40},${jawY - 10}C${cx + cheekW + 10},${jawY - 30} ${cx + cheekW - 4},${eyeY} ${cx + cheekW - 10},${top + 150}C${cx + 80},${top + 140} ${cx + 30},${top + 160} ${cx},${top + 168}C${cx - 30},${top + 160} ${cx - 80},${top + 140} ${cx - cheekW + 10},${top + 150}C${cx - cheekW + 4},${eyeY} ${cx - cheekW - 10},${jawY - 30} ${cx - cheekW - 40},${jawY - 10}Z`
    const sheen = `M${cx - 90},${top - 10}C${cx - 30},${top - 40} ${cx + 50},${top - 40} ${cx + 110},${top - 6}`
    return { back, front, sheen }
  },
}

/** Garments: each returns SVG drawn over the body. */
function garment(g, p, body) {
  const { cx } = g
  const { sy, neckW } = body
  const c = p.garment.colors ?? ['#2a2d3a', '#151722']
  const accent = p.garment.accent ?? '#f5f2ee'
  const fill = 'url(#garment)'
  switch (p.garment.type) {
    case 'offShoulder':
      return `<path d="M${cx - 330},${sy + 150}C${cx - 240},${sy + 112} ${cx - 120},${sy + 128} ${cx},${sy + 146}C${cx + 120},${sy + 128} ${cx + 240},${sy + 112} ${cx + 330},${sy + 150}L${cx + 330},1010L${cx - 330},1010Z" fill="${fill}"/>
        <path d="M${cx - 330},${sy + 150}C${cx - 240},${sy + 112} ${cx - 120},${sy + 128} ${cx},${sy + 146}C${cx + 120},${sy + 128} ${cx + 240},${sy + 112} ${cx + 330},${sy + 150}" stroke="#fff" stroke-opacity="0.25" stroke-width="4" fill="none"/>
        <path d="M${cx - 150},${sy + 160}C${cx - 140},${sy + 180} ${cx - 150},${sy + 190} ${cx - 170},1000M${cx + 60},${sy + 160}C${cx + 80},${sy + 200} ${cx + 70},${sy + 200} ${cx + 90},1000" stroke="#000" stroke-opacity="0.18" stroke-width="14" fill="none" filter="url(#soft6)"/>`
    case 'sweater':
      return `<path d="M${cx - neckW - 14},${sy - 26}C${cx - neckW - 60},${sy - 6} ${cx - 200},${sy + 20} ${cx - 282},${sy + 80}C${cx - 300},${sy + 120} ${cx - 310},960 ${cx - 316},1010L${cx + 316},1010C${cx + 310},960 ${cx + 300},${sy + 120} ${cx + 282},${sy + 80}C${cx + 200},${sy + 20} ${cx + neckW + 60},${sy - 6} ${cx + neckW + 14},${sy - 26}C${cx + 30},${sy + 6} ${cx - 30},${sy + 6} ${cx - neckW - 14},${sy - 26}Z" fill="${fill}"/>
        <path d="M${cx - neckW - 14},${sy - 26}C${cx - 30},${sy + 6} ${cx + 30},${sy + 6} ${cx + neckW + 14},${sy - 26}" stroke="${mix(c[0], '#000', 0.25)}" stroke-width="14" fill="none"/>`
    case 'tee':
      return `<path d="M${cx - neckW - 10},${sy - 22}C${cx - neckW - 60},${sy - 4} ${cx - 200},${sy + 20} ${cx - 282},${sy + 80}C${cx - 300},${sy + 120} ${cx - 310},960 ${cx - 316},1010L${cx + 316},1010C${cx + 310},960 ${cx + 300},${sy + 120} ${cx + 282},${sy + 80}C${cx + 200},${sy + 20} ${cx + neckW + 60},${sy - 4} ${cx + neckW + 10},${sy - 22}C${cx + 40},${sy + 30} ${cx - 40},${sy + 30} ${cx - neckW - 10},${sy - 22}Z" fill="${fill}"/>`
    case 'suit':
    case 'shirt':
    case 'sailor':
    case 'vest':
    case 'blouse':
      return formalWear(g, p, body, c, accent)
    default:
      return ''
  }
}

/** Formal clothes for ID photos: shirt collar, lapels, ties and bows. */
function formalWear(g, p, body, c, accent) {
  const { cx } = g
  const { sy, neckW } = body
  const type = p.garment.type
  const shoulders = `M${cx - neckW - 8},${sy - 34}C${cx - neckW - 60},${sy - 10} ${cx - 200},${sy + 16} ${cx - 284},${sy + 76}C${cx - 302},${sy + 120} ${cx - 312},960 ${cx - 318},1010L${cx + 318},1010C${cx + 312},960 ${cx + 302},${sy + 120} ${cx + 284},${sy + 76}C${cx + 200},${sy + 16} ${cx + neckW + 60},${sy - 10} ${cx + neckW + 8},${sy - 34}Z`
  const shirt = p.garment.shirt ?? '#f7f6f3'
  const shirtBody = `<path d="${shoulders}" fill="${type === 'suit' || type === 'vest' ? shirt : 'url(#garment)'}"/>`
  const collar = `<path d="M${cx - neckW - 8},${sy - 40}L${cx},${sy + 36}L${cx - 40},${sy + 70}L${cx - neckW - 34},${sy + 4}Z" fill="${type === 'shirt' || type === 'blouse' ? mix(c[0], '#ffffff', 0.15) : shirt}" stroke="#000" stroke-opacity="0.12" stroke-width="2"/>
    <path d="M${cx + neckW + 8},${sy - 40}L${cx},${sy + 36}L${cx + 40},${sy + 70}L${cx + neckW + 34},${sy + 4}Z" fill="${type === 'shirt' || type === 'blouse' ? mix(c[0], '#ffffff', 0.15) : shirt}" stroke="#000" stroke-opacity="0.12" stroke-width="2"/>`
  const vNeck = `<path d="M${cx - neckW - 6},${sy - 36}L${cx},${sy + 60}L${cx + neckW + 6},${sy - 36}Z" fill="url(#neck-skin)"/>`
  let tie = ''
  if (p.garment.tie) {
    tie = `<path d="M${cx - 14},${sy + 34}L${cx + 14},${sy + 34}L${cx + 10},${sy + 52}L${cx - 10},${sy + 52}Z" fill="${p.garment.tie}"/>
      <path d="M${cx - 10},${sy + 52}L${cx + 10},${sy + 52}L${cx + 26},${sy + 190}L${cx},${sy + 220}L${cx - 26},${sy + 190}Z" fill="${p.garment.tie}"/>
      ${p.garment.tieStripe ? `<path d="M${cx - 16},${sy + 90}L${cx + 18},${sy + 74}M${cx - 20},${sy + 130}L${cx + 22},${sy + 112}M${cx - 24},${sy + 170}L${cx + 24},${sy + 150}" stroke="${p.garment.tieStripe}" stroke-width="5"/>` : ''}
      <path d="M${cx - 10},${sy + 52}L${cx + 10},${sy + 52}L${cx + 26},${sy + 190}" stroke="#000" stroke-opacity="0.15" stroke-width="3" fill="none"/>`
  }
  if (p.garment.bow) {
    tie = `<path d="M${cx},${sy + 40}L${cx - 40},${sy + 22}L${cx - 40},${sy + 62}Z M${cx},${sy + 40}L${cx + 40},${sy + 22}L${cx + 40},${sy + 62}Z" fill="${p.garment.bow}"/><circle cx="${cx}" cy="${sy + 42}" r="9" fill="${mix(p.garment.bow, '#000', 0.2)}"/>`
  }
  let jacket = ''
  if (type === 'suit') {
    const open = p.garment.open ?? 54
    jacket = `<path d="M${cx - neckW - 4},${sy - 30}C${cx - neckW - 60},${sy - 10} ${cx - 200},${sy + 16} ${cx - 284},${sy + 76}C${cx - 302},${sy + 120} ${cx - 312},960 ${cx - 318},1010L${cx - 10},1010L${cx - 10},${sy + 250}L${cx - open},${sy + 40}Z" fill="url(#garment)"/>
      <path d="M${cx + neckW + 4},${sy - 30}C${cx + neckW + 60},${sy - 10} ${cx + 200},${sy + 16} ${cx + 284},${sy + 76}C${cx + 302},${sy + 120} ${cx + 312},960 ${cx + 318},1010L${cx + 10},1010L${cx + 10},${sy + 250}L${cx + open},${sy + 40}Z" fill="url(#garment)"/>
      <path d="M${cx - neckW - 4},${sy - 30}L${cx - open},${sy + 40}L${cx - 10},${sy + 250}L${cx - 70},${sy + 120}L${cx - neckW - 56},${sy + 60}L${cx - neckW - 40},${sy + 10}Z" fill="${mix(c[0], '#ffffff', 0.08)}" stroke="#000" stroke-opacity="0.25" stroke-width="2"/>
      <path d="M${cx + neckW + 4},${sy - 30}L${cx + open},${sy + 40}L${cx + 10},${sy + 250}L${cx + 70},${sy + 120}L${cx + neckW + 56},${sy + 60}L${cx + neckW + 40},${sy + 10}Z" fill="${mix(c[0], '#ffffff', 0.08)}" stroke="#000" stroke-opacity="0.25" stroke-width="2"/>`
  }
  if (type === 'vest') {
    jacket = `<path d="M${cx - neckW - 30},${sy - 6}C${cx - 150},${sy + 20} ${cx - 200},${sy + 40} ${cx - 230},${sy + 70}L${cx - 240},1010L${cx + 240},1010L${cx + 230},${sy + 70}C${cx + 200},${sy + 40} ${cx + 150},${sy + 20} ${cx + neckW + 30},${sy - 6}L${cx},${sy + 150}Z" fill="url(#garment)"/>
      <path d="M${cx - neckW - 30},${sy - 6}L${cx},${sy + 150}L${cx + neckW + 30},${sy - 6}" stroke="${mix(c[0], '#000', 0.3)}" stroke-width="10" fill="none"/>`
  }
  let sailor = ''
  if (type === 'sailor') {
    sailor = `<path d="M${cx - neckW - 10},${sy - 34}C${cx - 170},${sy + 10} ${cx - 210},${sy + 40} ${cx - 220},${sy + 100}L${cx - 60},${sy + 150}L${cx},${sy + 200}L${cx + 60},${sy + 150}L${cx + 220},${sy + 100}C${cx + 210},${sy + 40} ${cx + 170},${sy + 10} ${cx + neckW + 10},${sy - 34}L${cx},${sy + 120}Z" fill="${accent}"/>
      <path d="M${cx - 196},${sy + 84}L${cx - 56},${sy + 128}L${cx},${sy + 172}L${cx + 56},${sy + 128}L${cx + 196},${sy + 84}" stroke="${c[0]}" stroke-width="6" fill="none"/>`
  }
  const buttons =
    type === 'shirt' || type === 'blouse'
      ? `<path d="M${cx},${sy + 40}L${cx},1000" stroke="#000" stroke-opacity="0.12" stroke-width="3"/><circle cx="${cx + 8}" cy="${sy + 110}" r="4" fill="#000" opacity="0.18"/><circle cx="${cx + 8}" cy="${sy + 180}" r="4" fill="#000" opacity="0.18"/>`
      : ''
  return `${shirtBody}${type === 'blouse' ? vNeck : ''}${buttons}${type === 'blouse' ? '' : collar}${tie}${jacket}${sailor}`
}

function tattoo(p) {
  // A fine-line peony and leaves on the left shoulder.
  const x = 196
  const y = 862
  return `<g transform="translate(${x},${y}) rotate(-14)" fill="none" stroke="#26304a" stroke-width="2.6" stroke-linecap="round" opacity="0.82" filter="url(#soft05)">
    <path d="M0,0c-14,-18 -2,-34 14,-30c4,-16 26,-16 30,-2c16,-6 28,10 18,24c12,10 4,30 -14,26c-6,14 -30,14 -34,0c-18,4 -26,-16 -14,-18z"/>
    <path d="M12,-6c6,-8 18,-8 22,0c4,8 -4,16 -12,14c-8,-2 -14,-6 -10,-14z"/>
    <path d="M-20,20c-30,10 -50,30 -60,56M-40,40c-18,-6 -30,0 -36,12c14,4 26,0 36,-12zM-58,62c-4,-16 4,-28 18,-30c0,14 -6,24 -18,30z"/>
    <path d="M50,24c24,6 40,22 46,44M72,38c10,-12 24,-14 34,-6c-8,10 -22,12 -34,6z"/>
  </g>
  <g transform="translate(${x + 400},${y - 24}) rotate(10)" fill="none" stroke="#26304a" stroke-width="2.4" opacity="0.78" filter="url(#soft05)">
    <path d="M0,0c10,-20 30,-20 36,0c6,20 -16,36 -18,40c-2,-4 -24,-20 -18,-40z"/>
    <path d="M18,40c2,16 -4,30 -14,40"/>
  </g>`
}

function bodyBlemishes(seed) {
  const random = rng(seed)
  let out = ''
  for (let i = 0; i < 26; i++) {
    const side = random() < 0.5 ? -1 : 1
    const x = 400 + side * (90 + random() * 170)
    const y = 860 + random() * 80
    const r = 2.5 + random() * 4
    out += `<circle cx="${r1(x)}" cy="${r1(y)}" r="${r1(r * 2)}" fill="#c65a4c" opacity="0.28" filter="url(#soft2)"/><circle cx="${r1(x)}" cy="${r1(y)}" r="${r1(r)}" fill="${random() < 0.5 ? '#b6503f' : '#8a5a44'}" opacity="0.75" filter="url(#soft1)"/>`
  }
  // A scar-like mark on the collarbone.
  out += `<path d="M310,880c20,-6 40,-4 60,4" stroke="#b47a68" stroke-width="5" fill="none" opacity="0.7" filter="url(#soft1)"/>`
  return out
}

function stubble(g, seed, density = 1) {
  const random = rng(seed)
  const { cx, mouthY, jawY, chinY } = g
  let d = ''
  const inBeard = (x, y) => {
    const dx = (x - cx) / (g.jawW + 6)
    if (Math.abs(dx) > 1) return false
    if (y > chinY + 4) return false
    const jawEdge = jawY + (chinY - jawY) * Math.pow(Math.abs(dx), 1.6) * 0 + (chinY - jawY) * (1 - Math.abs(dx) ** 2)
    if (y > Math.max(jawY, jawEdge + 0)) return false
    const moustache = y > mouthY - 40 && y < mouthY - 8 && Math.abs(x - cx) < 58
    const chin = y > mouthY + 16
    const cheeks = y > mouthY - 30 && Math.abs(x - cx) > 78
    return moustache || chin || cheeks
  }
  for (let i = 0; i < 4200 * density; i++) {
    const x = cx - 150 + random() * 300
    const y = mouthY - 60 + random() * 150
    if (!inBeard(x, y)) continue
    d += `M${r1(x)},${r1(y)}l${r1(-0.6 + random() * 1.2)},${r1(1.4 + random())}`
  }
  return `<path d="${d}" stroke="#2a201c" stroke-width="1.3" opacity="0.55" stroke-linecap="round" filter="url(#soft05)"/>
    <path d="M${cx - 56},${mouthY - 28}C${cx - 20},${mouthY - 40} ${cx + 20},${mouthY - 40} ${cx + 56},${mouthY - 28}" stroke="#3a2d26" stroke-width="18" opacity="0.22" fill="none" filter="url(#soft6)"/>`
}

function glasses(g, p) {
  const { cx, eyeY, eyeDX } = g
  const lens = (side) => {
    const x = cx + side * eyeDX
    return `<rect x="${x - 56}" y="${eyeY - 42}" width="112" height="80" rx="30" fill="#cfe0ee" fill-opacity="0.1" stroke="#1b1b22" stroke-width="5"/>`
  }
  const glare = p.glasses.glare
    ? `<g filter="url(#soft4)">
        <path d="M${cx - eyeDX - 44},${eyeY - 30}L${cx - eyeDX + 10},${eyeY - 36}L${cx - eyeDX - 20},${eyeY + 30}L${cx - eyeDX - 50},${eyeY + 26}Z" fill="#fff" opacity="0.82"/>
        <path d="M${cx - eyeDX + 22},${eyeY - 34}L${cx - eyeDX + 44},${eyeY - 34}L${cx - eyeDX + 12},${eyeY + 32}L${cx - eyeDX - 4},${eyeY + 32}Z" fill="#fff" opacity="0.6"/>
        <path d="M${cx + eyeDX - 30},${eyeY - 36}L${cx + eyeDX + 30},${eyeY - 36}L${cx + eyeDX + 4},${eyeY + 32}L${cx + eyeDX - 50},${eyeY + 30}Z" fill="#e9f6ff" opacity="0.78"/>
        <ellipse cx="${cx + eyeDX + 30}" cy="${eyeY - 14}" rx="14" ry="10" fill="#fff" opacity="0.9"/>
      </g>`
    : `<path d="M${cx - eyeDX - 40},${eyeY - 30}L${cx - eyeDX - 28},${eyeY - 32}L${cx - eyeDX - 44},${eyeY + 4}Z" fill="#fff" opacity="0.2" filter="url(#soft2)"/>`
  return `${lens(-1)}${lens(1)}${glare}
    <path d="M${cx - eyeDX + 56},${eyeY - 16}C${cx - 12},${eyeY - 30} ${cx + 12},${eyeY - 30} ${cx + eyeDX - 56},${eyeY - 16}" stroke="#1b1b22" stroke-width="5" fill="none"/>
    <path d="M${cx - eyeDX - 56},${eyeY - 14}L${cx - g.cheekW - 6},${eyeY - 22}M${cx + eyeDX + 56},${eyeY - 14}L${cx + g.cheekW + 6},${eyeY - 22}" stroke="#1b1b22" stroke-width="5"/>`
}

/**
 * The whole portrait. `p` options: kind, skin, hair (+ hairStyle), background [inner, outer]
 * or `solid`, slim, contour, brows, blemishes, grey, bodyBlemish, tattoo, beard, glasses,
 * redEye, eyelid, neck, square, garment, earrings, lip.
 */
export function portrait(p) {
  const g = GEOMETRY[p.kind]
  const slim = p.slim ?? 0
  const body = bodyPath(g, p.neck ?? 0, p.square ?? 0)
  const hair = HAIR_SHAPES[p.hairStyle ?? (p.kind === 'man' ? 'short' : p.kind === 'child' ? 'bob' : 'long')](g)
  const bg = p.background ?? ['#e9d6c6', '#8a6f62']
  const greyMatrix = p.grey ? '0.78 0.14 0.08 0 -0.02  0.1 0.78 0.12 0 -0.02  0.1 0.14 0.76 0 -0.01  0 0 0 1 0' : null
  const skinTone = p.grey ? { ...p.skin, light: mix(p.skin.light, '#c8c0b6', 0.35) } : p.skin
  const defs = `
    ${radial(
      'bg',
      [336, 360, 720],
      [
        [0, bg[0]],
        [0.55, mix(bg[0], bg[1], 0.5)],
        [1, bg[1]],
      ],
      'userSpaceOnUse',
    )}
    ${radial(
      'skin',
      [0.44, 0.4, 0.7],
      [
        [0, skinTone.light],
        [0.6, skinTone.mid],
        [1, skinTone.shadow],
      ],
    )}
    ${linear(
      'body-skin',
      [0, 0, 0, 1],
      [
        [0, skinTone.mid],
        [0.25, skinTone.light],
        [1, skinTone.mid],
      ],
    )}
    ${linear(
      'neck-skin',
      [0, 0, 0, 1],
      [
        [0, skinTone.shadow],
        [0.5, skinTone.mid],
        [1, skinTone.light],
      ],
    )}
    ${linear(
      'hair',
      [0.2, 0, 0.8, 1],
      [
        [0, p.hair.mid],
        [0.45, p.hair.dark],
        [1, p.hair.dark],
      ],
    )}
    ${linear(
      'garment',
      [0, 0, 0.4, 1],
      [
        [0, (p.garment.colors ?? ['#2a2d3a'])[0]],
        [1, (p.garment.colors ?? ['#2a2d3a', '#151722'])[1] ?? '#151722'],
      ],
    )}
    ${radial(
      'iris',
      [0.5, 0.5, 0.5],
      [
        [0, '#7a4a2c'],
        [0.55, '#4a2a18'],
        [1, '#1b0f0a'],
      ],
    )}
    ${radial(
      'red-pupil',
      [0.45, 0.45, 0.6],
      [
        [0, '#ff6a4a'],
        [0.5, '#e0201c'],
        [1, '#7a0a0a'],
      ],
    )}
    ${linear(
      'lip',
      [0, 0, 0, 1],
      [
        [0, p.kind === 'man' ? '#b47768' : (p.lip ?? '#d77470')],
        [1, mix(p.kind === 'man' ? '#b47768' : (p.lip ?? '#d77470'), '#5a2a28', 0.35)],
      ],
    )}
    ${radial(
      'key',
      [0.3, 0.2, 0.6],
      [
        [0, '#fff7ea', 0.5],
        [1, '#fff7ea', 0],
      ],
    )}
    ${radial(
      'vignette',
      [400, 450, 760],
      [
        [0.6, '#000', 0],
        [1, '#000', 0.4],
      ],
      'userSpaceOnUse',
    )}
    ${blur('soft05', 0.6)}${blur('soft1', 1.2)}${blur('soft2', 2.2)}${blur('soft4', 4)}${blur('soft6', 6)}${blur('soft8', 9)}${blur('soft14', 15)}${blur('soft30', 30)}
    ${greyMatrix ? `<filter id="greyish"><feColorMatrix type="matrix" values="${greyMatrix}"/></filter>` : ''}
    <clipPath id="face-clip"><path d="${facePath(g, slim)}"/></clipPath>
    <clipPath id="body-clip"><path d="${body.d}"/></clipPath>`
  const backdrop = p.noBackdrop
    ? ''
    : p.solid
      ? `<rect x="-400" y="-200" width="1600" height="1400" fill="url(#bg)"/>`
      : `<rect x="-400" y="-200" width="1600" height="1400" fill="url(#bg)"/><ellipse cx="250" cy="180" rx="360" ry="300" fill="url(#key)"/>${p.unevenBackdrop ? unevenBackdrop() : ''}`
  const face = facePath(g, slim)
  const earY = g.eyeY + 20
  const ears = `<ellipse cx="${g.cx - g.cheekW + 6 * slim + 4}" cy="${earY + 20}" rx="22" ry="42" fill="${skinTone.mid}"/><ellipse cx="${g.cx + g.cheekW - 6 * slim - 4}" cy="${earY + 20}" rx="22" ry="42" fill="${skinTone.mid}"/>`
  const skinGroupOpen = greyMatrix ? '<g filter="url(#greyish)">' : '<g>'
  const out = `
    ${backdrop}
    ${p.bokeh ?? ''}
    <path d="${hair.back}" fill="url(#hair)"/>
    ${skinGroupOpen}
      <path d="${body.d}" fill="url(#body-skin)"/>
      <g clip-path="url(#body-clip)">
        <ellipse cx="${g.cx}" cy="${g.jawY + 10}" rx="${g.jawW}" ry="70" fill="${skinTone.deep}" opacity="0.55" filter="url(#soft14)"/>
        <path d="M${g.cx - 150},${body.sy + 44}C${g.cx - 90},${body.sy + 30} ${g.cx - 40},${body.sy + 40} ${g.cx - 14},${body.sy + 56}M${g.cx + 150},${body.sy + 44}C${g.cx + 90},${body.sy + 30} ${g.cx + 40},${body.sy + 40} ${g.cx + 14},${body.sy + 56}" stroke="${skinTone.shadow}" stroke-width="7" fill="none" opacity="0.5" filter="url(#soft2)"/>
        <path d="M${g.cx - 150},${body.sy + 36}C${g.cx - 90},${body.sy + 22} ${g.cx - 40},${body.sy + 32} ${g.cx - 14},${body.sy + 48}M${g.cx + 150},${body.sy + 36}C${g.cx + 90},${body.sy + 22} ${g.cx + 40},${body.sy + 32} ${g.cx + 14},${body.sy + 48}" stroke="#fff" stroke-width="5" fill="none" opacity="0.35" filter="url(#soft2)"/>
        <ellipse cx="${g.cx - 250}" cy="${body.sy + 90}" rx="60" ry="40" fill="#fff" opacity="0.22" filter="url(#soft14)"/>
        ${p.bodyBlemish ? bodyBlemishes(p.seed ?? 5) : ''}
        ${p.tattoo ? tattoo(p) : ''}
      </g>
      ${garment(g, p, body)}
      ${ears}
      <path d="${face}" fill="url(#skin)"/>
      <g clip-path="url(#face-clip)">
        <ellipse cx="${g.cx + 150}" cy="${g.eyeY + 60}" rx="80" ry="260" fill="${skinTone.shadow}" opacity="0.45" filter="url(#soft30)"/>
        ${contour(g, { skin: skinTone }, p.contour ?? 0)}
        ${p.grey ? unevenSkin(g, { skin: skinTone }) : ''}
        <ellipse cx="${g.cx - 95}" cy="${g.eyeY + 88}" rx="48" ry="28" fill="#f08f8a" opacity="${p.grey ? 0.08 : 0.26}" filter="url(#soft14)"/>
        <ellipse cx="${g.cx + 95}" cy="${g.eyeY + 88}" rx="48" ry="28" fill="#f08f8a" opacity="${p.grey ? 0.08 : 0.26}" filter="url(#soft14)"/>
        <ellipse cx="${g.cx - 60}" cy="${g.top + 140}" rx="120" ry="60" fill="#fff" opacity="0.22" filter="url(#soft14)"/>
        ${p.blemishes ? blemishes(g, p.seed ?? 3) : ''}
        ${p.beard ? stubble(g, p.seed ?? 7) : ''}
      </g>
    </g>
    ${nose(g, { skin: skinTone })}
    ${mouth(g, { ...p, skin: skinTone })}
    ${eye(g, -1, { ...p, skin: skinTone })}${eye(g, 1, { ...p, skin: skinTone })}
    ${brow(g, -1, p)}${brow(g, 1, p)}
    <path d="${hair.front}" fill="url(#hair)"/>
    <path d="${hair.sheen}" stroke="${p.hair.light}" stroke-width="16" fill="none" opacity="0.55" filter="url(#soft6)" stroke-linecap="round"/>
    ${hair.strands ? `<path d="${hair.strands}" stroke="${p.hair.light}" stroke-width="1.6" fill="none" opacity="0.28"/>` : ''}
    ${p.earrings ? `<circle cx="${g.cx - g.cheekW + 4}" cy="${g.eyeY + 98}" r="9" fill="url(#pearl)"/><circle cx="${g.cx + g.cheekW - 4}" cy="${g.eyeY + 98}" r="9" fill="url(#pearl)"/>` : ''}
    ${p.glasses ? glasses(g, p) : ''}
    ${p.solid || p.noBackdrop ? '' : '<rect x="-400" y="-200" width="1600" height="1400" fill="url(#vignette)"/>'}`
  const pearl = radial(
    'pearl',
    [0.35, 0.35, 0.7],
    [
      [0, '#ffffff'],
      [1, '#c9c2b8'],
    ],
  )
  return p.prefix ? prefixIds(p.prefix, { defs: defs + pearl, body: out }) : { defs: defs + pearl, body: out }
}

/** A wrinkled, blotchy paper backdrop with a hot spot: the background-evenness "before". */
function unevenBackdrop() {
  return `<g filter="url(#soft30)">
      <ellipse cx="90" cy="300" rx="200" ry="260" fill="#4e3c33" opacity="0.45"/>
      <ellipse cx="720" cy="220" rx="180" ry="140" fill="#fff4e6" opacity="0.55"/>
      <ellipse cx="700" cy="640" rx="160" ry="220" fill="#3f3029" opacity="0.4"/>
      <ellipse cx="120" cy="820" rx="160" ry="120" fill="#c9b3a1" opacity="0.5"/>
      <ellipse cx="880" cy="420" rx="140" ry="200" fill="#5a463c" opacity="0.45"/>
      <ellipse cx="-80" cy="560" rx="140" ry="200" fill="#e7d3c2" opacity="0.5"/>
    </g>
    <g filter="url(#soft4)" fill="none" stroke-linecap="round">
      <path d="M-60,120C40,260 60,420 20,620" stroke="#fff" stroke-width="10" opacity="0.35"/>
      <path d="M-40,130C60,270 80,430 40,630" stroke="#3b2b24" stroke-width="8" opacity="0.3"/>
      <path d="M640,60C700,200 760,300 860,380" stroke="#fff" stroke-width="10" opacity="0.3"/>
      <path d="M650,80C710,220 770,320 870,400" stroke="#3b2b24" stroke-width="8" opacity="0.28"/>
      <path d="M600,760C680,820 760,900 800,1000" stroke="#3b2b24" stroke-width="10" opacity="0.28"/>
      <path d="M170,40C190,120 200,170 240,220" stroke="#3b2b24" stroke-width="6" opacity="0.25"/>
    </g>`
}

/** Gives every id of a drawing a prefix, so several drawings can share one document. */
export function prefixIds(prefix, { defs, body }) {
  const rename = (text) => text.replace(/id="([^"]+)"/g, `id="${prefix}-$1"`).replace(/url\(#([^)]+)\)/g, `url(#${prefix}-$1)`)
  return { defs: rename(defs), body: rename(body) }
}

export const GEOMETRIES = GEOMETRY
