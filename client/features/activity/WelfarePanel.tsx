import { ActivityState, WelfareCode } from '../../../shared/contracts/activity'
import type { ActivityInfo } from '../../../shared/contracts/schemas/activity'
import { ApiError } from '../../lib/api/client'
import { useClaimWelfare } from './api/activityActions'
import { useActivityMe } from './api/activityUser'
import { ActivityUserLine } from './ActivityUserBar'
import { EndedNotice } from './EndedNotice'
import { useActivityAction } from './loginSheet'
import { actionGate } from './actionGate'
import { Card, Cta, Notice, SectionTitle } from './styles'
import { WELFARE_TEXT } from './welfareText'
import { deferred } from '../../lib/deferred'

/** 我的奖励, shown to a logged-in activity user only: its code loads then (RewardsPanel.deferred.tsx). */
const RewardsPanel = deferred('client/features/activity/RewardsPanel.deferred.tsx', () => import('./RewardsPanel.deferred'))
/**
 * 去个人中心查看, shown after an action only: a deferred part whose code (and the handover's call)
 * loads then; declared in each panel that shows it, so that it is not a chunk of its own.
 */
const ProfileLink = deferred('client/features/activity/ProfileLink.deferred.tsx', () => import('./ProfileLink.deferred'))

/** Where the main site shows the packages a claim credits (the user panel shows the points). */
const REWARD_PAGE = '/profile/packages'

/**
 * Claims a welfare activity; each refusal (14, 15, 16, 24, 30, 31, 32) shows its message and the
 * next step. A visitor's 立即领取 opens the login sheet and claims once they are in; an ended
 * activity offers no claim.
 */
export function WelfarePanel({ activity }: { activity: ActivityInfo }) {
  const claim = useClaimWelfare()
  const me = useActivityMe()
  const act = useActivityAction(activity)
  const error = claim.error instanceof ApiError ? claim.error : null
  const code = error?.code
  const gate = actionGate(activity, WELFARE_TEXT.claim)
  return (
    <Card>
      <SectionTitle>{WELFARE_TEXT.claim}</SectionTitle>
      <ActivityUserLine activityUuid={activity.uuid} theme={activity.theme} />
      {claim.isSuccess ? (
        <Notice data-tone="success" data-testid="welfare-outcome" data-code="0">
          {WELFARE_TEXT.claimed}
          {claim.data.gifts
            .filter((gift) => gift.code !== null)
            .map((gift) => (
              <div key={gift.id} data-testid="gift-code">
                {WELFARE_TEXT.code(gift.name)}：<strong>{gift.code}</strong>
              </div>
            ))}
          {claim.data.gifts.some((gift) => gift.code !== null) ? <div>{WELFARE_TEXT.codeKept}</div> : null}
          <div>
            <ProfileLink to={REWARD_PAGE} label={WELFARE_TEXT.viewInProfile} />
          </div>
        </Notice>
      ) : error ? (
        <Notice data-testid="welfare-outcome" data-code={code}>
          {error.message}
          {code !== undefined && WELFARE_TEXT.next[code] ? (
            <div>
              {code === WelfareCode.Received || code === WelfareCode.OverThirtyReceived ? (
                <ProfileLink to={WELFARE_TEXT.nextLink[code]!} label={WELFARE_TEXT.next[code]!} />
              ) : (
                <a href={WELFARE_TEXT.nextLink[code]}>{WELFARE_TEXT.next[code]} ›</a>
              )}
            </div>
          ) : null}
        </Notice>
      ) : activity.state === ActivityState.Ended ? (
        <EndedNotice />
      ) : (
        <Cta type="button" disabled={claim.isPending || gate.disabled} onClick={() => act(() => claim.mutate(activity.uuid))}>
          {gate.label}
        </Cta>
      )}
      {me.data ? <RewardsPanel uuid={activity.uuid} /> : null}
    </Card>
  )
}
