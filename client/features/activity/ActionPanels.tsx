import { useSearchParams } from 'react-router'
import type { ActivityInfo } from '../../../shared/contracts/schemas/activity'
import { ApiError } from '../../lib/api/client'
import { useAcceptInvite, useExchange, useInviteInfo } from './api/activityActions'
import { ActivityState } from '../../../shared/contracts/activity'
import { RequireActivityUser } from './ActivityUserBar'
import { EndedNotice } from './EndedNotice'
import { ACTIVITY_TEXT } from './messages'
import { Card, Cta, Notice, SectionTitle } from './styles'

/** exchange/{uuid}: the rights of the link, credited once. */
export function ExchangePanel({ activity }: { activity: ActivityInfo }) {
  const exchange = useExchange()
  return (
    <Card>
      <SectionTitle>{ACTIVITY_TEXT.exchange.submit}</SectionTitle>
      <RequireActivityUser activityUuid={activity.uuid}>
        {exchange.data ? (
          <Notice data-tone="success" data-testid="exchange-outcome">
            {exchange.data.credited ? ACTIVITY_TEXT.exchange.done : ACTIVITY_TEXT.exchange.repeat}
          </Notice>
        ) : exchange.error instanceof ApiError ? (
          <Notice>{exchange.error.message}</Notice>
        ) : activity.state === ActivityState.Ended ? (
          <EndedNotice />
        ) : (
          <Cta type="button" disabled={exchange.isPending} onClick={() => exchange.mutate(activity.uuid)}>
            {ACTIVITY_TEXT.exchange.submit}
          </Cta>
        )}
      </RequireActivityUser>
    </Card>
  )
}

/** The inviter's side: my link and QR, carrying my opaque code, and 已邀请 N 人. */
function MyInvite({ uuid }: { uuid: string }) {
  const info = useInviteInfo(uuid)
  if (!info.data) return null
  return (
    <div data-testid="my-invite">
      <p>
        <strong data-testid="invited-count">{ACTIVITY_TEXT.invite.invited(info.data.invited)}</strong>
      </p>
      <p>{ACTIVITY_TEXT.invite.inviteLink}</p>
      <input
        readOnly
        value={info.data.link}
        aria-label={ACTIVITY_TEXT.invite.inviteLink}
        style={{ width: '100%' }}
        onFocus={(event) => event.target.select()}
      />
      <img src={info.data.qr_img} alt={ACTIVITY_TEXT.invite.inviteLink} width={160} height={160} style={{ display: 'block', margin: '12px auto' }} />
    </div>
  )
}

/** invite: an invitee accepts (counted once); the inviter is named by the link's `inviter` code. */
export function InvitePanel({ activity }: { activity: ActivityInfo }) {
  const accept = useAcceptInvite()
  const [search] = useSearchParams()
  const inviter = search.get('inviter') ?? ''
  return (
    <Card>
      <SectionTitle>{ACTIVITY_TEXT.invite.accept}</SectionTitle>
      <RequireActivityUser activityUuid={activity.uuid}>
        {accept.data ? (
          <Notice data-tone="success">{accept.data.counted ? ACTIVITY_TEXT.invite.counted : ACTIVITY_TEXT.invite.repeat}</Notice>
        ) : accept.error instanceof ApiError ? (
          <Notice>{accept.error.message}</Notice>
        ) : inviter && activity.state === ActivityState.Ended ? (
          <EndedNotice />
        ) : inviter ? (
          <Cta type="button" disabled={accept.isPending} onClick={() => accept.mutate({ uuid: activity.uuid, inviter })}>
            {ACTIVITY_TEXT.invite.accept}
          </Cta>
        ) : (
          <MyInvite uuid={activity.uuid} />
        )}
      </RequireActivityUser>
    </Card>
  )
}
