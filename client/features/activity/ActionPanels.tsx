import { lazy, Suspense, useState, type FormEvent } from 'react'
import { useSearchParams } from 'react-router'
import type { ActivityInfo } from '../../../shared/contracts/schemas/activity'
import { ApiError } from '../../lib/api/client'
import { useAcceptInvite, useExchange, useInviteInfo } from './api/activityActions'
import { ActivityState } from '../../../shared/contracts/activity'
import { useActivityMe } from './api/activityUser'
import { ActivityUserLine, RequireActivityUser } from './ActivityUserBar'
import { EndedNotice } from './EndedNotice'
import { useActivityAction } from './loginSheet'
import { RewardsPanel } from './RewardsPanel'
import { ACTIVITY_TEXT } from './messages'
import { Card, Cta, Form, Notice, SectionTitle } from './styles'

/**
 * exchange/{uuid}: a redemption code, typed or carried by the link (`?code=`), credits its gift
 * once. A visitor's 立即兑换 opens the login sheet and exchanges once they are in; a refusal says
 * why, and the code stays to be corrected.
 */
export function ExchangePanel({ activity }: { activity: ActivityInfo }) {
  const exchange = useExchange()
  const me = useActivityMe()
  const act = useActivityAction(activity)
  const [search] = useSearchParams()
  const [code, setCode] = useState(search.get('code') ?? '')
  const text = ACTIVITY_TEXT.exchange
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const typed = code.trim()
    act(() => exchange.mutate({ uuid: activity.uuid, code: typed }))
  }
  return (
    <Card>
      <SectionTitle>{text.submit}</SectionTitle>
      <ActivityUserLine activityUuid={activity.uuid} theme={activity.theme} />
      {exchange.data ? (
        <Notice data-tone="success" data-testid="exchange-outcome">
          {exchange.data.credited ? text.done : text.repeat}
          {exchange.data.gifts.map((gift) => (
            <div key={gift.id}>{text.got(gift.name, `${gift.amount}${gift.unit}`)}</div>
          ))}
        </Notice>
      ) : exchange.error instanceof ApiError ? (
        <Notice role="alert" data-testid="exchange-outcome">
          {exchange.error.message}
        </Notice>
      ) : null}
      {activity.state === ActivityState.Ended ? (
        <EndedNotice />
      ) : (
        <Form onSubmit={submit} aria-label={text.code} style={{ marginTop: 12 }}>
          <label>
            {text.code}
            <input
              value={code}
              onChange={(event) => {
                setCode(event.target.value)
                exchange.reset()
              }}
              placeholder={text.codePlaceholder}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={24}
              required
            />
          </label>
          <Cta type="submit" disabled={exchange.isPending}>
            {text.submit}
          </Cta>
        </Form>
      )}
      {me.data ? <RewardsPanel uuid={activity.uuid} /> : null}
    </Card>
  )
}

const InvitePoster = lazy(() => import('./InvitePoster'))

/** The inviter's side: my link, QR and poster, carrying my opaque code, 已邀请 N 人 and the rewards earned. */
function MyInvite({ activity }: { activity: ActivityInfo }) {
  const info = useInviteInfo(activity.uuid)
  const [poster, setPoster] = useState(false)
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
      {poster ? (
        <Suspense fallback={null}>
          <InvitePoster activity={activity} link={info.data.link} />
        </Suspense>
      ) : (
        <Cta type="button" onClick={() => setPoster(true)}>
          {ACTIVITY_TEXT.invite.makePoster}
        </Cta>
      )}
      <RewardsPanel uuid={activity.uuid} />
    </div>
  )
}

/**
 * invite: the invitee's side (the link's `inviter` code names who invited them) accepts, counted
 * once; a visitor's 接受邀请 opens the login sheet and accepts once they are in. Without a code,
 * the inviter's side: my link, poster and what it brought.
 */
export function InvitePanel({ activity }: { activity: ActivityInfo }) {
  const accept = useAcceptInvite()
  const act = useActivityAction(activity)
  const [search] = useSearchParams()
  const inviter = search.get('inviter') ?? ''
  if (!inviter) {
    return (
      <Card>
        <SectionTitle>{ACTIVITY_TEXT.invite.inviteLink}</SectionTitle>
        <RequireActivityUser activityUuid={activity.uuid}>
          <MyInvite activity={activity} />
        </RequireActivityUser>
      </Card>
    )
  }
  return (
    <Card>
      <SectionTitle>{ACTIVITY_TEXT.invite.accept}</SectionTitle>
      <ActivityUserLine activityUuid={activity.uuid} theme={activity.theme} />
      {accept.data ? (
        <Notice data-tone="success" data-testid="invite-outcome">
          {accept.data.counted ? ACTIVITY_TEXT.invite.counted : ACTIVITY_TEXT.invite.repeat}
        </Notice>
      ) : accept.error instanceof ApiError ? (
        <Notice data-testid="invite-outcome">{accept.error.message}</Notice>
      ) : activity.state === ActivityState.Ended ? (
        <EndedNotice />
      ) : (
        <Cta type="button" disabled={accept.isPending} onClick={() => act(() => accept.mutate({ uuid: activity.uuid, inviter }))}>
          {ACTIVITY_TEXT.invite.accept}
        </Cta>
      )}
    </Card>
  )
}
