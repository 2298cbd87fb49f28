// Small full-length figures for scenes (couples, families, passers-by), faceless in the
// manner of editorial illustration, lit from the upper left.
import { mix, r1 } from './svg.mjs'

/**
 * x: centre, feet: y of the feet, h: height. Options: skin, hair, hairStyle (long|short|bun|bob),
 * top, bottom ('dress'|'gown'|'pants'|'shorts'), color, legs, back (seen from behind), veil,
 * cap (graduation), bouquet, hold ('left'|'right' arm raised towards x), child.
 */
export function figure(o) {
  const { x, feet, h } = o
  const head = h * (o.child ? 0.1 : 0.066)
  const top = feet - h
  const hy = top + head
  const neckY = hy + head * 0.95
  const shoulderY = neckY + head * 0.35
  const sw = h * (o.child ? 0.17 : o.male ? 0.25 : 0.2)
  const waistY = top + h * (o.child ? 0.52 : 0.42)
  const hipY = top + h * (o.child ? 0.6 : 0.52)
  const color = o.color ?? '#f4efe8'
  const shade = mix(color, '#1a1a24', 0.35)
  const light = mix(color, '#ffffff', 0.35)
  const skin = o.skin ?? '#f1c9ad'
  const skinShade = mix(skin, '#6a3b2a', 0.3)
  const hair = o.hair ?? '#2a1a14'
  let out = ''
  // Legs
  const legTop = o.bottom === 'dress' || o.bottom === 'gown' ? top + h * 0.78 : hipY
  const legColor = o.bottom === 'pants' ? (o.legs ?? '#2b2f3a') : skin
  if (o.bottom !== 'gown') {
    out += `<path d="M${r1(x - sw * 0.28)},${r1(legTop)}L${r1(x - sw * 0.26)},${r1(feet - 3)}L${r1(x - sw * 0.04)},${r1(feet - 3)}L${r1(x - sw * 0.02)},${r1(legTop)}Z M${r1(x + sw * 0.02)},${r1(legTop)}L${r1(x + sw * 0.04)},${r1(feet - 3)}L${r1(x + sw * 0.26)},${r1(feet - 3)}L${r1(x + sw * 0.28)},${r1(legTop)}Z" fill="${legColor}"/>`
    out += `<path d="M${r1(x - sw * 0.3)},${r1(feet - 4)}h${r1(sw * 0.3)}v4h${r1(-sw * 0.34)}Z M${r1(x + sw * 0.02)},${r1(feet - 4)}h${r1(sw * 0.3)}v4h${r1(-sw * 0.3)}Z" fill="#1c1c22"/>`
  }
  // Arms (behind the torso)
  const armW = sw * 0.2
  const armColor = o.sleeves ? color : skin
  const arm = (side) => {
    const sx = x + side * sw * 0.48
    if (o.hold === (side > 0 ? 'right' : 'left')) {
      return `<path d="M${r1(sx)},${r1(shoulderY + 2)}Q${r1(sx + side * armW * 2.2)},${r1(waistY - h * 0.02)} ${r1(sx + side * armW * 3.2)},${r1(shoulderY - h * 0.02)}" stroke="${armColor}" stroke-width="${r1(armW)}" stroke-linecap="round" fill="none"/>`
    }
    return `<path d="M${r1(sx)},${r1(shoulderY + 2)}Q${r1(sx + side * armW * 0.9)},${r1(waistY)} ${r1(sx + side * armW * 0.5)},${r1(hipY + h * 0.04)}" stroke="${armColor}" stroke-width="${r1(armW)}" stroke-linecap="round" fill="none"/>`
  }
  out += arm(-1) + arm(1)
  // Torso and skirt
  const hem = o.bottom === 'gown' ? feet + 2 : o.bottom === 'dress' ? top + h * 0.8 : hipY + h * 0.02
  const flare = o.bottom === 'gown' ? sw * 1.1 : o.bottom === 'dress' ? sw * 0.7 : sw * 0.42
  out += `<path d="M${r1(x - sw * 0.5)},${r1(shoulderY)}Q${r1(x)},${r1(shoulderY - head * 0.3)} ${r1(x + sw * 0.5)},${r1(shoulderY)}L${r1(x + sw * 0.34)},${r1(waistY)}L${r1(x + flare)},${r1(hem)}Q${r1(x)},${r1(hem + h * 0.015)} ${r1(x - flare)},${r1(hem)}L${r1(x - sw * 0.34)},${r1(waistY)}Z" fill="${color}"/>`
  // Shading: a soft shadow on the right side, light on the left.
  out += `<path d="M${r1(x + sw * 0.1)},${r1(shoulderY)}L${r1(x + sw * 0.5)},${r1(shoulderY)}L${r1(x + sw * 0.34)},${r1(waistY)}L${r1(x + flare)},${r1(hem)}L${r1(x + flare * 0.35)},${r1(hem)}Z" fill="${shade}" opacity="0.35"/>`
  out += `<path d="M${r1(x - sw * 0.42)},${r1(shoulderY + 4)}L${r1(x - sw * 0.3)},${r1(waistY)}L${r1(x - flare * 0.85)},${r1(hem - 4)}" stroke="${light}" stroke-width="${r1(sw * 0.05)}" opacity="0.6" fill="none"/>`
  if (o.bottom === 'pants' && o.top) {
    out += `<path d="M${r1(x - sw * 0.36)},${r1(waistY)}L${r1(x + sw * 0.36)},${r1(waistY)}" stroke="${mix(color, '#000', 0.5)}" stroke-width="${r1(h * 0.008)}"/>`
  }
  if (o.tie)
    out += `<path d="M${r1(x)},${r1(shoulderY + 2)}l${r1(-sw * 0.05)},${r1(h * 0.12)}l${r1(sw * 0.05)},${r1(h * 0.03)}l${r1(sw * 0.05)},${r1(-h * 0.03)}Z" fill="${o.tie}"/>`
  if (o.shirt)
    out += `<path d="M${r1(x - sw * 0.12)},${r1(shoulderY - 2)}L${r1(x)},${r1(shoulderY + h * 0.1)}L${r1(x + sw * 0.12)},${r1(shoulderY - 2)}Z" fill="${o.shirt}"/>`
  // Neck and head
  out += `<rect x="${r1(x - head * 0.32)}" y="${r1(hy + head * 0.5)}" width="${r1(head * 0.64)}" height="${r1(head * 0.9)}" fill="${skinShade}"/>`
  const hairBack = {
    long: `<path d="M${r1(x - head * 1.12)},${r1(hy)}Q${r1(x - head * 1.3)},${r1(shoulderY + h * 0.12)} ${r1(x - head * 0.9)},${r1(shoulderY + h * 0.14)}L${r1(x + head * 0.9)},${r1(shoulderY + h * 0.14)}Q${r1(x + head * 1.3)},${r1(shoulderY + h * 0.12)} ${r1(x + head * 1.12)},${r1(hy)}Z" fill="${hair}"/>`,
    bun: `<circle cx="${r1(x)}" cy="${r1(hy - head * 1.05)}" r="${r1(head * 0.5)}" fill="${hair}"/>`,
    short: '',
    bob: `<path d="M${r1(x - head * 1.15)},${r1(hy)}Q${r1(x - head * 1.2)},${r1(hy + head * 1.2)} ${r1(x - head * 0.6)},${r1(hy + head * 1.1)}L${r1(x + head * 0.6)},${r1(hy + head * 1.1)}Q${r1(x + head * 1.2)},${r1(hy + head * 1.2)} ${r1(x + head * 1.15)},${r1(hy)}Z" fill="${hair}"/>`,
  }[o.hairStyle ?? 'short']
  out = hairBack + out
  if (o.veil) {
    out =
      `<path d="M${r1(x)},${r1(hy - head)}Q${r1(x - sw * 1.3)},${r1(waistY)} ${r1(x - sw * 1.2)},${r1(feet)}L${r1(x + sw * 1.2)},${r1(feet)}Q${r1(x + sw * 1.3)},${r1(waistY)} ${r1(x)},${r1(hy - head)}Z" fill="#ffffff" opacity="0.35"/>` +
      out
  }
  out += `<ellipse cx="${r1(x)}" cy="${r1(hy)}" rx="${r1(head * 0.86)}" ry="${r1(head)}" fill="${skin}"/>`
  out += `<ellipse cx="${r1(x + head * 0.3)}" cy="${r1(hy + head * 0.1)}" rx="${r1(head * 0.5)}" ry="${r1(head * 0.85)}" fill="${skinShade}" opacity="0.35"/>`
  if (o.back) {
    out += `<ellipse cx="${r1(x)}" cy="${r1(hy - head * 0.05)}" rx="${r1(head * 0.92)}" ry="${r1(head * 1.04)}" fill="${hair}"/>`
  } else {
    out += `<path d="M${r1(x - head * 0.92)},${r1(hy + head * 0.1)}Q${r1(x - head * 1.05)},${r1(hy - head * 1.25)} ${r1(x)},${r1(hy - head * 1.12)}Q${r1(x + head * 1.05)},${r1(hy - head * 1.25)} ${r1(x + head * 0.92)},${r1(hy + head * 0.1)}Q${r1(x + head * 0.6)},${r1(hy - head * 0.55)} ${r1(x - head * 0.1)},${r1(hy - head * 0.5)}Q${r1(x - head * 0.7)},${r1(hy - head * 0.4)} ${r1(x - head * 0.92)},${r1(hy + head * 0.1)}Z" fill="${hair}"/>`
  }
  if (o.veil)
    out += `<path d="M${r1(x - head * 0.7)},${r1(hy - head * 0.9)}Q${r1(x)},${r1(hy - head * 1.4)} ${r1(x + head * 0.7)},${r1(hy - head * 0.9)}" stroke="#fff" stroke-width="${r1(head * 0.25)}" fill="none" opacity="0.9"/>`
  if (o.cap) {
    out += `<path d="M${r1(x - head * 1.5)},${r1(hy - head * 0.95)}L${r1(x)},${r1(hy - head * 1.45)}L${r1(x + head * 1.5)},${r1(hy - head * 0.95)}L${r1(x)},${r1(hy - head * 0.5)}Z" fill="#1b1d26"/><rect x="${r1(x - head * 0.8)}" y="${r1(hy - head * 0.95)}" width="${r1(head * 1.6)}" height="${r1(head * 0.5)}" fill="#1b1d26"/><path d="M${r1(x + head * 0.2)},${r1(hy - head * 1.1)}L${r1(x + head * 1.2)},${r1(hy - head * 0.6)}L${r1(x + head * 1.2)},${r1(hy)}" stroke="#e8b54a" stroke-width="${r1(head * 0.12)}" fill="none"/>`
  }
  if (o.bouquet) {
    const bx = x
    const by = waistY + h * 0.02
    out += `<path d="M${r1(bx)},${r1(by)}l${r1(-head * 0.2)},${r1(h * 0.12)}M${r1(bx)},${r1(by)}l${r1(head * 0.2)},${r1(h * 0.12)}" stroke="#5b7b4a" stroke-width="${r1(head * 0.16)}"/>`
    for (const [dx, dy, c] of [
      [-0.5, 0, '#f4d3d7'],
      [0.4, -0.2, '#ffffff'],
      [0, 0.3, '#e9a3ae'],
      [-0.1, -0.45, '#f7e6c8'],
      [0.55, 0.35, '#f4d3d7'],
    ]) {
      out += `<circle cx="${r1(bx + dx * head)}" cy="${r1(by + dy * head)}" r="${r1(head * 0.42)}" fill="${c}"/>`
    }
  }
  return out
}

/** A soft ground shadow under a figure. */
export function groundShadow(x, feet, h, opacity = 0.25) {
  return `<ellipse cx="${r1(x + h * 0.04)}" cy="${r1(feet)}" rx="${r1(h * 0.16)}" ry="${r1(h * 0.02)}" fill="#000" opacity="${opacity}"/>`
}
