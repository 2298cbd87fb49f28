// Mock-ups of the desktop app's window (viewBox 0 0 1600 1000): the hero, the tethered
// shooting states and the five workflow steps. Photos inside are the other drawings, nested.
import { prefixIds } from './portrait.mjs'
import { linear, r1, radial } from './svg.mjs'

const FONT = "font-family=\"'Noto Sans CJK SC','PingFang SC',sans-serif\""
export const APP_VIEW = [0, 0, 1600, 1000]
export const MODULES = ['选片', '调色', '人像', '背景', '导出']
const ALBUMS = [
  ['婚纱 · 外景', '328'],
  ['儿童 · 影棚', '196'],
  ['证件照', '512'],
  ['全家福', '84'],
  ['毕业季', '166'],
  ['写真 · 质感肌', '240'],
]
const ALBUM_COLOURS = ['#ff7a30', '#5fb3f6', '#7dd3a8', '#f6c85f', '#c59cf4', '#f28fb0']
const PRESETS = ['奶油肌', '质感肌', '晨光', '简白', '清新', '自然', '婚纱白', '胶片']

/** Places a drawing ({defs, body, view}) into a rectangle, cropped to fill it. */
export function nest(prefix, drawing, [x, y, w, h], extra = '') {
  const { defs, body } = prefixIds(prefix, drawing)
  return `<svg x="${x}" y="${y}" width="${w}" height="${h}" viewBox="${drawing.view.join(' ')}" preserveAspectRatio="xMidYMid slice"${extra}><defs>${defs}</defs>${body}</svg>`
}

function text(x, y, value, { size = 22, fill = '#c9cbd3', weight = 400, anchor = 'start' } = {}) {
  return `<text x="${x}" y="${y}" ${FONT} font-size="${size}" font-weight="${weight}" fill="${fill}" text-anchor="${anchor}">${value}</text>`
}

function slider(x, y, w, value, label, accent = '#ff7a30') {
  return `${text(x, y - 12, label, { size: 17, fill: '#9a9ca6' })}${text(x + w, y - 12, String(Math.round((value - 0.5) * 200)), { size: 17, fill: '#d8d9de', anchor: 'end' })}
    <rect x="${x}" y="${y}" width="${w}" height="4" rx="2" fill="#34363f"/>
    <rect x="${x + w / 2}" y="${y}" width="${r1(Math.abs(value - 0.5) * w)}" height="4" rx="2" fill="${accent}" transform="${value < 0.5 ? `translate(${r1(-(0.5 - value) * w)},0)` : ''}"/>
    <circle cx="${r1(x + value * w)}" cy="${y + 2}" r="9" fill="#f2f2f4"/>`
}

/**
 * The app window. `active` is the module tab lit in the toolbar, `canvas` the SVG of the
 * main area (x 300–1300, y 90–830), `panel` the right column, `strip` the thumbnails.
 */
