import { PHOTOGRAPHERS_FIGURE } from '../../../shared/constants'
/**
 * Everything the home page says, in the spec's section order (spec section 2, "Navigation
 * and home"). Brands, studios and photographers are invented for this site.
 */
import { MEDIA, type MediaName } from '../../blocks/showcase/media'
import type { SectionTone } from './hero'

export { HERO, TONE_THEME, type SectionTone } from './hero'

/** Common button texts: learn-more goes to the ability page module, trial to /download. */
export const ACTIONS = { learnMore: '了解更多', trial: '免费试用' } as const

export interface SectionCopy {
  id: string
  tone: SectionTone
  eyebrow: string
  title: string
  lead: string
  /** The ability-page module its learn-more button opens (#module-{index}). */
  module?: number
}

const section = (copy: SectionCopy) => copy

export const TECHNOLOGY = {
  ...section({
    id: 'technology',
    tone: 'dark',
    eyebrow: '领先技术',
    title: '领先技术，从拍摄那一刻开始',
    lead: '自研人像分割与肤质模型，发丝级精度；联机拍摄实时进图，选片到导出一条工作流走完。',
    module: 0,
  }),
  highlights: [
    { value: '发丝级', label: '人像分割精度' },
    { value: '千张', label: '批量同步参数' },
    { value: '3 分钟', label: '一组婚纱照精修' },
  ],
  stepsTitle: '五步完成整组精修',
} as const

export const FEATURES = {
  ...section({
    id: 'features',
    tone: 'light',
    eyebrow: '功能特色',
    title: '功能介绍',
    lead: '修掉瑕疵，留住质感。每一项调整都可批量同步到整组照片。',
  }),
  skin: { title: '无瑕肌肤', text: '打开开关，看祛痘祛斑、中性灰磨皮与身体祛瑕同时生效。', hint: '轻点照片或开关，对比修图前后', module: 1 },
  shaping: { title: '自然塑形', text: '脸型、立体轮廓、眉形、天鹅颈与直角肩，参数锁定后整组同步。', module: 2 },
  more: { title: '更多功能', text: '纹身、胡须、双眼皮、眼镜反光、红眼、背景，细节一并处理。', module: 6 },
} as const

export const PRESETS = {
  ...section({
    id: 'presets',
    tone: 'light',
    eyebrow: '推荐预设',
    title: '推荐预设',
    lead: '影楼调好的风格预设，按题材挑选，一键套用到整组照片。',
    module: 3,
  }),
  all: '全部',
  /** Genres of spec section 2, in its order. */
  genres: ['人像', '质感肌', '奶油肌', '全家福', '婚礼', '毕业照', '儿童', '婚纱', '孕照', '证件照'],
} as const

/** The twelve rows of the example gallery, each tagged by genre. */
export const GALLERY: ReadonlyArray<{ image: (typeof MEDIA)[MediaName]; genre: (typeof PRESETS.genres)[number]; preset: string }> = [
  { image: MEDIA['gallery-portrait'], genre: '人像', preset: '暗调胶片' },
  { image: MEDIA['gallery-textured'], genre: '质感肌', preset: '清透原生' },
  { image: MEDIA['gallery-cream'], genre: '奶油肌', preset: '柔光奶油' },
  { image: MEDIA['gallery-family'], genre: '全家福', preset: '暖调影棚' },
  { image: MEDIA['gallery-wedding'], genre: '婚礼', preset: '金色时刻' },
  { image: MEDIA['gallery-graduation'], genre: '毕业照', preset: '校园晴空' },
  { image: MEDIA['gallery-children'], genre: '儿童', preset: '糖果色' },
  { image: MEDIA['gallery-dress'], genre: '婚纱', preset: '纯白高调' },
  { image: MEDIA['gallery-maternity'], genre: '孕照', preset: '日落剪影' },
  { image: MEDIA['gallery-id'], genre: '证件照', preset: '标准蓝底' },
  { image: MEDIA['gallery-portrait-2'], genre: '人像', preset: '商务质感' },
  { image: MEDIA['gallery-dress-2'], genre: '婚纱', preset: '海边旅拍' },
]

export const CREATIVE = {
  ...section({
    id: 'creative',
    tone: 'dark',
    eyebrow: '创意工具',
    title: '创意功能',
    lead: '拍摄现场留下的遗憾，交给 AI：去路人、补草地、换场景、修道具、换正装。',
    module: 4,
  }),
  label: '创意功能',
  clothingModule: 5,
} as const

export const AI_TOOLS = {
  ...section({
    id: 'ai-tools',
    tone: 'dark',
    eyebrow: 'AI 工具',
    title: 'AI 工具：色彩',
    lead: 'AI 调色匹配与 AI 局部调色，整组照片风格统一，局部颜色精准可控。',
    module: 3,
  }),
} as const

export const DOWNLOAD = {
  ...section({
    id: 'download',
    tone: 'light',
    eyebrow: '下载',
    title: '全平台可用，随时开始修图',
    lead: '电脑上批量精修，iPad 与手机上随时看片、调整与交付。',
  }),
  platforms: [
    { key: 'mac-apple', title: 'Mac', note: 'Apple 芯片与 Intel 芯片' },
    { key: 'windows', title: 'Windows', note: 'Windows 10 及以上' },
    { key: 'ipad', title: 'iPad', note: 'iPadOS 16 及以上' },
    { key: 'iphone', title: 'iPhone', note: 'iOS 16 及以上' },
    { key: 'android', title: 'Android', note: 'Android 9 及以上' },
  ],
  cta: '前往下载',
} as const

