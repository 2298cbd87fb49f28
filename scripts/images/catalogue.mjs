// Every illustration of the site: name, aspect, output widths, Chinese alt text and how to draw it.
import { HAIR, portrait, SKIN } from './lib/portrait.mjs'
import { gardenPortrait, lawn, meadow, promenade, propSet, sceneChurch, sceneSource, sceneSweetheart, studioShoot } from './lib/scenes.mjs'
import { svgDoc } from './lib/svg.mjs'
import { beachBride, bride, family, graduate, kid, maternity, single, wedding } from './lib/gallery.mjs'
import { appWindow, filmStrip, nest, sliderPanel } from './lib/ui.mjs'

/** The portrait of the skin and shaping showcases, before any retouching. */
const MODEL = {
  kind: 'woman',
  skin: SKIN.fair,
  hair: HAIR.espresso,
  garment: { type: 'offShoulder', colors: ['#f3e7da', '#bfa48f'] },
  earrings: true,
  background: ['#ead8c8', '#7d6255'],
}

const FULL = [0, 0, 800, 1000]
/** Head and shoulders, as a retoucher frames a beauty close-up. */
const CLOSE = [90, 170, 620, 775]

function portraitItem(name, alt, options, { view = CLOSE, widths = [400, 800] } = {}) {
  return {
    name,
    alt,
    width: widths.at(-1),
    height: Math.round((widths.at(-1) * view[3]) / view[2]),
    widths,
    draw: () => ({ ...portrait(options), view }),
  }
}

function sceneItem(name, alt, draw, widths = [560, 1120]) {
  const { view } = draw()
  return { name, alt, width: widths.at(-1), height: Math.round((widths.at(-1) * view[3]) / view[2]), widths, draw }
}

/** A second sitter for the shaping showcase, hair up so jaw, neck and shoulders show. */
const SHAPING_MODEL = {
  kind: 'woman',
  skin: SKIN.warm,
  hair: HAIR.chestnut,
  hairStyle: 'bun',
  garment: { type: 'offShoulder', colors: ['#c3cfdc', '#7c90a8'] },
  earrings: true,
  background: ['#e4e8ee', '#5e6b7a'],
}

/** A third sitter for neutral-grey smoothing. */
const GREY_MODEL = {
  kind: 'woman',
  skin: SKIN.warm,
  hair: HAIR.honey,
  garment: { type: 'sweater', colors: ['#e8dccb', '#c2ae93'] },
  earrings: true,
  background: ['#f1dece', '#9b6c58'],
}

const MAN = { kind: 'man', skin: SKIN.warm, hair: HAIR.black, garment: { type: 'sweater', colors: ['#3e4756', '#252b36'] }, background: ['#d9dde2', '#4e5662'] }
const CHILD = {
  kind: 'child',
  skin: SKIN.fair,
  hair: HAIR.chestnut,
  garment: { type: 'tee', colors: ['#f6d37a', '#e1b24a'] },
  background: ['#fbefe1', '#d9a982'],
  brows: 'natural',
}

/** 4:3 detail crops of the more-features pairs. */
const DETAIL = [110, 320, 580, 435]
const EYES = [250, 420, 300, 225]
const SHOULDERS = [-60, 330, 880, 660]
const BACKDROP = [-120, 100, 1040, 780]
const BODY = [140, 700, 224, 280]
/** ID photo crop, 3:4 like a 35 × 45 mm print. */
const ID = [100, 130, 600, 800]

const ID_PEOPLE = {
  female: { kind: 'woman', skin: SKIN.fair, hair: HAIR.espresso, hairStyle: 'bun', solid: true, background: ['#6aa6e6', '#3d7fcf'], brows: 'natural' },
  male: { kind: 'man', skin: SKIN.warm, hair: HAIR.black, solid: true, background: ['#ffffff', '#e3e6ea'] },
  child: { kind: 'child', skin: SKIN.fair, hair: HAIR.chestnut, solid: true, background: ['#8cc0ef', '#5b98d8'] },
}

