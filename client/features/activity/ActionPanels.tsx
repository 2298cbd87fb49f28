import { useSearchParams } from 'react-router'
import type { ActivityInfo } from '../../../shared/contracts/schemas/activity'
import { ApiError } from '../../lib/api/client'
import { useAcceptInvite, useExchange } from './api/activityActions'
import { RequireActivityUser } from './ActivityUserBar'
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
        ) : (
          <Cta type="button" disabled={exchange.isPending} onClick={() => exchange.mutate(activity.uuid)}>
            {ACTIVITY_TEXT.exchange.submit}
          </Cta>
        )}
      </RequireActivityUser>
    </Card>
  )
}

/** invite: an invitee accepts (counted once); the inviter is named by the link's `inviter`. */
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
        ) : inviter ? (
          <Cta type="button" disabled={accept.isPending} onClick={() => accept.mutate({ uuid: activity.uuid, inviter })}>
            {ACTIVITY_TEXT.invite.accept}
          </Cta>
        ) : (
          <Notice data-tone="success">{activity.subtitle}</Notice>
        )}
      </RequireActivityUser>
    </Card>
  )
}
