/**
 * The ability page's seven modules (spec section 2, "Ability page"), in order: module N is
 * the section with id `module-N`, the anchor the home page's learn-more buttons open. The
 * widgets' images and labels of modules 2 to 7 are in laterContent.ts, loaded with them.
 */

export const ABILITY_INTRO = {
  eyebrow: '功能特色',
  lead: '七大功能模块，覆盖人像后期从选片到导出的每一个环节。',
  navLabel: '功能模块',
  trial: '免费试用',
} as const

export type AbilityModuleKey = 'workflow' | 'skin' | 'shaping' | 'colour' | 'background' | 'clothing' | 'manual'

export interface AbilityModule {
  key: AbilityModuleKey
  eyebrow: string
  title: string
  lead: string
  points: readonly string[]
}

/** The id of module `index`'s section: the anchor of the home page's learn-more buttons. */
export const moduleSectionId = (index: number) => `module-${index}`

export const ABILITY_MODULES: readonly AbilityModule[] = [
  {
    key: 'workflow',
    eyebrow: '工作流程',
    title: '一站式智能工作流',
    lead: '联机拍摄实时进图，选片、调色、人像、背景到导出，五步完成整组精修。',
    points: ['联机拍摄，边拍边修', '智能选片：闭眼、虚焦、重复自动标出', '参数一次调整，整组同步'],
  },
  {
    key: 'skin',
    eyebrow: '皮肤修饰',
    title: '无瑕肌肤',
    lead: '祛痘祛斑、中性灰磨皮与身体祛瑕，去掉瑕疵，留住毛孔与肤质。',
    points: ['痘印、斑点智能识别', '中性灰匀净暗沉与色块', '肩颈手臂的瑕疵一并处理'],
  },
  {
    key: 'shaping',
    eyebrow: '人像塑形',
    title: '自然塑形',
    lead: '脸型、立体轮廓、眉形、天鹅颈与直角肩，背景线条不变形。',
    points: ['下颌线与脸型精细调整', '高光阴影塑造立体轮廓', '锁定参数，整组照片同步'],
  },
  {
    key: 'colour',
    eyebrow: '色彩调整',
    title: '色彩',
    lead: 'AI 调色匹配参考风格，AI 局部调色只改想改的颜色；16bit 全流程不断层。',
    points: ['晨光、简白、清新、自然等风格一键匹配', '服装、天空、草地分区调色', '16bit 色深与 ProPhoto 色彩空间'],
  },
  {
    key: 'background',
    eyebrow: '背景处理',
    title: '干净背景',
    lead: '背景布褶皱与色块、路人、斑驳草坪、杂物，一键还画面干净。',
    points: ['背景匀净与去褶皱', '去路人、补草地', 'AI 消除与背景虚化'],
  },
  {
    key: 'clothing',
    eyebrow: '服装场景',
    title: '服装',
    lead: '证件照换装覆盖女士、男士、儿童，每种四款；人像还能放进主题场景。',
    points: ['证件照正装 12 款', '换装自动贴合肩颈', '梦幻教堂、粉色甜心等场景摆放'],
  },
  {
    key: 'manual',
    eyebrow: '精修工具',
    title: '手动工具',
    lead: '画笔、修补与液化之外，纹身、胡须、双眼皮、反光与红眼都有专门工具。',
    points: ['七种双眼皮款式', '眼镜反光与红眼修复', '道具污渍与破损修补'],
  },
]