/** Costumes × styles of ID-photo dressing: [file suffix, alt, garment]. */
export const ID_COSTUMES = {
  female: [
    ['1', '黑色西装', { type: 'suit', colors: ['#22242c', '#101116'], open: 48 }],
    ['2', '白色衬衫', { type: 'shirt', colors: ['#fbfbfa', '#e1e4e8'] }],
    ['3', '藏青套装', { type: 'suit', colors: ['#2a3a5c', '#17223a'], open: 40 }],
    ['4', '米色西装', { type: 'suit', colors: ['#d9c3a5', '#b39a7a'], open: 48 }],
  ],
  male: [
    ['1', '黑西装红领带', { type: 'suit', colors: ['#23262f', '#111318'], tie: '#9b1f2e' }],
    ['2', '藏蓝西装蓝领带', { type: 'suit', colors: ['#233556', '#15213a'], tie: '#3467b8' }],
    ['3', '白衬衫黑领带', { type: 'shirt', colors: ['#fbfbfa', '#e1e4e8'], tie: '#1b1c20' }],
    ['4', '灰西装条纹领带', { type: 'suit', colors: ['#70747d', '#4b4f57'], tie: '#5a2330', tieStripe: '#c9a86a' }],
  ],
  child: [
    ['1', '白衬衫领结', { type: 'shirt', colors: ['#fbfbfa', '#e1e4e8'], bow: '#c0283a' }],
    ['2', '海军领', { type: 'sailor', colors: ['#1f3a6b', '#142a52'], accent: '#f4f6fb' }],
    ['3', '小西装', { type: 'suit', colors: ['#3a3f4c', '#262a33'], bow: '#c0283a' }],
    ['4', '红色针织背心', { type: 'vest', colors: ['#b8322f', '#8e2522'] }],
  ],
}
const ID_CASUAL = {
  female: { type: 'tee', colors: ['#e9a4a0', '#cf7f7b'] },
  male: { type: 'tee', colors: ['#7d8a6a', '#5c684c'] },
  child: { type: 'tee', colors: ['#f6d37a', '#e1b24a'] },
}
const ID_LABEL = { female: '女士', male: '男士', child: '儿童' }

/** Double-eyelid styles with their Chinese names (seven, spec section 2). */
export const EYELID_NAMES = [
  ['natural', '自然型'],
  ['fan', '开扇型'],
  ['parallel', '平行型'],
  ['crescent', '新月型'],
  ['european', '欧式型'],
  ['inner', '内双型'],
  ['wide', '宽双型'],
]

const EYELID_MODEL = { ...MODEL, background: ['#efe0d4', '#8f6e60'] }

