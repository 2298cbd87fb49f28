// The genre examples of the recommended-presets gallery (viewBox 0 0 600 800, 3:4).
import { figure, groundShadow } from './figure.mjs'
import { HAIR, portrait, prefixIds, SKIN } from './portrait.mjs'
import { blur, linear, radial, rng, scatter } from './svg.mjs'

export const TALL = [0, 0, 600, 800]

/** A portrait drawing placed at (x, y) with a scale, inside a 600×800 frame. */
function place(prefix, options, x, y, scale) {
  const { defs, body } = prefixIds(prefix, portrait({ ...options, noBackdrop: true }))
  return { defs, body: `<g transform="translate(${x},${y}) scale(${scale})">${body}</g>` }
}

function compose(backdropDefs, backdrop, people, overlay = '') {
  return {
    defs: `${backdropDefs}${blur('gb4', 4)}${blur('gb12', 12)}${people.map((p) => p.defs).join('')}`,
    body: `${backdrop}${people.map((p) => p.body).join('')}${overlay}`,
    view: TALL,
  }
}

const studio = (id, inner, outer) =>
  radial(
    id,
    [0.45, 0.35, 0.8],
    [
      [0, inner],
      [1, outer],
    ],
  )

export function single(options, { view = [100, 110, 600, 800] } = {}) {
  return { ...portrait(options), view }
}

export function family() {
  const dad = place('d', { kind: 'man', skin: SKIN.warm, hair: HAIR.black, garment: { type: 'sweater', colors: ['#5d6b7e', '#3e4a5b'] } }, -60, 60, 0.66)
  const mum = place(
    'm',
    { kind: 'woman', skin: SKIN.fair, hair: HAIR.chestnut, hairStyle: 'long', garment: { type: 'sweater', colors: ['#efe4d6', '#cdb9a2'] }, earrings: true },
    130,
    110,
    0.62,
  )
  const kid = place('k', { kind: 'child', skin: SKIN.fair, hair: HAIR.espresso, garment: { type: 'tee', colors: ['#f2c14e', '#d9a22e'] } }, 80, 360, 0.56)
  return compose(studio('fam', '#efe6dc', '#a38d7a'), `<rect width="600" height="800" fill="url(#fam)"/>`, [dad, mum, kid])
}

export function wedding() {
  const random = rng(91)
  const groom = place(
    'g',
    { kind: 'man', skin: SKIN.warm, hair: HAIR.black, garment: { type: 'suit', colors: ['#1f2430', '#10131a'], bow: '#1b1c20' } },
    -110,
    90,
    0.72,
  )
  const bride = place(
    'b',
    { kind: 'woman', skin: SKIN.fair, hair: HAIR.espresso, hairStyle: 'bun', garment: { type: 'offShoulder', colors: ['#fdfbf8', '#e2d8cf'] }, earrings: true },
    150,
    150,
    0.66,
  )
  const bokeh = scatter(random, 30, { x: [0, 600], y: [0, 500], r: [10, 30], colors: ['#ffe6b8', '#fff4dc'], opacity: [0.25, 0.6], filter: 'gb4' })
  return compose(
    radial(
      'wed',
      [0.5, 0.3, 0.8],
      [
        [0, '#c8a27a'],
        [1, '#4e3a2c'],
      ],
    ),
    `<rect width="600" height="800" fill="url(#wed)"/>${bokeh}`,
    [groom, bride],
  )
}

export function bride() {
  const person = place(
    'v',
    {
      kind: 'woman',
      skin: SKIN.fair,
      hair: HAIR.espresso,
      hairStyle: 'bun',
      garment: { type: 'offShoulder', colors: ['#ffffff', '#e7e0d8'] },
      earrings: true,
      lip: '#d9827c',
    },
    -100,
    -10,
    1,
  )
  const veil = `<path d="M300,150C120,180 40,420 30,800L570,800C560,420 480,180 300,150Z" fill="#ffffff" opacity="0.28"/><path d="M300,150C150,190 90,420 80,800" stroke="#fff" stroke-width="2" opacity="0.5" fill="none"/>`
  return compose(studio('br', '#fbf6f0', '#cbbcae'), `<rect width="600" height="800" fill="url(#br)"/>${veil}`, [person])
}

export function graduate() {
  const random = rng(92)
  const person = place(
    'u',
    {
      kind: 'woman',
      skin: SKIN.warm,
      hair: HAIR.black,
      hairStyle: 'long',
      garment: { type: 'suit', colors: ['#1f2233', '#11131d'], shirt: '#b7312c', open: 40 },
    },
    -100,
    20,
    1,
  )
  const trees = scatter(random, 26, { x: [0, 600], y: [300, 620], r: [40, 90], colors: ['#6f9a5c', '#8ab173', '#5b8650'], opacity: [0.8, 1], filter: 'gb12' })
  const cap = `<g transform="translate(300,172)"><path d="M-170,10L0,-50L170,10L0,70Z" fill="#1b1d28"/><path d="M-96,30L-96,70C-40,96 40,96 96,70L96,30L0,64Z" fill="#14161f"/><path d="M20,4L140,40L140,120" stroke="#e8b54a" stroke-width="6" fill="none"/><circle cx="140" cy="126" r="10" fill="#e8b54a"/></g>`
  return compose(
    linear(
      'campus',
      [0, 0, 0, 1],
      [
        [0, '#a7cbe6'],
        [1, '#f0efe6'],
      ],
    ),
    `<rect width="600" height="800" fill="url(#campus)"/>${trees}`,
    [person],
    cap,
  )
}

