// Wide scenes (viewBox 0 0 1200 800): outdoor portraits for colour grading, passers-by,
// lawns and background blur; studio sets for props and erasing; the two placement scenes.
import { figure, groundShadow } from './figure.mjs'
import { HAIR, portrait, prefixIds, SKIN } from './portrait.mjs'
import { blur, linear, mix, r1, radial, rng, scatter } from './svg.mjs'

export const WIDE = [0, 0, 1200, 800]

/** Colour gradings as SVG transfer curves: the "same scene, different grade" of AI colour match. */
export const GRADES = {
  // A flat, slightly grey camera original.
  source: { r: [0.14, 0.5, 0.82], g: [0.14, 0.5, 0.82], b: [0.16, 0.52, 0.84], saturate: 0.62 },
  morning: { r: [0.12, 0.64, 1], g: [0.07, 0.52, 0.94], b: [0.06, 0.42, 0.84], saturate: 1.05, hue: 8 },
  white: { r: [0.2, 0.76, 1], g: [0.2, 0.77, 1], b: [0.22, 0.79, 1], saturate: 0.5 },
  fresh: { r: [0.04, 0.52, 0.94], g: [0.12, 0.64, 1], b: [0.16, 0.66, 1], saturate: 1.12, hue: -10 },
  natural: { r: [0, 0.5, 1], g: [0, 0.5, 1], b: [0, 0.5, 1], saturate: 1 },
}

export function gradeFilter(id, grade) {
  const g = GRADES[grade]
  return `<filter id="${id}" color-interpolation-filters="sRGB"><feComponentTransfer><feFuncR type="table" tableValues="${g.r.join(' ')}"/><feFuncG type="table" tableValues="${g.g.join(' ')}"/><feFuncB type="table" tableValues="${g.b.join(' ')}"/></feComponentTransfer><feColorMatrix type="saturate" values="${g.saturate}"/>${g.hue ? `<feColorMatrix type="hueRotate" values="${g.hue}"/>` : ''}</filter>`
}

function commonDefs() {
  return `${blur('b1', 1)}${blur('b2', 2.5)}${blur('b4', 4)}${blur('b8', 8)}${blur('b16', 16)}${blur('b30', 30)}${blur('bg-blur', 14)}`
}

function grassBlades(random, count, { y: [y0, y1], colors, height: [h0, h1] }) {
  let d = ''
  const paths = colors.map(() => '')
  for (let i = 0; i < count; i++) {
    const x = random() * 1200
    const y = y0 + random() * (y1 - y0)
    const hgt = h0 + random() * (h1 - h0)
    const lean = (random() - 0.5) * hgt * 0.6
    const ci = Math.floor(random() * colors.length)
    paths[ci] += `M${r1(x)},${r1(y)}q${r1(lean * 0.3)},${r1(-hgt * 0.6)} ${r1(lean)},${r1(-hgt)}`
  }
  for (let i = 0; i < colors.length; i++) d += `<path d="${paths[i]}" stroke="${colors[i]}" stroke-width="2" fill="none" stroke-linecap="round"/>`
  return d
}