export const ILLUSTRATIONS = [
  // Skin switch: blemishes, neutral grey, body.
  portraitItem('skin-blemish-before', '祛痘祛斑前：脸颊、额头和下巴有痘印与斑点', { ...MODEL, blemishes: true }),
  portraitItem('skin-blemish-after', '祛痘祛斑后：痘印与斑点已去除，肤质保留', MODEL),
  portraitItem('skin-grey-before', '中性灰前：肤色暗沉发灰，眼下发青，明暗不均', { ...GREY_MODEL, grey: true, seed: 4 }),
  portraitItem('skin-grey-after', '中性灰磨皮后：肤色均匀通透', GREY_MODEL),
  portraitItem('skin-body-before', '身体祛瑕前：肩颈有痘印和疤痕', { ...MODEL, hairStyle: 'bun', bodyBlemish: true }, { view: BODY }),
  portraitItem('skin-body-after', '身体祛瑕后：肩颈皮肤干净平滑', { ...MODEL, hairStyle: 'bun' }, { view: BODY }),
  // Face and body shaping.
  portraitItem('shape-face-before', '瘦脸前：下颌偏宽', SHAPING_MODEL),
  portraitItem('shape-face-after', '瘦脸后：下颌线收窄，脸型更精致', { ...SHAPING_MODEL, slim: 1.6 }),
  portraitItem('shape-contour-before', '立体轮廓前：面部平淡', SHAPING_MODEL),
  portraitItem('shape-contour-after', '立体轮廓后：鼻梁、颧骨高光与阴影更立体', { ...SHAPING_MODEL, contour: 1 }),
  portraitItem('shape-brows-before', '眉形调整前：眉毛稀疏不齐', { ...SHAPING_MODEL, brows: 'sparse' }),
  portraitItem('shape-brows-after', '眉形调整后：眉形饱满自然', { ...SHAPING_MODEL, brows: 'shaped' }),
  portraitItem('shape-neck-before', '天鹅颈与直角肩调整前：脖颈偏短，肩膀下溜', SHAPING_MODEL, { view: FULL }),
  portraitItem('shape-neck-after', '天鹅颈与直角肩调整后：脖颈修长，肩线平直', { ...SHAPING_MODEL, neck: 1, square: 1 }, { view: FULL }),
  // AI colour match and local colour.
  sceneItem('colour-source', '调色前：草地人像相机直出，画面偏灰', () => meadow({ grade: 'source' })),
  sceneItem('colour-morning', '草地·晨光风格：暖金色调', () => meadow({ grade: 'morning' })),
  sceneItem('colour-white', '草地·简白风格：高调通透', () => meadow({ grade: 'white' })),
  sceneItem('colour-fresh', '草地·清新风格：青绿明快', () => meadow({ grade: 'fresh' })),
  sceneItem('colour-natural', '草地·自然风格：还原真实色彩', () => meadow({ grade: 'natural' })),
  sceneItem('colour2-source', '调色前：海边栈道相机直出', () => promenade({ passersBy: false, grade: 'source' })),
  sceneItem('colour2-morning', '海边栈道·晨光风格', () => promenade({ passersBy: false, grade: 'morning' })),
  sceneItem('colour2-white', '海边栈道·简白风格', () => promenade({ passersBy: false, grade: 'white' })),
  sceneItem('colour2-fresh', '海边栈道·清新风格', () => promenade({ passersBy: false, grade: 'fresh' })),
  sceneItem('colour2-natural', '海边栈道·自然风格', () => promenade({ passersBy: false, grade: 'natural' })),
  sceneItem('colour-local-before', '局部调色前：红色连衣裙', () => meadow({ dress: '#c8483f' })),
  sceneItem('colour-local-after', '局部调色后：连衣裙改为青色，其余不变', () => meadow({ dress: '#3f8f8a' })),
  // Scene placement.
  sceneItem('scene-source', '原图：灰色影棚背景', sceneSource),
  sceneItem('scene-church', '梦幻教堂场景', sceneChurch),
  sceneItem('scene-sweetheart', '粉色甜心场景', sceneSweetheart),
  // Creative features.
  sceneItem('passersby-before', '去路人前：背景有路人', () => promenade({ passersBy: true })),
  sceneItem('passersby-after', '去路人后：背景干净', () => promenade({ passersBy: false })),
  sceneItem('grass-before', '补草地前：草坪斑驳露土', () => lawn({ patchy: true })),
  sceneItem('grass-after', '补草地后：草坪完整茂密', () => lawn({ patchy: false })),
  sceneItem('prop-before', '道具修复前：沙发有污渍和破损', () => propSet({ worn: true })),
  sceneItem('prop-after', '道具修复后：沙发焕然一新', () => propSet({ worn: false })),
  sceneItem('erase-before', 'AI 消除前：画面有灯架和线缆', () => studioShoot({ clutter: true })),
  sceneItem('erase-after', 'AI 消除后：灯架和线缆已消除', () => studioShoot({ clutter: false })),
  sceneItem('blur-before', '背景虚化前：背景清晰杂乱', () => gardenPortrait({ blurred: false })),
  sceneItem('blur-after', '背景虚化后：背景柔和虚化，主体突出', () => gardenPortrait({ blurred: true })),
  // More features.
  portraitItem('tattoo-before', '去纹身前：肩部和手臂有纹身', { ...MODEL, hairStyle: 'bun', tattoo: true }, { view: SHOULDERS, widths: [400, 800] }),
  portraitItem('tattoo-after', '去纹身后：皮肤干净自然', { ...MODEL, hairStyle: 'bun' }, { view: SHOULDERS, widths: [400, 800] }),
  portraitItem('beard-before', '去胡须前：下巴和唇上有胡茬', { ...MAN, beard: true }, { view: DETAIL, widths: [400, 800] }),
  portraitItem('beard-after', '去胡须后：面部干净清爽', MAN, { view: DETAIL, widths: [400, 800] }),
  portraitItem('eyelid-before', '双眼皮前：单眼皮', { ...EYELID_MODEL, eyelid: 'single' }, { view: EYES, widths: [360, 720] }),
  ...EYELID_NAMES.map(([style, label]) =>
    portraitItem(`eyelid-${style}`, `双眼皮：${label}`, { ...EYELID_MODEL, eyelid: style }, { view: EYES, widths: [360, 720] }),
  ),
  portraitItem('glare-before', '去眼镜反光前：镜片有大片反光', { ...GREY_MODEL, glasses: { glare: true } }, { view: DETAIL, widths: [400, 800] }),
  portraitItem('glare-after', '去眼镜反光后：镜片通透，眼神清晰', { ...GREY_MODEL, glasses: { glare: false } }, { view: DETAIL, widths: [400, 800] }),
  portraitItem('redeye-before', '去红眼前：闪光灯造成红眼', { ...CHILD, redEye: true }, { view: EYES, widths: [360, 720] }),
  portraitItem('redeye-after', '去红眼后：瞳孔自然', CHILD, { view: EYES, widths: [360, 720] }),
  portraitItem('bgeven-before', '背景匀净前：背景布有褶皱和色块', { ...MODEL, unevenBackdrop: true }, { view: BACKDROP, widths: [400, 800] }),
  portraitItem('bgeven-after', '背景匀净后：背景干净均匀', MODEL, { view: BACKDROP, widths: [400, 800] }),
  // ID-photo dressing: a casual original and four styles per costume.
  ...Object.entries(ID_COSTUMES).flatMap(([costume, styles]) => [
    portraitItem(
      `id-${costume}-source`,
      `${ID_LABEL[costume]}证件照原图：便装`,
      { ...ID_PEOPLE[costume], garment: ID_CASUAL[costume] },
      { view: ID, widths: [240, 480] },
    ),
    ...styles.map(([suffix, label, garment]) =>
      portraitItem(`id-${costume}-${suffix}`, `${ID_LABEL[costume]}证件照换装：${label}`, { ...ID_PEOPLE[costume], garment }, { view: ID, widths: [240, 480] }),
    ),
  ]),
  // Recommended presets gallery, one per genre row.
  tallItem('gallery-portrait', '人像：暗调氛围人像', () =>
    single({
      kind: 'woman',
      skin: SKIN.fair,
      hair: HAIR.black,
      hairStyle: 'long',
      garment: { type: 'sweater', colors: ['#23262d', '#121419'] },
      background: ['#4b6a76', '#0f1b22'],
      contour: 0.6,
      earrings: true,
    }),
  ),
  tallItem('gallery-textured', '质感肌：保留毛孔纹理的通透肤质', () =>
    single({
      kind: 'woman',
      skin: SKIN.tan,
      hair: HAIR.espresso,
      hairStyle: 'bun',
      garment: { type: 'sweater', colors: ['#f0e6d8', '#cbb79d'] },
      background: ['#e9c9a5', '#7a4e35'],
      contour: 1,
    }),
  ),
  tallItem('gallery-cream', '奶油肌：柔和细腻的奶油肤质', () =>
    single({
      kind: 'woman',
      skin: SKIN.fair,
      hair: HAIR.honey,
      hairStyle: 'long',
      garment: { type: 'offShoulder', colors: ['#fff8f4', '#efd9d3'] },
      background: ['#fdeeee', '#e6b9bd'],
      earrings: true,
      lip: '#e08a8a',
    }),
  ),
  tallItem('gallery-family', '全家福：三口之家影棚合影', family),
  tallItem('gallery-wedding', '婚礼：新人合影', wedding),
  tallItem('gallery-graduation', '毕业照：学士服与学位帽', graduate),
  tallItem('gallery-children', '儿童：气球与糖果色背景', kid),
  tallItem('gallery-dress', '婚纱：头纱与白色婚纱', bride),
  tallItem('gallery-maternity', '孕照：日落剪影', maternity),
  tallItem('gallery-id', '证件照：蓝底职业照', () => single({ ...ID_PEOPLE.female, garment: ID_COSTUMES.female[0][2] }, { view: [100, 130, 600, 800] })),
  tallItem('gallery-portrait-2', '人像：男士商务形象照', () =>
    single({ ...MAN, garment: { type: 'suit', colors: ['#2b2f38', '#15171c'], tie: '#3b4a6b' }, background: ['#c9ccd1', '#3a3e45'], contour: 0.8 }),
  ),
  tallItem('gallery-dress-2', '婚纱：海边旅拍', beachBride),
  // App window mock-ups: tethered shooting, workflow video frames and the hero.
  ...appItems(),
]

