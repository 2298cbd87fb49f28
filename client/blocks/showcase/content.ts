/**
 * Every text and image table of the showcase widgets (spec section 2, "Home showcase
 * widgets"), so a reviewer reads them in one place; the workflow widgets' are in
 * ./workflowContent.ts, which the ability page loads without this table. Images come from the
 * generated manifest.
 */
import { MEDIA, type MediaName } from './media'
import type { Costume } from './idPhoto'

const m = (name: MediaName) => MEDIA[name]

export const SWITCH_TEXT = { on: '效果', off: '原图' } as const
export const SOURCE_TAG = '原图'

/** Skin switch: one switch, three after-states. */
export const SKIN_SWITCH = {
  label: '一键美肤效果开关',
  panels: [
    { key: 'blemish', title: '祛痘祛斑', note: '智能识别痘印、斑点，保留毛孔与肤质', before: m('skin-blemish-before'), after: m('skin-blemish-after') },
    { key: 'grey', title: '中性灰磨皮', note: '匀净暗沉与色块，肤色通透不假面', before: m('skin-grey-before'), after: m('skin-grey-after') },
    { key: 'body', title: '身体祛瑕', note: '肩颈、手臂的痘印疤痕一并处理', before: m('skin-body-before'), after: m('skin-body-after') },
  ],
} as const

/** Face and body shaping: tabs, each with its pair and its locked parameter sliders. */
export const SHAPING = {
  label: '塑形效果开关',
  lockNote: '参数已锁定，整组照片同步应用',
  tabs: [
    {
      key: 'face',
      title: '脸型',
      before: m('shape-face-before'),
      after: m('shape-face-after'),
      sliders: [
        ['瘦脸', 62],
        ['下颌线', 45],
        ['下巴', 20],
        ['颧骨', -18],
      ],
    },
    {
      key: 'contour',
      title: '立体轮廓',
      before: m('shape-contour-before'),
      after: m('shape-contour-after'),
      sliders: [
        ['立体度', 70],
        ['鼻梁高光', 55],
        ['颧骨阴影', 48],
        ['下颌阴影', 36],
      ],
    },
    {
      key: 'brows',
      title: '眉毛',
      before: m('shape-brows-before'),
      after: m('shape-brows-after'),
      sliders: [
        ['眉形', 60],
        ['浓密度', 50],
        ['眉峰', 30],
        ['眉色', 20],
      ],
    },
    {
      key: 'neck',
      title: '天鹅颈/直角肩',
      before: m('shape-neck-before'),
      after: m('shape-neck-after'),
      sliders: [
        ['天鹅颈', 65],
        ['直角肩', 58],
        ['锁骨', 30],
        ['肩宽', -12],
      ],
    },
  ],
} as const

/** AI colour match: four sample styles per sample photo (spec: morning light, simple white, fresh, natural). */
export const COLOUR_STYLES = [
  { key: 'morning', title: '晨光', swatch: 'linear-gradient(135deg, #ffd59a, #e89a5b)' },
  { key: 'white', title: '简白', swatch: 'linear-gradient(135deg, #ffffff, #d9dde2)' },
  { key: 'fresh', title: '清新', swatch: 'linear-gradient(135deg, #b7f0d8, #5cc6c0)' },
  { key: 'natural', title: '自然', swatch: 'linear-gradient(135deg, #c9d8a8, #7fa36a)' },
] as const

export const COLOUR_SAMPLES = [
  {
    key: 'meadow',
    title: '草地人像',
    source: m('colour-source'),
    styles: [m('colour-morning'), m('colour-white'), m('colour-fresh'), m('colour-natural')],
  },
  {
    key: 'promenade',
    title: '海边栈道',
    source: m('colour2-source'),
    styles: [m('colour2-morning'), m('colour2-white'), m('colour2-fresh'), m('colour2-natural')],
  },
] as const

export const COLOUR_MATCH = {
  title: 'AI 调色匹配',
  text: '选一张参考风格，AI 读懂它的光影与色彩，整组照片自动匹配。',
  stylesLabel: '参考风格',
  samplesLabel: '样片',
} as const

export const LOCAL_COLOUR = {
  title: 'AI 局部调色',
  text: '只改你想改的颜色：服装、天空、草地分别调整，肤色与其余画面保持不变。',
  before: m('colour-local-before'),
  after: m('colour-local-after'),
} as const