/** The meadow at golden hour: AI colour match and local colour adjustment. */
export function meadow({ grade = 'natural', dress = '#f3efe9' } = {}) {
  const random = rng(21)
  const defs = `${commonDefs()}${gradeFilter('grade', grade)}
    ${linear(
      'sky',
      [0, 0, 0, 1],
      [
        [0, '#86aed0'],
        [0.55, '#cfd9df'],
        [1, '#f4dcc0'],
      ],
    )}
    ${radial(
      'sun',
      [0.5, 0.5, 0.5],
      [
        [0, '#fff6df', 1],
        [0.3, '#ffe2b0', 0.7],
        [1, '#ffd59a', 0],
      ],
    )}
    ${linear(
      'hill-far',
      [0, 0, 0, 1],
      [
        [0, '#a7b6bd'],
        [1, '#c5c9c0'],
      ],
    )}
    ${linear(
      'hill-mid',
      [0, 0, 0, 1],
      [
        [0, '#7f9a7a'],
        [1, '#97a97e'],
      ],
    )}
    ${linear(
      'field',
      [0, 0, 0, 1],
      [
        [0, '#b6c27a'],
        [0.5, '#8ea456'],
        [1, '#5f7a3a'],
      ],
    )}`
  let trees = ''
  for (let i = 0; i < 16; i++) {
    const x = -40 + i * 80 + random() * 40
    const y = 470 + random() * 16
    const s = 40 + random() * 40
    trees += `<ellipse cx="${r1(x)}" cy="${r1(y - s * 0.5)}" rx="${r1(s * 0.8)}" ry="${r1(s)}" fill="${random() < 0.5 ? '#55714a' : '#4a6644'}"/>`
  }
  const body = `<g filter="url(#grade)">
    <rect width="1200" height="800" fill="url(#sky)"/>
    <circle cx="900" cy="360" r="260" fill="url(#sun)"/>
    <g filter="url(#b16)" fill="#fff" opacity="0.7"><ellipse cx="260" cy="150" rx="170" ry="30"/><ellipse cx="420" cy="120" rx="120" ry="24"/><ellipse cx="980" cy="170" rx="150" ry="22"/></g>
    <path d="M0,440C160,380 320,400 460,420C620,440 760,370 900,390C1020,405 1120,420 1200,410L1200,520L0,520Z" fill="url(#hill-far)"/>
    <g filter="url(#b2)">${trees}</g>
    <path d="M0,480C200,450 420,470 640,480C860,490 1020,460 1200,470L1200,560L0,560Z" fill="url(#hill-mid)"/>
    <path d="M0,500C300,486 700,492 1200,500L1200,800L0,800Z" fill="url(#field)"/>
    ${scatter(random, 140, { x: [0, 1200], y: [520, 640], r: [1.5, 3], colors: ['#ffffff', '#f8e6a0', '#f2c4cf'], opacity: [0.5, 0.9] })}
    ${grassBlades(random, 500, { y: [640, 820], colors: ['#6d8a45', '#8aa65a', '#4f6a30'], height: [20, 60] })}
    ${scatter(random, 40, { x: [0, 1200], y: [660, 800], r: [4, 8], colors: ['#ffffff', '#f8e6a0', '#f4b8c6'], opacity: [0.8, 1] })}
    ${groundShadow(560, 700, 400, 0.22)}
    ${figure({ x: 560, feet: 700, h: 400, color: dress, bottom: 'dress', hairStyle: 'long', hair: '#3a2419', skin: '#f0c8aa', hold: 'left', bouquet: true })}
    <circle cx="900" cy="360" r="120" fill="#fff4dc" opacity="0.35" filter="url(#b30)"/>
  </g>`
  return { defs, body, view: WIDE }
}

/** A studio close-up placed in a scene: the bride of scene placement. */
function bride(prefix) {
  return prefixIds(
    prefix,
    portrait({
      kind: 'woman',
      skin: SKIN.fair,
      hair: HAIR.espresso,
      hairStyle: 'bun',
      garment: { type: 'offShoulder', colors: ['#fbf8f4', '#ddd3ca'] },
      earrings: true,
      noBackdrop: true,
    }),
  )
}

function placeBride(prefix, extraDefs, backdrop) {
  const person = bride(prefix)
  return {
    defs: `${commonDefs()}${extraDefs}${person.defs}`,
    body: `${backdrop}<g transform="translate(300,40) scale(0.76)">${person.body}</g>`,
    view: WIDE,
  }
}

/** The subject on a plain grey studio backdrop, before placement. */
export function sceneSource() {
  return placeBride(
    'b',
    radial(
      'studio',
      [0.5, 0.4, 0.7],
      [
        [0, '#cfd0d2'],
        [1, '#77797e'],
      ],
    ),
    `<rect width="1200" height="800" fill="url(#studio)"/>`,
  )
}

