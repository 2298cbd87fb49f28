import type { ActivityInfo } from '../../../shared/contracts/schemas/activity'
import { ApiError } from '../../lib/api/client'
import { useClaimWelfare } from './api/activityActions'
import { RequireActivityUser } from './ActivityUserBar'
import { ACTIVITY_TEXT } from './messages'
import { Card, Cta, Notice, SectionTitle } from './styles'

/** Claims a welfare activity; each refusal (14, 15, 16, 24, 30, 31, 32) shows its message and the next step. */
export function WelfarePanel({ activity }: { activity: ActivityInfo }) {
  const claim = useClaimWelfare()
  const error = claim.error instanceof ApiError ? claim.error : null
  const code = error?.code
  return (
    <Card>
      <SectionTitle>{ACTIVITY_TEXT.welfare.claim}</SectionTitle>
      <RequireActivityUser activityUuid={activity.uuid}>
        {claim.isSuccess ? (
          <Notice data-tone="success" data-testid="welfare-outcome" data-code="0">
            {ACTIVITY_TEXT.welfare.claimed}
          </Notice>
        ) : error ? (
          <Notice data-testid="welfare-outcome" data-code={code}>
            {error.message}
            {code !== undefined && ACTIVITY_TEXT.welfare.next[code] ? (
              <div>
                <a href={ACTIVITY_TEXT.welfare.nextLink[code]}>{ACTIVITY_TEXT.welfare.next[code]} ›</a>
              </div>
            ) : null}
          </Notice>
        ) : (
          <Cta type="button" disabled={claim.isPending} onClick={() => claim.mutate(activity.uuid)}>
            {ACTIVITY_TEXT.welfare.claim}
          </Cta>
        )}
      </RequireActivityUser>
    </Card>
  )
}
