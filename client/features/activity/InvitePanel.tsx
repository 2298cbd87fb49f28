import { lazy, Suspense, useState } from 'react'
import { useSearchParams } from 'react-router'
import { ActivityState } from '../../../shared/contracts/activity'
import type { ActivityInfo } from '../../../shared/contracts/schemas/activity'
import { ApiError } from '../../lib/api/client'
import { useAcceptInvite, useInviteInfo } from './api/activityActions'
import { useActivityMe } from './api/activityUser'
import { loadRecordSource, useRecordSource } from './api/sourceCreate'
import { ActivityUserLine } from './ActivityUserBar'
import { EndedNotice } from './EndedNotice'
import { activityLoginSheet } from './loginSheet'
import { actionGate } from './actionGate'
import { Card, Cta, Notice, SectionTitle } from './styles'
import { INVITE_TEXT } from './inviteText'
import { deferred } from '../../lib/deferred'

/** 我的奖励, shown to a logged-in activity user only: its code loads then (RewardsPanel.deferred.tsx). */
const RewardsPanel = deferred('client/features/activity/RewardsPanel.deferred.tsx', () => import('./RewardsPanel.deferred'))
/**
 * 去个人中心查看, shown after an action only: a deferred part whose code (and the handover's call)
 * loads then; declared in each panel that shows it, so that it is not a chunk of its own.
 */
const ProfileLink = deferred('client/features/activity/ProfileLink.deferred.tsx', () => import('./ProfileLink.deferred'))

const InvitePoster = lazy(() => import('./InvitePoster'))

/** Where the main site shows an invite's reward (the user panel shows points, the packages the rest). */
const REWARD_PAGE = '/profile/packages'

/** How an invitee came: the channel organization_history_source/create records. */
const INVITE_CHANNEL = 'invite'

const TEXT = INVITE_TEXT

/**
 * invite: with the link's `inviter` code, the invitee's side (accept, counted once, and their
 * own reward); without it, the inviter's side (my link, QR and poster, 已邀请 N 人 and what it
 * brought). A visitor logs in through the login sheet on either side, never an inline form.
 */
export function InvitePanel({ activity }: { activity: ActivityInfo }) {
  const [search] = useSearchParams()
  const inviter = search.get('inviter') ?? ''
  return inviter ? <AcceptInvite activity={activity} inviter={inviter} /> : <InviteFriends activity={activity} />
}

/** The inviter's side: a visitor's 获取我的邀请链接 opens the login sheet; once in, my link. */
function InviteFriends({ activity }: { activity: ActivityInfo }) {
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

/** My link, QR and poster, carrying my opaque code, 已邀请 N 人 and the rewards earned. */
function MyInvite({ activity }: { activity: ActivityInfo }) {
  const info = useInviteInfo(activity.uuid)
  const [poster, setPoster] = useState(false)
  if (!info.data) return null
  return (
    <div data-testid="my-invite">
      <p>
        <strong data-testid="invited-count">{TEXT.invited(info.data.invited)}</strong>
      </p>
      <p>{TEXT.inviteLink}</p>
      <input readOnly value={info.data.link} aria-label={TEXT.inviteLink} style={{ width: '100%' }} onFocus={(event) => event.target.select()} />
      <img src={info.data.qr_img} alt={TEXT.inviteLink} width={160} height={160} style={{ display: 'block', margin: '12px auto' }} />
      {poster ? (
        <Suspense fallback={null}>
          <InvitePoster activity={activity} link={info.data.link} />
        </Suspense>
      ) : (
        <Cta type="button" onClick={() => setPoster(true)}>
          {TEXT.makePoster}
        </Cta>
      )}
      <RewardsPanel uuid={activity.uuid} />
      {/* A block with a paragraph's margins: the link is a deferred part, whose box a <p> cannot hold. */}
      {info.data.invited > 0 ? (
        <div style={{ margin: '1em 0' }}>
          <ProfileLink to={REWARD_PAGE} />
        </div>
      ) : null}
    </div>
  )
}

/**
 * The invitee's side: 接受邀请, counted once. A visitor registers through the login sheet; their
 * source is recorded then (organization_history_source/create) and the acceptance follows. A new
 * user's own reward shows in 我的奖励; an old user is told why nothing was credited.
 */
function AcceptInvite({ activity, inviter }: { activity: ActivityInfo; inviter: string }) {
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
