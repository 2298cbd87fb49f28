// Small helpers for writing SVG by hand: documents, gradients, filters, a seeded RNG.

/** A whole SVG document: `view` is the viewBox (crop) and width/height the output pixels. */
export function svgDoc({ width, height, view, defs = '', body }) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="${view.join(' ')}" preserveAspectRatio="xMidYMid slice"><defs>${defs}</defs>${body}</svg>`
}

/** Deterministic random numbers so every run draws the same pictures (mulberry32). */
export function rng(seed) {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

export const stops = (list) => list.map(([offset, color, opacity = 1]) => `<stop offset="${offset}" stop-color="${color}" stop-opacity="${opacity}"/>`).join('')

export const linear = (id, [x1, y1, x2, y2], list, units = 'objectBoundingBox') =>
  `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" gradientUnits="${units}">${stops(list)}</linearGradient>`

export const radial = (id, [cx, cy, r], list, units = 'objectBoundingBox', focus) =>
  `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}"${focus ? ` fx="${focus[0]}" fy="${focus[1]}"` : ''} gradientUnits="${units}">${stops(list)}</radialGradient>`

export const blur = (id, deviation) => `<filter id="${id}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${deviation}"/></filter>`

/** Round to one decimal for compact paths. */
export const r1 = (value) => Math.round(value * 10) / 10

export function pt([x, y]) {
  return `${r1(x)},${r1(y)}`
}

/** Mixes two #rrggbb colours. */
export function mix(a, b, t) {
  const pa = parseInt(a.slice(1), 16)
  const pb = parseInt(b.slice(1), 16)
  const channel = (shift) => Math.round(((pa >> shift) & 255) * (1 - t) + ((pb >> shift) & 255) * t)
  return `#${((1 << 24) | (channel(16) << 16) | (channel(8) << 8) | channel(0)).toString(16).slice(1)}`
}

/** Scattered soft circles: bokeh lights, flowers, petals. */
export function scatter(random, count, { x: [x0, x1], y: [y0, y1], r: [r0, r1v], colors, opacity: [o0, o1] = [0.2, 0.6], filter }) {
  let out = ''
  for (let i = 0; i < count; i++) {
    const color = colors[Math.floor(random() * colors.length)]
    out += `<circle cx="${r1(x0 + random() * (x1 - x0))}" cy="${r1(y0 + random() * (y1 - y0))}" r="${r1(r0 + random() * (r1v - r0))}" fill="${color}" opacity="${r1((o0 + random() * (o1 - o0)) * 100) / 100}"/>`
  }
  return filter ? `<g filter="url(#${filter})">${out}</g>` : out
}
