/**
 * The workflow widgets' texts and images (spec section 2, with the rest of the showcase's in
 * ./content.ts): apart, so the ability page, whose first module shows these widgets on
 * arrival, does not load every widget's table with them.
 */
import { WORKFLOW_MEDIA, type ClipName } from './workflowMedia'

/** The tag on a demonstration clip (ClipPlayer, the workflow steps' and the manual module's). */
export const CLIP_TAG = '演示动画'

/** Workflow camera animation: tethered shooting. */
export const TETHER = {
  title: '联机拍摄',
  text: '相机连上电脑，照片拍完即进入软件，预设自动套用，边拍边修。',
  cameraLabel: '相机',
  appLabel: '光影修图',
  states: { logo: '正在启动', line: '正在连接相机', loading: '正在建立传输', connected: '已连接，照片实时传入' },
  off: WORKFLOW_MEDIA['tether-off'],
  on: WORKFLOW_MEDIA['tether-on'],
} as const

/** The five workflow steps with their clips (spec: select, colour, portrait, background, export). */
export const WORKFLOW_STEPS: ReadonlyArray<{ key: string; title: string; text: string; clip: ClipName }> = [
  { key: 'select', title: '选片', text: '闭眼、虚焦、重复自动标出，千张照片几分钟挑完。', clip: 'wf-select' },
  { key: 'colour', title: '调色', text: 'AI 匹配参考风格，整组照片色调统一。', clip: 'wf-colour' },
  { key: 'portrait', title: '人像', text: '祛痘、磨皮、塑形一步完成，批量同步参数。', clip: 'wf-portrait' },
  { key: 'background', title: '背景', text: '背景布褶皱、色块与暗角一键匀净。', clip: 'wf-background' },
  { key: 'export', title: '导出', text: '按尺寸与品质批量导出，后台进行不打断修图。', clip: 'wf-export' },
]
