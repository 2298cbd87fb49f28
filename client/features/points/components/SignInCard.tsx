import type { PointsTask } from '../../../../shared/contracts/schemas/points'
import { POINTS_RULES } from '../../../../shared/points'
import { showToast } from '../../../lib/toast'
import { useDebouncedLeading } from '../../../lib/useRateLimited'
import { useSign } from '../api/sign'
import { POINTS_TEXT } from '../messages'
import { dayCells } from '../rules'
import { Card, Cells, SmallButton } from './styles'

/** The 7-day cycle: cells 已签 / 今天 / 第N天 and the 签到 button, 已签到 and disabled once done. */
export function SignInCard({ task }: { task: PointsTask }) {
  const sign = useSign()
  const signed = task.is_finish || sign.isSuccess
  const progress = sign.data?.progress ?? task.progress
  const onSign = useDebouncedLeading(() => {
    if (signed || sign.isPending) return
    sign.mutate(undefined, { onSuccess: (result) => (result.points > 0 ? showToast(POINTS_TEXT.signEarned(result.points)) : undefined) })
  }, POINTS_RULES.clickDebounceMs)

  return (
    <Card data-testid="points-sign-in">
      <h3>{POINTS_TEXT.signTitle}</h3>
      <Cells>
        {dayCells(progress, signed).map((cell) => (
          <li key={cell.day} data-state={cell.state}>
            <b>+{cell.reward}</b>
            {cell.label}
          </li>
        ))}
      </Cells>
      <SmallButton type="button" data-testid="points-sign" disabled={signed} onClick={onSign} style={{ width: '100%' }}>
        {signed ? POINTS_TEXT.signed : POINTS_TEXT.sign}
      </SmallButton>
    </Card>
  )
}