export const ID_PHOTO = {
  title: '证件照换装',
  costumeLabel: '服装',
  styleLabel: '款式',
  costumes: {
    female: {
      title: '女士',
      source: m('id-female-source'),
      styles: [
        { title: '黑色西装', swatch: '#22242c', image: m('id-female-1') },
        { title: '白色衬衫', swatch: '#f4f5f6', image: m('id-female-2') },
        { title: '藏青套装', swatch: '#2a3a5c', image: m('id-female-3') },
        { title: '米色西装', swatch: '#d9c3a5', image: m('id-female-4') },
      ],
    },
    male: {
      title: '男士',
      source: m('id-male-source'),
      styles: [
        { title: '黑西装红领带', swatch: '#23262f', image: m('id-male-1') },
        { title: '藏蓝西装', swatch: '#233556', image: m('id-male-2') },
        { title: '白衬衫黑领带', swatch: '#f4f5f6', image: m('id-male-3') },
        { title: '灰西装', swatch: '#70747d', image: m('id-male-4') },
      ],
    },
    child: {
      title: '儿童',
      source: m('id-child-source'),
      styles: [
        { title: '白衬衫领结', swatch: '#f4f5f6', image: m('id-child-1') },
        { title: '海军领', swatch: '#1f3a6b', image: m('id-child-2') },
        { title: '小西装', swatch: '#3a3f4c', image: m('id-child-3') },
        { title: '针织背心', swatch: '#b8322f', image: m('id-child-4') },
      ],
    },
  } satisfies Record<Costume, unknown>,
} as const

/** Scene placement: the subject on a plain backdrop, and the two scenes (spec: dreamy church, pink sweetheart). */
export const SCENES = {
  title: '场景摆放',
  source: m('scene-source'),
  scenes: [
    { key: 'church', title: '梦幻教堂', image: m('scene-church') },
    { key: 'sweetheart', title: '粉色甜心', image: m('scene-sweetheart') },
  ],
} as const

export const EYELID_STYLES = [
  { title: '自然型', image: m('eyelid-natural') },
  { title: '开扇型', image: m('eyelid-fan') },
  { title: '平行型', image: m('eyelid-parallel') },
  { title: '新月型', image: m('eyelid-crescent') },
  { title: '欧式型', image: m('eyelid-european') },
  { title: '内双型', image: m('eyelid-inner') },
  { title: '宽双型', image: m('eyelid-wide') },
] as const

export interface FeatureEntry {
  key: string
  title: string
  text: string
  before: (typeof MEDIA)[MediaName]
  after: (typeof MEDIA)[MediaName]
  /** Another widget stands in for the compare slider. */
  widget?: 'eyelid' | 'scene' | 'idPhoto'
}

/** More features (spec: tattoo, beard, double eyelid with 7 styles, glasses glare, red-eye, background evenness). */
export const MORE_FEATURES: readonly FeatureEntry[] = [
  { key: 'tattoo', title: '去纹身', text: '识别皮肤上的纹身并还原肤色与纹理。', before: m('tattoo-before'), after: m('tattoo-after') },
  { key: 'beard', title: '去胡须', text: '胡茬与青色须根一键清理，保留皮肤质感。', before: m('beard-before'), after: m('beard-after') },
  { key: 'eyelid', title: '双眼皮', text: '七种双眼皮款式，褶线自然贴合眼型。', before: m('eyelid-before'), after: m('eyelid-natural'), widget: 'eyelid' },
  { key: 'glare', title: '去眼镜反光', text: '去掉镜片上的反光，眼神重新清晰。', before: m('glare-before'), after: m('glare-after') },
  { key: 'redeye', title: '去红眼', text: '闪光灯造成的红眼自动还原为自然瞳色。', before: m('redeye-before'), after: m('redeye-after') },
  { key: 'bgeven', title: '背景匀净', text: '背景布褶皱、脏点与色块一键匀净。', before: m('bgeven-before'), after: m('bgeven-after') },
]

/** Creative features (spec: passers-by, grass, scene placement, prop repair, AI erase, ID-photo dressing, background blur). */
export const CREATIVE_FEATURES: readonly FeatureEntry[] = [
  { key: 'passersby', title: '去路人', text: '游客、路人一键移除，背景自然补全。', before: m('passersby-before'), after: m('passersby-after') },
  { key: 'grass', title: '补草地', text: '斑驳露土的草坪补成完整茂密的绿地。', before: m('grass-before'), after: m('grass-after') },
  { key: 'scene', title: '场景摆放', text: '影棚人像放进梦幻教堂、粉色甜心等主题场景。', before: m('scene-source'), after: m('scene-church'), widget: 'scene' },
  { key: 'prop', title: '道具修复', text: '道具上的污渍、划痕与破损自动修补。', before: m('prop-before'), after: m('prop-after') },
  { key: 'erase', title: 'AI 消除', text: '灯架、线缆等杂物涂抹即消除。', before: m('erase-before'), after: m('erase-after') },
  { key: 'idPhoto', title: '证件照换装', text: '女士、男士、儿童正装，每种四款。', before: m('id-female-source'), after: m('id-female-1'), widget: 'idPhoto' },
  { key: 'blur', title: '背景虚化', text: '模拟大光圈虚化，主体更突出。', before: m('blur-before'), after: m('blur-after') },
]