/** Dreamy church: arches, tall windows and light rays. */
export function sceneChurch() {
  const random = rng(31)
  const defs = `${linear(
    'nave',
    [0, 0, 0, 1],
    [
      [0, '#d9cfc6'],
      [1, '#8d7b70'],
    ],
  )}
    ${linear(
      'window',
      [0, 0, 0, 1],
      [
        [0, '#fff9ee'],
        [1, '#f3dfc3'],
      ],
    )}
    ${linear(
      'ray',
      [0, 0, 1, 1],
      [
        [0, '#fff8e8', 0.7],
        [1, '#fff8e8', 0],
      ],
    )}`
  let arches = ''
  for (const [x, w, h, o] of [
    [90, 170, 560, 0.9],
    [930, 170, 560, 0.9],
    [330, 120, 420, 0.75],
    [750, 120, 420, 0.75],
    [500, 200, 500, 1],
  ]) {
    arches += `<path d="M${x},${760}L${x},${760 - h + w / 2}A${w / 2},${w / 2} 0 0,1 ${x + w},${760 - h + w / 2}L${x + w},760Z" fill="url(#window)" opacity="${o}"/>
      <path d="M${x + w / 2},${760 - h}L${x + w / 2},760M${x},${760 - h * 0.55}L${x + w},${760 - h * 0.55}" stroke="#b9a896" stroke-width="4" opacity="0.6"/>`
  }
  const rays = `<g opacity="0.55" filter="url(#b16)"><path d="M170,200L520,800L360,800Z" fill="url(#ray)"/><path d="M1010,200L760,800L900,800Z" fill="url(#ray)"/><path d="M600,260L520,800L700,800Z" fill="url(#ray)"/></g>`
  const pillars = `<rect x="0" y="0" width="70" height="800" fill="#a69484"/><rect x="1130" y="0" width="70" height="800" fill="#a69484"/><rect x="270" y="140" width="40" height="660" fill="#b5a393"/><rect x="890" y="140" width="40" height="660" fill="#b5a393"/>`
  const flowers = scatter(random, 70, {
    x: [0, 1200],
    y: [700, 800],
    r: [8, 20],
    colors: ['#ffffff', '#f6e7e4', '#efd3d6', '#e9dccb'],
    opacity: [0.8, 1],
    filter: 'b1',
  })
  const bokeh = scatter(random, 40, { x: [0, 1200], y: [0, 700], r: [6, 20], colors: ['#fff6e0', '#ffffff'], opacity: [0.15, 0.45], filter: 'b4' })
  return placeBride(
    'c',
    defs,
    `<rect width="1200" height="800" fill="url(#nave)"/>${arches}${pillars}${rays}${bokeh}${flowers}<rect width="1200" height="800" fill="#fff4e6" opacity="0.12"/>`,
  )
}