export const BRANDS = {
  ...section({
    id: 'brands',
    tone: 'light',
    eyebrow: '品牌案例',
    title: '品牌案例',
    lead: '从婚纱、儿童到证件照，全国影楼与摄影工作室的共同选择。',
  }),
} as const

/** Eight brand cases (invented names) with the shape of their drawn logo. */
export const BRAND_CASES = [
  { name: '拾光里影像', en: 'SHIGUANGLI', mark: 'sun', color: '#e07a3f', genre: '婚纱写真' },
  { name: '白鹿婚纱摄影', en: 'BAILU BRIDAL', mark: 'antler', color: '#8c7a6b', genre: '婚纱摄影' },
  { name: '青柚儿童影像', en: 'QINGYOU KIDS', mark: 'fruit', color: '#5aa469', genre: '儿童摄影' },
  { name: '半岛旅拍', en: 'PENINSULA', mark: 'wave', color: '#3f7fbf', genre: '旅拍' },
  { name: '初见证件照', en: 'CHUJIAN ID', mark: 'frame', color: '#d0463c', genre: '证件照' },
  { name: '漫时光全家福', en: 'SLOW TIME', mark: 'house', color: '#c4913d', genre: '全家福' },
  { name: '山海婚礼映画', en: 'SHANHAI FILMS', mark: 'mountain', color: '#2f6f6a', genre: '婚礼跟拍' },
  { name: '棉花糖写真馆', en: 'MARSHMALLOW', mark: 'cloud', color: '#d46a92', genre: '写真' },
] as const

export const EVALUATION = {
  ...section({
    id: 'evaluation',
    tone: 'light',
    eyebrow: '用户评价',
    title: '商家评价',
    lead: '来自一线摄影师与影楼主理人的真实反馈。',
  }),
  previous: '上一条',
  next: '下一条',
} as const

/** Eight testimonials from named photographers (invented people and studios). */
export const TESTIMONIALS = [
  {
    name: '林晓彤',
    role: '主理人',
    studio: '拾光里影像',
    city: '杭州',
    color: '#e07a3f',
    quote: '以前一组婚纱照要修到半夜，现在祛痘、磨皮批量同步，客户当天就能看片。',
  },
  {
    name: '陈嘉禾',
    role: '后期总监',
    studio: '白鹿婚纱摄影',
    city: '成都',
    color: '#8c7a6b',
    quote: '中性灰磨皮把毛孔留住了，客户说“是我，而且是最好看的我”。',
  },
  {
    name: '周沐阳',
    role: '儿童摄影师',
    studio: '青柚儿童影像',
    city: '上海',
    color: '#5aa469',
    quote: '小朋友动个不停，闭眼和虚焦的片子多，智能选片帮我省下一半挑片时间。',
  },
  { name: '许南乔', role: '创始人', studio: '半岛旅拍', city: '厦门', color: '#3f7fbf', quote: '去路人和补草地对旅拍太友好了，景区人再多也能交出干净的片子。' },
  {
    name: '韩静怡',
    role: '店长',
    studio: '初见证件照',
    city: '北京',
    color: '#d0463c',
    quote: '证件照换装十几秒一张，男士、女士、儿童款式都够用，排队的客人明显少了。',
  },
  {
    name: '吴子墨',
    role: '摄影师',
    studio: '漫时光全家福',
    city: '广州',
    color: '#c4913d',
    quote: '全家福里老人和孩子的肤色能统一得很自然，放在一起特别和谐。',
  },
  { name: '郑一帆', role: '主摄', studio: '山海婚礼映画', city: '青岛', color: '#2f6f6a', quote: '联机拍摄时预设自动套用，新人在现场就能看到接近成片的效果。' },
  {
    name: '宋雨桐',
    role: '修图师',
    studio: '棉花糖写真馆',
    city: '长沙',
    color: '#d46a92',
    quote: '16bit 调色不断层，奶油肌的明暗过渡特别细腻，放大看也干净。',
  },
] as const

export const COMPANY = {
  ...section({
    id: 'company',
    tone: 'dark',
    eyebrow: '关于我们',
    title: '公司简介',
    lead: '光影修图由摄影师与算法工程师在 2016 年共同创立，专注人像后期的 AI 技术。我们相信好的工具应该安静地工作：让摄影师把时间花在光线、构图与人身上。',
  }),
  facts: [
    { value: '2016', label: '创立于杭州' },
    { value: PHOTOGRAPHERS_FIGURE, label: '摄影师在用' },
    { value: '3 万+', label: '影楼与工作室' },
    { value: '40+', label: '影像算法专利' },
  ],
} as const

export const COLOUR_ENGINE = {
  ...section({
    id: 'colour-engine',
    tone: 'dark',
    eyebrow: '色彩引擎',
    title: '色彩引擎',
    lead: '从 RAW 解码到导出，全程 16bit 色深与 ProPhoto 色彩空间，天空与肤色的渐变细腻不断层。',
    module: 3,
  }),
  depth: [
    { label: '8bit', note: '256 级 / 通道，渐变易断层', steps: 12 },
    { label: '16bit', note: '65536 级 / 通道，过渡平滑', steps: 0 },
  ],
  gamut: {
    title: '色彩空间覆盖',
    rows: [
      ['sRGB', 35],
      ['Adobe RGB', 50],
      ['ProPhoto RGB', 90],
    ] as const,
  },
} as const