export function appWindow({ active, canvas, panel = '', strip = '', status = '' }) {
  const defs = `${linear(
    'chrome',
    [0, 0, 0, 1],
    [
      [0, '#1d1e24'],
      [1, '#15161b'],
    ],
  )}${radial(
    'glow',
    [0.5, 0, 0.9],
    [
      [0, '#ff7a30', 0.18],
      [1, '#ff7a30', 0],
    ],
  )}`
  const tabs = MODULES.map((name, i) => {
    const x = 560 + i * 110
    const on = i === active
    return `${on ? `<rect x="${x - 44}" y="22" width="88" height="36" rx="18" fill="#ff7a30"/>` : ''}${text(x, 47, name, { size: 19, fill: on ? '#ffffff' : '#a4a6b0', weight: on ? 600 : 400, anchor: 'middle' })}`
  }).join('')
  const body = `<rect width="1600" height="1000" rx="18" fill="url(#chrome)"/>
    <rect width="1600" height="80" rx="18" fill="#202128"/><rect y="60" width="1600" height="20" fill="#202128"/>
    <circle cx="34" cy="40" r="8" fill="#ff5f57"/><circle cx="60" cy="40" r="8" fill="#febc2e"/><circle cx="86" cy="40" r="8" fill="#28c840"/>
    <circle cx="140" cy="40" r="14" fill="#ff7a30"/><path d="M140,31L146,42L134,42Z" fill="#fff"/>
    ${text(166, 47, '光影修图', { size: 19, fill: '#e8e9ee', weight: 600 })}
    ${tabs}
    <rect x="1440" y="24" width="130" height="34" rx="17" fill="#2c2d35"/>${text(1505, 47, '导出 12 张', { size: 16, fill: '#e8e9ee', anchor: 'middle' })}
    <rect x="20" y="90" width="260" height="740" rx="12" fill="#1b1c22"/>
    ${text(40, 130, '项目', { size: 17, fill: '#9a9ca6' })}
    ${ALBUMS.map(([name, count], i) => `${i === 0 ? '<rect x="32" y="' + (150 + i * 56) + '" width="236" height="44" rx="10" fill="#2a2b33"/>' : ''}<rect x="48" y="${164 + i * 56}" width="16" height="16" rx="4" fill="${ALBUM_COLOURS[i]}"/>${text(76, 179 + i * 56, name, { size: 18, fill: i === 0 ? '#ffffff' : '#c9cbd3' })}${text(252, 179 + i * 56, count, { size: 16, fill: '#7d7f8a', anchor: 'end' })}`).join('')}
    ${text(40, 560, '预设', { size: 17, fill: '#9a9ca6' })}
    ${PRESETS.map((name, i) => `<rect x="${40 + (i % 2) * 116}" y="${580 + Math.floor(i / 2) * 58}" width="104" height="44" rx="10" fill="#24252d" stroke="${i === 1 ? '#ff7a30' : 'none'}" stroke-width="2"/>${text(92 + (i % 2) * 116, 609 + Math.floor(i / 2) * 58, name, { size: 17, fill: '#d8d9de', anchor: 'middle' })}`).join('')}
    <rect x="300" y="90" width="1000" height="740" rx="12" fill="#101116"/>
    <g>${canvas}</g>
    <rect x="1320" y="90" width="260" height="740" rx="12" fill="#1b1c22"/>
    ${panel}
    <rect x="20" y="850" width="1560" height="130" rx="12" fill="#1b1c22"/>
    ${strip}
    ${status}
    <rect width="1600" height="1000" rx="18" fill="url(#glow)" opacity="0.6"/>`
  return { defs, body, view: APP_VIEW }
}

/** The left column: folders and a few rated thumbnails. */
export function sideList(items) {
  return items
    .map(([drawing, label], i) => {
      const y = 150 + i * 132
      return `${nest(`sl${i}`, drawing, [36, y, 110, 116])}${text(160, y + 40, label, { size: 17, fill: '#d8d9de' })}${text(160, y + 70, '★★★★☆', { size: 15, fill: '#ffb347' })}`
    })
    .join('')
}

export function filmStrip(drawings, { selected = [], dim = [] } = {}) {
  return drawings
    .map((drawing, i) => {
      const x = 40 + i * 170
      const isSelected = selected.includes(i)
      return `${nest(`fs${i}`, drawing, [x, 866, 150, 98])}
        ${dim.includes(i) ? `<rect x="${x}" y="866" width="150" height="98" fill="#000" opacity="0.55"/>` : ''}
        ${isSelected ? `<rect x="${x - 3}" y="863" width="156" height="104" rx="6" fill="none" stroke="#ff7a30" stroke-width="4"/><circle cx="${x + 136}" cy="880" r="11" fill="#ff7a30"/><path d="M${x + 130},880l4,4l8,-8" stroke="#fff" stroke-width="3" fill="none"/>` : ''}`
    })
    .join('')
}

export function sliderPanel(title, rows) {
  return `${text(1344, 130, title, { size: 20, fill: '#f2f2f4', weight: 600 })}${rows.map(([label, value], i) => slider(1344, 190 + i * 78, 212, value, label)).join('')}`
}
