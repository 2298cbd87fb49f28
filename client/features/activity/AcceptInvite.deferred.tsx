import type { ActivityInfo } from '../../../shared/contracts/schemas/activity'
import { ActivityState } from '../../../shared/contracts/activity'
import { ApiError } from '../../lib/api/client'
import { useAcceptInvite } from './api/activityActions'
import { useActivityMe } from './api/activityUser'
import { loadRecordSource, useRecordSource } from './api/sourceCreate'
import { ActivityUserLine } from './ActivityUserBar'
import { EndedNotice } from './EndedNotice'
import { activityLoginSheet } from './loginSheet'
import { actionGate } from './actionGate'
import { Card, Cta, Notice, SectionTitle } from './styles'
import { INVITE_TEXT } from './inviteText'
import { deferred } from '../../lib/deferred'

/** 我的奖励 (RewardsPanel.deferred.tsx). */
const RewardsPanel = deferred('client/features/activity/RewardsPanel.deferred.tsx', () => import('./RewardsPanel.deferred'))
/**
 * 去个人中心查看, shown after an action only: a deferred part whose code (and the handover's call)
 * loads then; declared in each panel that shows it, so that it is not a chunk of its own.
 */
const ProfileLink = deferred('client/features/activity/ProfileLink.deferred.tsx', () => import('./ProfileLink.deferred'))

/** Where the main site shows an invite's reward (the user panel shows points, the packages the rest). */
const REWARD_PAGE = '/profile/packages'

const TEXT = INVITE_TEXT

/** How an invitee came: the channel organization_history_source/create records. */
const INVITE_CHANNEL = 'invite'

/**
 * invite with the link's `inviter` code, the invitee's side: 接受邀请, counted once. A part of
 * the page's own (client/pages/invite.tsx), so that a friend's link does not load the inviter's side. A visitor registers through the login sheet; their
 * source is recorded then (organization_history_source/create) and the acceptance follows. A new
 * user's own reward shows in 我的奖励; an old user is told why nothing was credited.
 */
export default function AcceptInvite({ activity, inviter }: { activity: ActivityInfo; inviter: string }) {
  const accept = useAcceptInvite()
  const record = useRecordSource()
  const me = useActivityMe()
  const gate = actionGate(activity, TEXT.accept)
  const go = () => accept.mutate({ uuid: activity.uuid, inviter })
  const start = () => {
    if (me.data) go()
    else {
      // The record's code loads while the visitor logs in.
      void loadRecordSource()
      activityLoginSheet.open({
        activityUuid: activity.uuid,
        theme: activity.theme,
        then: () => {
          record.mutate({ activityUuid: activity.uuid, channel: INVITE_CHANNEL })
          go()
        },
      })
    }
  }
  return (
    <Card>
      <SectionTitle>{TEXT.accept}</SectionTitle>
      {/* A visitor's way in is 接受邀请 itself: registering through the link is what records where they came from. */}
      {me.data ? <ActivityUserLine activityUuid={activity.uuid} theme={activity.theme} /> : <p data-testid="invite-lead">{TEXT.friendLead}</p>}
      {accept.data ? (
        <Notice data-tone="success" data-testid="invite-outcome">
          {accept.data.counted ? TEXT.counted : TEXT.repeat}
          <div>
            <ProfileLink to={REWARD_PAGE} />
          </div>
        </Notice>
      ) : accept.error instanceof ApiError ? (
        <Notice role="alert" data-testid="invite-outcome">
          {accept.error.message}
        </Notice>
      ) : activity.state === ActivityState.Ended ? (
        <EndedNotice />
      ) : (
        <Cta type="button" disabled={accept.isPending || gate.disabled} onClick={start}>
          {gate.label}
        </Cta>
      )}
      {me.data ? <RewardsPanel uuid={activity.uuid} /> : null}
      {accept.data || accept.error ? (
        <p>
          <a href={activity.share.link}>{TEXT.inviteOthers} ›</a>
        </p>
      ) : null}
    </Card>
  )
}
