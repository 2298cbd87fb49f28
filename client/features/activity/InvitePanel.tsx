import { ActivityState } from '../../../shared/contracts/activity'
import type { ActivityInfo } from '../../../shared/contracts/schemas/activity'
import { useActivityMe } from './api/activityUser'
import { ActivityUserLine } from './ActivityUserBar'
import { EndedNotice } from './EndedNotice'
import { activityLoginSheet } from './loginSheet'
import { Card, Cta, SectionTitle } from './styles'
import { INVITE_TEXT } from './inviteText'
import { deferred } from '../../lib/deferred'

/** 我的奖励, shown to a logged-in activity user only: its code loads then (RewardsPanel.deferred.tsx). */
const RewardsPanel = deferred('client/features/activity/RewardsPanel.deferred.tsx', () => import('./RewardsPanel.deferred'))
/**
 * My link, QR and poster, a logged-in inviter's only: a part of its own, so that a visitor's
 * /invite does not load its call (decision 037).
 */
const MyInvite = deferred('client/features/activity/MyInvite.deferred.tsx', () => import('./MyInvite.deferred'))

const TEXT = INVITE_TEXT

/**
 * invite without an inviter's code: the inviter's side (my link, QR and poster, 已邀请 N 人 and
 * what it brought). A visitor's 获取我的邀请链接 opens the login sheet; once in, my link. The
 * invitee's side, with the code, is AcceptInvite.deferred.tsx (client/pages/invite.tsx chooses).
 */
export function InviteFriends({ activity }: { activity: ActivityInfo }) {
  const me = useActivityMe()
  const ended = activity.state === ActivityState.Ended
  return (
    <Card>
      <SectionTitle>{TEXT.inviteLink}</SectionTitle>
      <ActivityUserLine activityUuid={activity.uuid} theme={activity.theme} />
      {ended ? <EndedNotice /> : null}
      {me.data ? (
        ended ? (
          <RewardsPanel uuid={activity.uuid} />
        ) : (
          <MyInvite activity={activity} />
        )
      ) : ended ? null : (
        <>
          <p data-testid="invite-lead">{TEXT.lead}</p>
          <Cta type="button" onClick={() => activityLoginSheet.open({ activityUuid: activity.uuid, theme: activity.theme })}>
            {TEXT.getLink}
          </Cta>
        </>
      )}
    </Card>
  )
}