/** Pink sweetheart: pastel set with heart balloons and petals. */
export function sceneSweetheart() {
  const random = rng(41)
  const defs = `${radial(
    'pink',
    [0.5, 0.35, 0.8],
    [
      [0, '#ffe3ea'],
      [0.6, '#f6b7c6'],
      [1, '#d9829a'],
    ],
  )}
    ${radial(
      'balloon',
      [0.35, 0.3, 0.8],
      [
        [0, '#ffd3df'],
        [0.5, '#f58aa6'],
        [1, '#c94e70'],
      ],
    )}
    ${radial(
      'balloon2',
      [0.35, 0.3, 0.8],
      [
        [0, '#fff0f4'],
        [0.5, '#f7c6d3'],
        [1, '#d98fa4'],
      ],
    )}`
  const heart = (x, y, s, fill) =>
    `<path d="M${x},${y + s * 0.3}C${x - s * 0.1},${y - s * 0.25} ${x - s},${y - s * 0.1} ${x - s * 0.55},${y + s * 0.45}L${x},${y + s}L${x + s * 0.55},${y + s * 0.45}C${x + s},${y - s * 0.1} ${x + s * 0.1},${y - s * 0.25} ${x},${y + s * 0.3}Z" fill="${fill}"/>`
  let balloons = ''
  for (const [x, y, s, f] of [
    [130, 120, 90, 'balloon'],
    [240, 260, 70, 'balloon2'],
    [90, 400, 80, 'balloon2'],
    [1060, 110, 95, 'balloon2'],
    [960, 250, 75, 'balloon'],
    [1100, 380, 70, 'balloon'],
    [1010, 520, 60, 'balloon2'],
  ]) {
    balloons += `<path d="M${x},${y + s}q${(random() - 0.5) * 40},${120} ${(random() - 0.5) * 30},${260}" stroke="#ffffff" stroke-width="2" fill="none" opacity="0.7"/>${heart(x, y, s, `url(#${f})`)}<ellipse cx="${x - s * 0.35}" cy="${y + s * 0.15}" rx="${s * 0.12}" ry="${s * 0.2}" fill="#fff" opacity="0.55"/>`
  }
  const drape = `<path d="M0,0L260,0C220,200 180,500 120,800L0,800Z" fill="#f9d5de" opacity="0.8"/><path d="M1200,0L940,0C980,200 1020,500 1080,800L1200,800Z" fill="#f9d5de" opacity="0.8"/>`
  const neon = `<g filter="url(#b4)" opacity="0.9">${heart(600, 60, 250, 'none').replace('fill="none"', 'fill="none" stroke="#fff" stroke-width="14"')}</g>${heart(600, 60, 250, 'none').replace('fill="none"', 'fill="none" stroke="#fff6f8" stroke-width="5"')}`
  const petals = scatter(random, 60, { x: [0, 1200], y: [0, 800], r: [3, 7], colors: ['#ffffff', '#ffd1dc', '#f49ab2'], opacity: [0.5, 0.9] })
  const floor = `<rect y="690" width="1200" height="110" fill="#f3a9bb" opacity="0.6"/>`
  return placeBride('s', defs, `<rect width="1200" height="800" fill="url(#pink)"/>${drape}${neon}${floor}${balloons}${petals}`)
}

/** Seaside promenade; `passersBy` adds the strangers behind the couple. */
export function promenade({ passersBy, grade }) {
  const random = rng(51)
  const defs = `${commonDefs()}${grade ? gradeFilter('grade', grade) : ''}
    ${linear(
      'sky2',
      [0, 0, 0, 1],
      [
        [0, '#9cc3e0'],
        [1, '#eef1ef'],
      ],
    )}
    ${linear(
      'sea',
      [0, 0, 0, 1],
      [
        [0, '#6aa1bf'],
        [1, '#9cc6d6'],
      ],
    )}
    ${linear(
      'deck',
      [0, 0, 0, 1],
      [
        [0, '#d8c3a8'],
        [1, '#b89a78'],
      ],
    )}`
  let planks = ''
  for (let i = 0; i < 12; i++)
    planks += `<path d="M0,${560 + i * 22 + i * i * 0.8}L1200,${560 + i * 22 + i * i * 0.8}" stroke="#a88a68" stroke-width="1.5" opacity="0.5"/>`
  let posts = ''
  for (let i = 0; i < 13; i++) posts += `<rect x="${i * 100 + 10}" y="470" width="8" height="80" fill="#f5f3ef"/>`
  const strangers = passersBy
    ? `${groundShadow(170, 560, 200, 0.18)}${figure({ x: 170, feet: 560, h: 200, color: '#d4573e', bottom: 'pants', legs: '#2f3b52', hairStyle: 'short', hair: '#1e1a18', sleeves: true })}
       ${groundShadow(250, 566, 190, 0.18)}${figure({ x: 250, feet: 566, h: 190, color: '#f1c84b', bottom: 'dress', hairStyle: 'long', hair: '#3b2a20', back: true })}
       ${groundShadow(980, 560, 210, 0.18)}${figure({ x: 980, feet: 560, h: 210, color: '#3c4b6b', bottom: 'pants', legs: '#22252b', hairStyle: 'short', hair: '#161314', sleeves: true, male: true })}
       ${groundShadow(1080, 555, 170, 0.18)}${figure({ x: 1080, feet: 555, h: 170, color: '#e98aa3', bottom: 'shorts', hairStyle: 'bob', hair: '#2a1c16', child: true })}`
    : ''
  const body = `<rect width="1200" height="800" fill="url(#sky2)"/>
    <g filter="url(#b16)" fill="#fff" opacity="0.8"><ellipse cx="300" cy="140" rx="200" ry="34"/><ellipse cx="860" cy="100" rx="160" ry="28"/></g>
    <rect y="360" width="1200" height="130" fill="url(#sea)"/>
    <path d="M0,362L1200,362" stroke="#fff" stroke-width="2" opacity="0.6"/>
    ${scatter(random, 60, { x: [0, 1200], y: [380, 480], r: [1, 3], colors: ['#ffffff'], opacity: [0.4, 0.9] })}
    <rect y="490" width="1200" height="310" fill="url(#deck)"/>${planks}
    ${posts}<rect y="466" width="1200" height="8" fill="#f7f5f1"/><rect y="500" width="1200" height="4" fill="#f7f5f1" opacity="0.8"/>
    ${strangers}
    ${groundShadow(540, 770, 560, 0.22)}${groundShadow(680, 772, 600, 0.22)}
    ${figure({ x: 680, feet: 772, h: 600, color: '#2f3648', bottom: 'pants', legs: '#3b4253', hairStyle: 'short', hair: '#16110f', male: true, shirt: '#f6f3ee', sleeves: true })}
    ${figure({ x: 545, feet: 770, h: 540, color: '#f7f1e8', bottom: 'dress', hairStyle: 'long', hair: '#3a2419', hold: 'right' })}`
  return { defs, body: grade ? `<g filter="url(#grade)">${body}</g>` : body, view: WIDE }
}

/** A lawn; `patchy` adds the bare, worn patches that fill-grass repairs. */
export function lawn({ patchy }) {
  const random = rng(61)
  const defs = `${commonDefs()}
    ${linear(
      'sky3',
      [0, 0, 0, 1],
      [
        [0, '#b5d3e6'],
        [1, '#f4efe2'],
      ],
    )}
    ${linear(
      'lawn',
      [0, 0, 0, 1],
      [
        [0, '#9bbb5c'],
        [1, '#5e8a34'],
      ],
    )}
    ${radial(
      'dirt',
      [0.5, 0.5, 0.5],
      [
        [0, '#a98a62'],
        [0.7, '#b79b72'],
        [1, '#b79b72', 0],
      ],
    )}`
  let trees = ''
  for (let i = 0; i < 9; i++) {
    const x = 60 + i * 140 + random() * 30
    trees += `<rect x="${r1(x - 6)}" y="300" width="12" height="90" fill="#5a4636"/><ellipse cx="${r1(x)}" cy="${r1(260 + random() * 20)}" rx="${r1(60 + random() * 20)}" ry="${r1(80 + random() * 20)}" fill="${random() < 0.5 ? '#4f7a44' : '#5f8a4c'}"/>`
  }
  const patches = patchy
    ? `<g>${[
        [260, 620, 170, 50],
        [820, 690, 210, 60],
        [560, 560, 120, 26],
        [1020, 560, 130, 30],
        [120, 740, 160, 40],
        [420, 740, 140, 34],
      ]
        .map(([x, y, rx, ry]) => `<ellipse cx="${x}" cy="${y}" rx="${rx}" ry="${ry}" fill="url(#dirt)"/>`)
        .join('')}</g>${scatter(random, 80, { x: [100, 1100], y: [540, 780], r: [1.5, 3.5], colors: ['#8c7150', '#c9b28c'], opacity: [0.5, 0.9] })}`
    : ''
  const blades = grassBlades(random, patchy ? 700 : 1800, { y: [520, 830], colors: ['#6f9a3e', '#86b04c', '#557f2e', '#9cc25e'], height: [14, 40] })
  const body = `<rect width="1200" height="800" fill="url(#sky3)"/>
    <g filter="url(#b4)">${trees}</g>
    <path d="M0,400C300,390 900,396 1200,400L1200,800L0,800Z" fill="url(#lawn)"/>
    ${patches}${blades}
    ${groundShadow(520, 700, 360, 0.2)}${groundShadow(660, 706, 300, 0.2)}
    ${figure({ x: 520, feet: 700, h: 360, color: '#f5efe6', bottom: 'dress', hairStyle: 'long', hair: '#2e1d16', hold: 'right' })}
    ${figure({ x: 660, feet: 706, h: 250, color: '#f2b84b', bottom: 'shorts', hairStyle: 'bob', hair: '#3a2418', child: true })}`
  return { defs, body, view: WIDE }
}

/** A studio set with a velvet armchair; `worn` adds scuffs, stains and a tear. */
export function propSet({ worn }) {
  const random = rng(71)
  const defs = `${commonDefs()}
    ${radial(
      'wall',
      [0.45, 0.35, 0.8],
      [
        [0, '#efe5da'],
        [1, '#b9a793'],
      ],
    )}
    ${linear(
      'floor',
      [0, 0, 0, 1],
      [
        [0, '#a9876a'],
        [1, '#7d5f47'],
      ],
    )}
    ${linear(
      'velvet',
      [0, 0, 0, 1],
      [
        [0, '#c9878f'],
        [1, '#8f4f5a'],
      ],
    )}
    ${linear(
      'wood',
      [0, 0, 1, 0],
      [
        [0, '#7a4d32'],
        [0.5, '#a06a44'],
        [1, '#6b4029'],
      ],
    )}`
  const chair = `<path d="M380,300C380,240 420,210 520,210C620,210 660,240 660,300L660,560L380,560Z" fill="url(#velvet)"/>
    <path d="M340,420C320,420 320,470 330,600L400,600L400,430Z M700,420C720,420 720,470 710,600L640,600L640,430Z" fill="url(#velvet)"/>
    <rect x="360" y="520" width="320" height="110" rx="26" fill="url(#velvet)"/>
    <path d="M400,250C450,236 590,236 640,250" stroke="#e7b4bb" stroke-width="6" opacity="0.5" fill="none"/>
    ${[420, 470, 520, 570, 620].map((x) => `<circle cx="${x}" cy="${300 + (x % 100 === 20 ? 10 : 40)}" r="5" fill="#6d343e"/>`).join('')}
    <rect x="376" y="630" width="20" height="70" rx="6" fill="url(#wood)"/><rect x="644" y="630" width="20" height="70" rx="6" fill="url(#wood)"/>`
  const table = `<ellipse cx="880" cy="470" rx="110" ry="22" fill="url(#wood)"/><rect x="868" y="480" width="24" height="200" fill="url(#wood)"/><ellipse cx="880" cy="690" rx="70" ry="12" fill="#6b4029"/>
    <path d="M850,470C840,420 850,380 880,370C910,380 920,420 910,470Z" fill="#e9eef0"/><path d="M862,380C860,330 880,300 880,300M880,370C890,320 920,300 930,290M870,372C850,330 830,320 820,318" stroke="#6f8f54" stroke-width="3" fill="none"/>
    ${scatter(random, 14, { x: [810, 950], y: [270, 330], r: [8, 14], colors: ['#f4d3d7', '#ffffff', '#f7e6c8'], opacity: [0.95, 1] })}`
  const damage = worn
    ? `<g>
        <ellipse cx="470" cy="560" rx="46" ry="20" fill="#5e2c34" opacity="0.65" filter="url(#b2)"/>
        <ellipse cx="600" cy="330" rx="36" ry="30" fill="#d9b3a8" opacity="0.6" filter="url(#b4)"/>
        <path d="M560,420l40,20l-10,30l30,16" stroke="#efd9c8" stroke-width="7" fill="none" stroke-linecap="round"/>
        <path d="M430,280l16,40M455,275l10,30" stroke="#e9c3c7" stroke-width="3" opacity="0.8"/>
        <path d="M330,470C326,500 332,540 336,560" stroke="#d8b7a6" stroke-width="10" opacity="0.55" filter="url(#b1)"/>
        <path d="M870,500l6,40l-10,30" stroke="#3a2215" stroke-width="4" fill="none"/>
        <ellipse cx="840" cy="462" rx="22" ry="5" fill="#e9d7c0" opacity="0.8"/>
        <path d="M200,120l30,80l-20,60M1000,160l-20,70" stroke="#9c8a77" stroke-width="3" opacity="0.6" fill="none"/>
        ${scatter(random, 30, { x: [370, 680], y: [230, 620], r: [2, 5], colors: ['#e8c9c3', '#5c2c34'], opacity: [0.5, 0.8] })}
      </g>`
    : ''
  const body = `<rect width="1200" height="800" fill="url(#wall)"/>
    <rect y="640" width="1200" height="160" fill="url(#floor)"/>
    <ellipse cx="520" cy="700" rx="240" ry="26" fill="#000" opacity="0.22" filter="url(#b8)"/>
    ${chair}${table}${damage}`
  return { defs, body, view: WIDE }
}

/** A studio shoot with a light stand and cables in frame; `clutter` keeps them. */
export function studioShoot({ clutter }) {
  const defs = `${commonDefs()}
    ${radial(
      'paper',
      [0.5, 0.3, 0.8],
      [
        [0, '#dce3e8'],
        [1, '#8c98a3'],
      ],
    )}
    ${linear(
      'softbox',
      [0, 0, 1, 1],
      [
        [0, '#ffffff'],
        [1, '#dfe6ea'],
      ],
    )}`
  const gear = clutter
    ? `<g>
        <path d="M180,760L230,420L280,760M230,420L230,320" stroke="#25272c" stroke-width="7" fill="none"/>
        <path d="M130,180L330,180L300,330L160,330Z" fill="#1e2024"/><path d="M150,195L310,195L288,318L172,318Z" fill="url(#softbox)"/>
        <path d="M230,760C330,790 420,720 520,760S700,800 760,770" stroke="#15161a" stroke-width="6" fill="none"/>
        <rect x="930" y="700" width="90" height="60" rx="12" fill="#4a4a45"/><path d="M975,700v-20" stroke="#4a4a45" stroke-width="10"/>
        <path d="M1020,300L1060,760M1020,300L990,760" stroke="#2b2d33" stroke-width="6"/><circle cx="1020" cy="290" r="26" fill="#2b2d33"/><circle cx="1020" cy="290" r="16" fill="#f5f3e8"/>
      </g>`
    : ''
  const body = `<rect width="1200" height="800" fill="url(#paper)"/>
    <path d="M0,620C300,600 900,600 1200,620L1200,800L0,800Z" fill="#b3bec6" opacity="0.6"/>
    ${groundShadow(600, 760, 620, 0.25)}
    ${figure({ x: 600, feet: 760, h: 640, color: '#1f2630', bottom: 'dress', hairStyle: 'bun', hair: '#20140f', skin: '#efc6a8' })}
    ${gear}`
  return { defs, body, view: WIDE }
}

/** A garden portrait; `blurred` applies the lens blur to everything behind the subject. */
export function gardenPortrait({ blurred }) {
  const random = rng(81)
  const person = prefixIds(
    'g',
    portrait({
      kind: 'woman',
      skin: SKIN.warm,
      hair: HAIR.chestnut,
      garment: { type: 'sweater', colors: ['#e9e1d4', '#c9bba6'] },
      earrings: true,
      noBackdrop: true,
    }),
  )
  let foliage = ''
  for (let i = 0; i < 60; i++) {
    const x = -60 + random() * 1320
    const y = -40 + random() * 600
    const s = 30 + random() * 70
    foliage += `<ellipse cx="${r1(x)}" cy="${r1(y)}" rx="${r1(s)}" ry="${r1(s * 0.8)}" fill="${['#5f8a4c', '#7aa05e', '#4b7540', '#93b86e'][i % 4]}"/>`
  }
  const flowers = scatter(random, 220, { x: [-40, 1240], y: [-40, 840], r: [4, 12], colors: ['#f7d8e1', '#ffffff', '#f2b2c4', '#f9e7a8'], opacity: [0.8, 1] })
  const path = `<path d="M440,800C520,650 580,560 640,520L700,520C700,600 760,700 900,800Z" fill="#d8c6a5"/>`
  const background = `<rect x="-100" y="-100" width="1400" height="1000" fill="#a9c98f"/>${foliage}${path}${flowers}`
  const defs = `${commonDefs()}${blur('lens', 12)}${person.defs}`
  // The flat base under the blurred layer keeps the frame's edges from fading out.
  const body = `<rect width="1200" height="800" fill="#8fb377"/><g${blurred ? ' filter="url(#lens)"' : ''}>${background}</g>
    ${blurred ? scatter(random, 24, { x: [0, 1200], y: [0, 600], r: [14, 34], colors: ['#fffbe8', '#ffffff'], opacity: [0.2, 0.45] }) : ''}
    <g transform="translate(560,40) scale(0.76)">${person.body}</g>`
  return { defs, body, view: WIDE }
}
