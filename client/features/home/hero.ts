/**
 * What the first screen of the home page needs: the hero's copy and the header theme of
 * each section tone. Apart from content.ts (which re-exports them) so that the page's
 * first download carries only these; the sections below the hero load later (decision 018).
 */
import { FIRST_SCREEN_MEDIA } from '../../blocks/showcase/firstScreenMedia'

export type SectionTone = 'dark' | 'light'

export const HERO = {
  eyebrow: 'AI 人像精修 · 为摄影师与影楼打造',
  title: ['每一张人像，', '都值得被认真修好'],
  lead: '祛痘磨皮、液化塑形、AI 调色、背景与服装，一次调整同步整组照片。把修图时间还给拍摄。',
  trial: '免费试用',
  learn: '了解全部功能',
  image: FIRST_SCREEN_MEDIA.hero,
  /** The six hero stats of spec section 2. */
  stats: [
    { value: '16', unit: 'bit', label: '色彩深度' },
    { value: 'ProPhoto', unit: '', label: '超广色彩空间' },
    { value: '1000', unit: '+', label: '支持相机型号' },
    { value: '100', unit: '+', label: '专业调色工具' },
    { value: '0', unit: '延迟', label: '实时预览' },
    { value: '70', unit: '+', label: '精选滤镜' },
  ],
} as const

/** The header theme of a section's tone: [data-header-theme, data-color-mode]. */
export const TONE_THEME: Record<SectionTone, readonly ['gray' | 'white-transparent', 'dark' | 'light']> = {
  dark: ['gray', 'dark'],
  light: ['white-transparent', 'light'],
}
