import type { ComponentProps, JSXElementConstructor } from 'react'
import { defineDialog } from '../../../components/dialogStore'
import type { ExportGuideDialog } from './ExportGuideDialog'
import type { MallQrDialog } from './MallQrDialog'
import type { QuizDialog } from './QuizDialog'

/*
 * The points dialog's sub-dialogs, on the shared dialog host, stacked over it; each one's
 * code loads when it opens.
 */
type Props<Component extends JSXElementConstructor<any>> = Omit<ComponentProps<Component>, 'onClose'>

export const quizDialog = defineDialog<Props<typeof QuizDialog>>(() => import('./QuizDialog').then((module) => ({ default: module.QuizDialog })))
export const exportGuideDialog = defineDialog<Props<typeof ExportGuideDialog>>(() =>
  import('./ExportGuideDialog').then((module) => ({ default: module.ExportGuideDialog })),
)
export const mallQrDialog = defineDialog<Props<typeof MallQrDialog>>(() => import('./MallQrDialog').then((module) => ({ default: module.MallQrDialog })))

/** The sub-dialogs go with the points dialog. */
export function closeSubDialogs(): void {
  for (const dialog of [quizDialog, exportGuideDialog, mallQrDialog]) dialog.close()
}
