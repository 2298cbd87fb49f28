import { useState, type FormEvent } from 'react'
import { useSearchParams } from 'react-router'
import type { ActivityInfo } from '../../../shared/contracts/schemas/activity'
import { ApiError } from '../../lib/api/client'
import { useExchange } from './api/activityActions'
import { ActivityState, EXCHANGE_CODE, EXCHANGE_CODE_INVALID } from '../../../shared/contracts/activity'
import { useActivityMe } from './api/activityUser'
import { ActivityUserLine } from './ActivityUserBar'
import { EndedNotice } from './EndedNotice'
import { useActivityAction } from './loginSheet'
import { actionGate } from './actionGate'
import { Card, Cta, Form, Notice, SectionTitle } from './styles'
import { deferred } from '../../lib/deferred'

/** 我的奖励, shown to a logged-in activity user only: its code loads then (RewardsPanel.deferred.tsx). */
const RewardsPanel = deferred('client/features/activity/RewardsPanel.deferred.tsx', () => import('./RewardsPanel.deferred'))

/** The exchange panel's texts. */
const EXCHANGE_TEXT = {
  submit: '立即兑换',
  done: '兑换成功，权益已到账',
  repeat: '您已兑换过该权益',
  code: '兑换码',
  codePlaceholder: '请输入兑换码',
  got: (name: string, amount: string) => `已兑换：${name} × ${amount}`,
} as const

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
  // A code that cannot be one is said at once, without asking the service.
  const [malformed, setMalformed] = useState(false)
  const text = EXCHANGE_TEXT
  const gate = actionGate(activity, text.submit)
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const typed = code.trim().toUpperCase()
    setMalformed(!EXCHANGE_CODE.test(typed))
    if (EXCHANGE_CODE.test(typed)) act(() => exchange.mutate({ uuid: activity.uuid, code: typed }))
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
      ) : exchange.error instanceof ApiError || malformed ? (
        <Notice role="alert" data-testid="exchange-outcome">
          {malformed ? EXCHANGE_CODE_INVALID : exchange.error?.message}
        </Notice>
      ) : null}
      {activity.state === ActivityState.Ended ? (
        <EndedNotice />
      ) : (
        <Form onSubmit={submit} style={{ marginTop: 12 }}>
          <label>
            {text.code}
            <input
              value={code}
              onChange={(event) => {
                setCode(event.target.value)
                setMalformed(false)
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
          <Cta type="submit" disabled={exchange.isPending || gate.disabled}>
            {gate.label}
          </Cta>
        </Form>
      )}
      {me.data ? <RewardsPanel uuid={activity.uuid} /> : null}
    </Card>
  )
}
