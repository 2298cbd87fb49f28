/** The images and labels of the ability page's later modules' widgets (LaterModules.deferred.tsx), loaded with them. */
import { MEDIA, type MediaName } from '../../blocks/showcase/media'

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