function tallItem(name, alt, draw, widths = [300, 600]) {
  return { name, alt, width: widths.at(-1), height: Math.round((widths.at(-1) * 4) / 3), widths, draw }
}

function appItems() {
  const item = (name, alt, draw, widths = [560, 1120], extra = {}) => ({
    name,
    alt,
    width: widths.at(-1),
    height: Math.round((widths.at(-1) * 10) / 16),
    widths,
    draw,
    ...extra,
  })
  const photo = (options) => ({ ...portrait(options), view: [60, 150, 680, 780] })
  const thumbs = () => [
    photo({ ...MODEL, blemishes: true }),
    photo(GREY_MODEL),
    photo(SHAPING_MODEL),
    photo({ ...MAN }),
    photo({ ...CHILD }),
    meadow({ grade: 'source' }),
    photo({ ...MODEL, background: ['#e4e8ee', '#5e6b7a'] }),
    sceneSource(),
    photo(GREY_MODEL),
  ]
  const CANVAS = [300, 90, 1000, 740]
  const single = (drawing) => nest('cv', drawing, CANVAS)
  const grid = (marks) =>
    thumbs()
      .slice(0, 6)
      .map((drawing, i) => {
        const x = 330 + (i % 3) * 320
        const y = 116 + Math.floor(i / 3) * 350
        const mark = marks?.[i]
        return `${nest(`g${i}`, drawing, [x, y, 300, 330])}${mark === 'dim' ? `<rect x="${x}" y="${y}" width="300" height="330" fill="#000" opacity="0.6"/>` : ''}${mark === 'pick' ? `<rect x="${x - 3}" y="${y - 3}" width="306" height="336" rx="6" fill="none" stroke="#ff7a30" stroke-width="5"/><circle cx="${x + 276}" cy="${y + 24}" r="15" fill="#ff7a30"/><path d="M${x + 268},${y + 24}l6,6l10,-11" stroke="#fff" stroke-width="4" fill="none"/>` : ''}`
      })
      .join('')
  const strip = (options) => filmStrip(thumbs(), options)
  const skinPanel = (on) =>
    sliderPanel('人像美化', [
      ['祛痘祛斑', on ? 0.9 : 0.5],
      ['中性灰磨皮', on ? 0.85 : 0.5],
      ['肤色统一', on ? 0.72 : 0.5],
      ['瘦脸', on ? 0.68 : 0.5],
      ['立体轮廓', on ? 0.66 : 0.5],
      ['眼睛放大', on ? 0.6 : 0.5],
    ])
  const colourPanel = (on) =>
    sliderPanel('AI 调色', [
      ['色温', on ? 0.66 : 0.5],
      ['色调', on ? 0.56 : 0.5],
      ['曝光', on ? 0.6 : 0.5],
      ['对比度', on ? 0.62 : 0.5],
      ['饱和度', on ? 0.7 : 0.5],
      ['高光', on ? 0.38 : 0.5],
    ])
  const bgPanel = (on) =>
    sliderPanel('背景处理', [
      ['背景匀净', on ? 0.9 : 0.5],
      ['去褶皱', on ? 0.86 : 0.5],
      ['暗角修复', on ? 0.7 : 0.5],
      ['背景虚化', 0.5],
    ])
  const exportPanel = (done) =>
    sliderPanel('导出设置', [
      ['JPG 品质', 0.9],
      ['长边像素', 0.8],
      ['锐化', 0.6],
    ]) +
    `<rect x="1344" y="480" width="212" height="12" rx="6" fill="#34363f"/><rect x="1344" y="480" width="${done ? 212 : 40}" height="12" rx="6" fill="#ff7a30"/><text x="1344" y="530" font-family="'Noto Sans CJK SC',sans-serif" font-size="18" fill="#d8d9de">${done ? '已导出 12/12 张' : '正在导出 2/12 张'}</text>`
  const split = (before, after) =>
    `${nest('sb', before, CANVAS)}<svg x="800" y="90" width="500" height="740" viewBox="0 0 500 740" preserveAspectRatio="none">${nest('sa', after, [-500, 0, 1000, 740])}</svg><path d="M800,90L800,830" stroke="#fff" stroke-width="4"/><circle cx="800" cy="460" r="26" fill="#fff"/><path d="M790,450l-10,10l10,10M810,450l10,10l-10,10" stroke="#16171b" stroke-width="4" fill="none"/>`
  const waiting = `<g>${grid(['dim', 'dim', 'dim', 'dim', 'dim', 'dim'])}<rect x="300" y="90" width="1000" height="740" fill="#101116" opacity="0.7"/><circle cx="800" cy="420" r="60" fill="none" stroke="#4a4c57" stroke-width="6" stroke-dasharray="14 12"/><path d="M770,410h60v34h-60zM786,400h28l6,10" fill="none" stroke="#8b8d98" stroke-width="5"/><text x="800" y="540" text-anchor="middle" font-family="'Noto Sans CJK SC',sans-serif" font-size="28" fill="#a4a6b0">等待相机连接…</text></g>`
  const live = `<g>${nest('live', photo({ ...MODEL }), [300, 90, 700, 740])}<rect x="1016" y="110" width="270" height="44" rx="22" fill="#1f8f5b"/><circle cx="1044" cy="132" r="7" fill="#7dffb8"/><text x="1064" y="140" font-family="'Noto Sans CJK SC',sans-serif" font-size="20" fill="#fff">已连接 · 实时传输</text>${[0, 1, 2, 3].map((i) => nest(`lt${i}`, thumbs()[i], [1016, 178 + i * 162, 270, 150])).join('')}</g>`
  const bgBefore = { ...portrait({ ...MODEL, unevenBackdrop: true }), view: BACKDROP }
  const bgAfter = { ...portrait(MODEL), view: BACKDROP }
  return [
    item('tether-off', '联机拍摄：相机未连接，软件等待中', () =>
      appWindow({
        active: 0,
        canvas: waiting,
        panel: sliderPanel('联机拍摄', [
          ['自动导入', 0.5],
          ['自动套用预设', 0.5],
        ]),
        strip: strip({ dim: [0, 1, 2, 3, 4, 5, 6, 7, 8] }),
      }),
    ),
    item('tether-on', '联机拍摄：相机已连接，照片实时传入软件', () =>
      appWindow({
        active: 0,
        canvas: live,
        panel: sliderPanel('联机拍摄', [
          ['自动导入', 1],
          ['自动套用预设', 1],
        ]),
        strip: strip({ selected: [0] }),
      }),
    ),
    item(
      'wf-select-a',
      '选片：整组照片平铺浏览',
      () =>
        appWindow({
          active: 0,
          canvas: grid(),
          panel: sliderPanel('智能选片', [
            ['闭眼检测', 0.5],
            ['模糊检测', 0.5],
            ['相似合并', 0.5],
          ]),
          strip: strip(),
        }),
      [960],
      { frame: true },
    ),
    item(
      'wf-select-b',
      '选片：AI 标出闭眼与模糊，挑出优选',
      () =>
        appWindow({
          active: 0,
          canvas: grid(['pick', 'dim', 'pick', 'pick', 'dim', 'pick']),
          panel: sliderPanel('智能选片', [
            ['闭眼检测', 1],
            ['模糊检测', 1],
            ['相似合并', 0.8],
          ]),
          strip: strip({ selected: [0, 2, 3, 5], dim: [1, 4] }),
        }),
      [960],
      { frame: true },
    ),
    item(
      'wf-colour-a',
      '调色：相机直出',
      () => appWindow({ active: 1, canvas: single(meadow({ grade: 'source' })), panel: colourPanel(false), strip: strip() }),
      [960],
      { frame: true },
    ),
    item(
      'wf-colour-b',
      '调色：一键套用晨光风格',
      () => appWindow({ active: 1, canvas: single(meadow({ grade: 'morning' })), panel: colourPanel(true), strip: strip({ selected: [5] }) }),
      [960],
      { frame: true },
    ),
    item(
      'wf-portrait-a',
      '人像：修图前',
      () => appWindow({ active: 2, canvas: single(photo({ ...MODEL, blemishes: true, grey: true })), panel: skinPanel(false), strip: strip() }),
      [960],
      { frame: true },
    ),
    item(
      'wf-portrait-b',
      '人像：祛痘、磨皮与塑形后',
      () => appWindow({ active: 2, canvas: single(photo({ ...MODEL, slim: 0.8, contour: 0.6 })), panel: skinPanel(true), strip: strip({ selected: [0] }) }),
      [960],
      { frame: true },
    ),
    item('wf-background-a', '背景：背景布有褶皱', () => appWindow({ active: 3, canvas: single(bgBefore), panel: bgPanel(false), strip: strip() }), [960], {
      frame: true,
    }),
    item(
      'wf-background-b',
      '背景：一键匀净',
      () => appWindow({ active: 3, canvas: single(bgAfter), panel: bgPanel(true), strip: strip({ selected: [6] }) }),
      [960],
      { frame: true },
    ),
    item(
      'wf-export-a',
      '导出：批量导出开始',
      () => appWindow({ active: 4, canvas: grid(), panel: exportPanel(false), strip: strip({ selected: [0, 1] }) }),
      [960],
      { frame: true },
    ),
    item(
      'wf-export-b',
      '导出：整组照片导出完成',
      () =>
        appWindow({
          active: 4,
          canvas: grid(['pick', 'pick', 'pick', 'pick', 'pick', 'pick']),
          panel: exportPanel(true),
          strip: strip({ selected: [0, 1, 2, 3, 4, 5, 6, 7, 8] }),
        }),
      [960],
      { frame: true },
    ),
    item(
      'hero',
      '光影修图软件界面：人像左半为修图前，右半为一键精修后',
      () =>
        appWindow({
          active: 2,
          canvas: split(photo({ ...MODEL, blemishes: true, grey: true }), photo({ ...MODEL, slim: 0.8, contour: 0.6 })),
          panel: skinPanel(true),
          strip: strip({ selected: [0] }),
        }),
      [640, 1120, 1600],
    ),
  ]
}

/** The SVG of an illustration rendered `width` pixels wide. */
export function renderSvg(item, width) {
  const { defs, body, view } = item.draw()
  const height = Math.round((width * item.height) / item.width)
  return svgDoc({ width, height, view, defs, body })
}
