import type { CSSProperties } from 'react'
import { useSearchParams } from 'react-router'
import type { ActivityInfo } from '../../../../shared/contracts/schemas/activity'
import { ApiError } from '../../../lib/api/client'
import { useClipboard } from '../../../lib/useClipboard'
import { showToast } from '../../../lib/toast'
import { useInviteInfo } from '../api/activityActions'
import { useActivityMe } from '../api/activityUser'
import { useActivityFigures, useJoinGroup } from '../api/families'
import { actionGate } from '../actionGate'
import { useActivityAction } from '../loginSheet'
import { Card, Cta, Notice, Price, SectionTitle } from '../styles'
import { numberOf, yuan } from './data'
import { Bar, Muted, Slots } from './styles'
import { FAMILY_TEXT } from './text'

const TEXT = FAMILY_TEXT.group

/** The leader's 邀请好友参团: their invite link, which counts whoever joins through it once. */
function InviteFriends({ uuid }: { uuid: string }) {
  const info = useInviteInfo(uuid)
  const clipboard = useClipboard()
  const copy = async () => {
    if (info.data && (await clipboard.copy(info.data.link))) showToast(TEXT.copied)
  }
  return (
    <Cta type="button" disabled={!info.data} onClick={copy} data-testid="group-invite">
      {TEXT.invite}
    </Cta>
  )
}

/** A friend who came through a leader's link joins their group (counted once, while it has room). */
function JoinGroup({ activity, inviter }: { activity: ActivityInfo; inviter: string }) {
  const join = useJoinGroup()
  const act = useActivityAction(activity)
  const gate = actionGate(activity, TEXT.join)
  if (join.data) {
    return (
      <Notice data-tone="success" data-testid="group-joined">
        {join.data.counted ? TEXT.joined : TEXT.joinedBefore}
      </Notice>
    )
  }
  if (join.error instanceof ApiError) return <Notice data-testid="group-joined">{join.error.message}</Notice>
  return (
    <Cta type="button" disabled={join.isPending || gate.disabled} onClick={() => act(() => join.mutate({ uuid: activity.uuid, inviter }))}>
      {gate.label}
    </Cta>
  )
}

/**
 * group: a group buy. Its size and the groups formed so far are the activity's data; my
 * group's members are info_ex's (me and those who joined through my link); the price of
 * the group is its card's against buying alone.
 */
export default function GroupPanel({ activity }: { activity: ActivityInfo }) {
  const me = useActivityMe()
  const figures = useActivityFigures(activity.uuid)
  const act = useActivityAction(activity)
  const [search] = useSearchParams()
  const inviter = search.get('inviter')
  const size = figures.data?.size ?? Math.max(2, numberOf(activity.data, 'size') ?? 3)
  const formed = numberOf(activity.data, 'formed')
  const tier = numberOf(activity.data, 'tier')
  const card = activity.cards.find((item) => item.tier === tier) ?? activity.cards[0]
  const members = Math.min(size, figures.data?.members ?? 0)
  const status = members >= size ? TEXT.done : members > 0 ? TEXT.short(size - members) : TEXT.rule(size)
  return (
    <Card data-testid="group" data-members={members}>
      <SectionTitle>{TEXT.title}</SectionTitle>
      {card ? (
        <Price style={{ textAlign: 'center' }}>
          <span style={{ fontSize: 14, fontWeight: 600, color: 'var(--accent-text)' }}>{TEXT.groupPrice}</span>
          <small>¥</small>
          {yuan(card.price)}
          <del>
            {TEXT.alonePrice} ¥{yuan(card.original_price)}
          </del>
        </Price>
      ) : null}
      <Slots aria-label={status}>
        {Array.from({ length: size }, (_, index) => (
          <li key={index} data-filled={index < members}>
            <span aria-hidden="true">{index < members ? '✓' : '?'}</span>
            {index === 0 ? TEXT.leader : TEXT.waiting}
          </li>
        ))}
      </Slots>
      <Bar style={{ '--value': Math.round((members / size) * 100) } as CSSProperties} />
      <p data-testid="group-status" style={{ margin: '12px 0', textAlign: 'center', fontWeight: 700 }}>
        {status}
      </p>
      {inviter ? (
        <JoinGroup activity={activity} inviter={inviter} />
      ) : me.data ? (
        <InviteFriends uuid={activity.uuid} />
      ) : (
        <Cta type="button" onClick={() => act(() => undefined)}>
          {TEXT.open}
        </Cta>
      )}
      {formed !== null ? <Muted style={{ textAlign: 'center' }}>{TEXT.formed(formed)}</Muted> : null}
    </Card>
  )
}