export function kid() {
  const random = rng(93)
  const person = place('c', { kind: 'child', skin: SKIN.fair, hair: HAIR.honey, garment: { type: 'tee', colors: ['#7cc4c9', '#4fa3ab'] } }, -100, 20, 1)
  let balloons = ''
  for (const [x, y, c] of [
    [90, 150, '#f6a6b2'],
    [500, 120, '#ffd166'],
    [520, 300, '#9ad0ec'],
    [70, 360, '#c5b3f0'],
  ]) {
    balloons += `<path d="M${x},${y + 70}q${10 - random() * 20},120 0,300" stroke="#fff" stroke-width="2" opacity="0.8" fill="none"/><ellipse cx="${x}" cy="${y}" rx="52" ry="66" fill="${c}"/><ellipse cx="${x - 18}" cy="${y - 22}" rx="12" ry="18" fill="#fff" opacity="0.5"/>`
  }
  return compose(studio('kidbg', '#fff4e0', '#f2c9a0'), `<rect width="600" height="800" fill="url(#kidbg)"/>${balloons}`, [person])
}

/** Maternity: a profile silhouette against a sunset. */
export function maternity() {
  const random = rng(94)
  const defs = `${linear(
    'sunset',
    [0, 0, 0, 1],
    [
      [0, '#f3b38a'],
      [0.5, '#f7d7b0'],
      [0.7, '#f4c29a'],
      [1, '#8a5a6a'],
    ],
  )}${radial(
    'sunball',
    [0.5, 0.5, 0.5],
    [
      [0, '#fff8e6'],
      [1, '#fff8e6', 0],
    ],
  )}${blur('mb2', 2)}`
  const silhouette = `M300,150C330,150 346,172 344,200C356,206 360,214 354,224C350,232 352,242 344,250C338,258 330,262 326,272L324,296C350,310 372,340 380,380C386,410 384,440 392,460C420,480 440,520 436,560C432,600 410,620 380,630L380,660C420,720 450,760 480,800L200,800C210,740 230,690 250,650C244,600 246,540 260,480C250,430 252,380 268,340C272,318 276,300 276,286C262,280 254,264 254,244C250,214 264,160 300,150Z`
  const hair = `M300,146C270,140 240,160 236,196C232,232 246,260 262,274C250,320 246,380 256,430C266,380 270,320 276,286C262,260 268,200 300,172Z`
  const body = `<rect width="600" height="800" fill="url(#sunset)"/><circle cx="420" cy="430" r="200" fill="url(#sunball)"/>
    <path d="M0,610C150,590 450,600 600,620L600,800L0,800Z" fill="#7b4f5d" opacity="0.7"/>
    ${scatter(random, 40, { x: [0, 600], y: [620, 800], r: [2, 4], colors: ['#f8d2b4'], opacity: [0.3, 0.7] })}
    <path d="${silhouette}" fill="#3b2331"/><path d="${hair}" fill="#2a1722"/>
    <path d="M372,470C360,520 364,580 384,628" stroke="#f6c7a0" stroke-width="3" opacity="0.55" fill="none" filter="url(#mb2)"/>
    <path d="M350,520C330,540 320,560 332,580C350,600 380,590 392,560" stroke="#3b2331" stroke-width="16" fill="none" stroke-linecap="round"/>`
  return { defs, body, view: TALL }
}

export function beachBride() {
  const defs = `${linear(
    'beach-sky',
    [0, 0, 0, 1],
    [
      [0, '#9fc6e4'],
      [0.55, '#f1ece3'],
      [1, '#e8d6bb'],
    ],
  )}${linear(
    'beach-sea',
    [0, 0, 0, 1],
    [
      [0, '#5f9fc2'],
      [1, '#a6d0dc'],
    ],
  )}`
  const body = `<rect width="600" height="800" fill="url(#beach-sky)"/>
    <rect y="380" width="600" height="120" fill="url(#beach-sea)"/>
    <path d="M0,500C120,486 300,494 600,480L600,800L0,800Z" fill="#efdfc4"/>
    <path d="M0,500C140,490 300,500 600,484" stroke="#fff" stroke-width="5" opacity="0.7" fill="none"/>
    ${groundShadow(300, 720, 520, 0.2)}
    ${figure({ x: 300, feet: 720, h: 520, color: '#fbf8f3', bottom: 'gown', hairStyle: 'bun', hair: '#2a1a14', veil: true, bouquet: true })}`
  return { defs, body, view: TALL }
}
