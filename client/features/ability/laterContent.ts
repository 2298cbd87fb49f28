/** The images and labels of the ability page's later modules' widgets (LaterModules.deferred.tsx), loaded with them. */
import { MEDIA, type MediaName } from '../../blocks/showcase/media'
import type { AbilityModuleKey, AbilityModuleText } from './content'

/** Media stems with a `-before` and an `-after` image. */
type PairStem = { [Name in MediaName]: Name extends `${infer Stem}-before` ? (`${Stem}-after` extends MediaName ? Stem : never) : never }[MediaName]

/** One tab of a before/after set, its images the stem's `-before` and `-after`. */
const pair = <Key extends string>(key: Key, title: string, stem: PairStem) => ({ key, title, before: MEDIA[`${stem}-before`], after: MEDIA[`${stem}-after`] })

/** Before/after sets of the modules with a tab switcher. */
export const ABILITY_PAIRS = {
  skin: [pair('blemish', '祛痘祛斑', 'skin-blemish'), pair('grey', '中性灰磨皮', 'skin-grey'), pair('body', '身体祛瑕', 'skin-body')],
  shaping: [
    pair('face', '脸型', 'shape-face'),
    pair('contour', '立体轮廓', 'shape-contour'),
    pair('brows', '眉毛', 'shape-brows'),
    pair('neck', '天鹅颈/直角肩', 'shape-neck'),
  ],
  background: [
    pair('even', '背景匀净', 'bgeven'),
    pair('passersby', '去路人', 'passersby'),
    pair('grass', '补草地', 'grass'),
    pair('erase', 'AI 消除', 'erase'),
    pair('blur', '背景虚化', 'blur'),
  ],
  manual: [
    pair('tattoo', '去纹身', 'tattoo'),
    pair('beard', '去胡须', 'beard'),
    { key: 'eyelid', title: '双眼皮', before: MEDIA['eyelid-before'], after: MEDIA['eyelid-natural'] },
    pair('glare', '去眼镜反光', 'glare'),
    pair('redeye', '去红眼', 'redeye'),
    pair('prop', '道具修复', 'prop'),
  ],
} as const

export const ABILITY_LABELS = {
  colourMatch: 'AI 调色匹配',
  localColour: 'AI 局部调色',
  idPhoto: '证件照换装',
  scenes: '场景摆放',
  manualClip: '人像精修演示',
} as const

/** The text of modules 2 to 7 beside their titles (content.ts). */
export const LATER_MODULE_TEXT: Record<Exclude<AbilityModuleKey, 'workflow'>, AbilityModuleText> = {
  skin: {
    eyebrow: '皮肤修饰',
    lead: '祛痘祛斑、中性灰磨皮与身体祛瑕，去掉瑕疵，留住毛孔与肤质。',
    points: ['痘印、斑点智能识别', '中性灰匀净暗沉与色块', '肩颈手臂的瑕疵一并处理'],
  },
  shaping: {
    eyebrow: '人像塑形',
    lead: '脸型、立体轮廓、眉形、天鹅颈与直角肩，背景线条不变形。',
    points: ['下颌线与脸型精细调整', '高光阴影塑造立体轮廓', '锁定参数，整组照片同步'],
  },
  colour: {
    eyebrow: '色彩调整',
    lead: 'AI 调色匹配参考风格，AI 局部调色只改想改的颜色；16bit 全流程不断层。',
    points: ['晨光、简白、清新、自然等风格一键匹配', '服装、天空、草地分区调色', '16bit 色深与 ProPhoto 色彩空间'],
  },
  background: {
    eyebrow: '背景处理',
    lead: '背景布褶皱与色块、路人、斑驳草坪、杂物，一键还画面干净。',
    points: ['背景匀净与去褶皱', '去路人、补草地', 'AI 消除与背景虚化'],
  },
  clothing: {
    eyebrow: '服装场景',
    lead: '证件照换装覆盖女士、男士、儿童，每种四款；人像还能放进主题场景。',
    points: ['证件照正装 12 款', '换装自动贴合肩颈', '梦幻教堂、粉色甜心等场景摆放'],
  },
  manual: {
    eyebrow: '精修工具',
    lead: '画笔、修补与液化之外，纹身、胡须、双眼皮、反光与红眼都有专门工具。',
    points: ['七种双眼皮款式', '眼镜反光与红眼修复', '道具污渍与破损修补'],
  },
}
