/**
 * The ability page's seven modules (spec section 2, "Ability page"), in order: module N is
 * the section with id `module-N`, the anchor the home page's learn-more buttons open. Their
 * titles (the page's module list) and the first module's text are here; the text, widgets'
 * images and labels of modules 2 to 7 are in laterContent.ts, loaded with them.
 */

export const ABILITY_INTRO = {
  eyebrow: '功能特色',
  lead: '七大功能模块，覆盖人像后期从选片到导出的每一个环节。',
  navLabel: '功能模块',
  trial: '免费试用',
} as const

export type AbilityModuleKey = 'workflow' | 'skin' | 'shaping' | 'colour' | 'background' | 'clothing' | 'manual'

/** A module's text beside its title. */
export interface AbilityModuleText {
  eyebrow: string
  lead: string
  points: readonly string[]
}

export interface AbilityModule extends AbilityModuleText {
  key: AbilityModuleKey
  title: string
}

/** The id of module `index`'s section: the anchor of the home page's learn-more buttons. */
export const moduleSectionId = (index: number) => `module-${index}`

/** Every module's key and title, in order: the page's module list names them all. */
export const ABILITY_MODULE_TITLES: readonly { key: AbilityModuleKey; title: string }[] = [
  { key: 'workflow', title: '一站式智能工作流' },
  { key: 'skin', title: '无瑕肌肤' },
  { key: 'shaping', title: '自然塑形' },
  { key: 'colour', title: '色彩' },
  { key: 'background', title: '干净背景' },
  { key: 'clothing', title: '服装' },
  { key: 'manual', title: '手动工具' },
]

/** The first module (workflow), whose section is on the first screens. */
export const FIRST_MODULE: AbilityModule = {
  ...ABILITY_MODULE_TITLES[0]!,
  eyebrow: '工作流程',
  lead: '联机拍摄实时进图，选片、调色、人像、背景到导出，五步完成整组精修。',
  points: ['联机拍摄，边拍边修', '智能选片：闭眼、虚焦、重复自动标出', '参数一次调整，整组同步'],
}
