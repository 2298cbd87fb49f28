import { useState, type FormEvent } from 'react'
import { GiftType } from '../../../shared/contracts/activity'
import { ApiError } from '../../lib/api/client'
import { useRewards, useSaveGiftAddress } from './api/rewards'
import { ACTIVITY_TEXT } from './messages'
import { Cta, Form, Notice, SectionTitle } from './styles'

/** 我的奖励: what the user received here, a virtual gift's code and a real gift's delivery address. */
export function RewardsPanel({ uuid }: { uuid: string }) {
  const rewards = useRewards(uuid)
  const received = rewards.data?.gifts.filter((gift) => gift.received) ?? []
  if (received.length === 0) return null
  return (
    <section data-testid="my-rewards" style={{ marginTop: 16 }}>
      <SectionTitle>{ACTIVITY_TEXT.rewards.title}</SectionTitle>
      <ul style={{ margin: 0, paddingLeft: 18 }}>
        {received.map((gift) => (
          <li key={gift.id} data-testid={`reward-${gift.id}`}>
            {gift.name} × {gift.amount}
            {gift.unit}
            {gift.times > 1 ? ACTIVITY_TEXT.rewards.times(gift.times) : null}
            {/* A virtual gift earned again (one per invitee) brings a code of its own each time. */}
            {gift.codes.map((code) => (
              <div key={code} data-testid="reward-code">
                {ACTIVITY_TEXT.welfare.code('')}：<strong>{code}</strong>
              </div>
            ))}
            {gift.type === GiftType.Real ? <AddressForm uuid={uuid} giftId={gift.id} saved={gift.address} /> : null}
          </li>
        ))}
      </ul>
    </section>
  )
}

function AddressForm({ uuid, giftId, saved }: { uuid: string; giftId: number; saved: { name: string; phone: string; address: string } | null }) {
  const save = useSaveGiftAddress()
  const [editing, setEditing] = useState(saved === null)
  const [values, setValues] = useState(saved ?? { name: '', phone: '', address: '' })
  const error = save.error instanceof ApiError ? save.error.message : null
  if (!editing && saved) {
    return (
      <Notice data-tone="success" data-testid="gift-address">
        {ACTIVITY_TEXT.rewards.shipTo(saved.name, saved.address)}{' '}
        <button type="button" onClick={() => setEditing(true)}>
          {ACTIVITY_TEXT.rewards.edit}
        </button>
      </Notice>
    )
  }
  const submit = (event: FormEvent) => {
    event.preventDefault()
    save.mutate({ uuid, gift_id: giftId, ...values }, { onSuccess: () => setEditing(false) })
  }
  const field = (key: keyof typeof values, label: string, type = 'text') => (
    <label>
      {label}
      <input type={type} value={values[key]} onChange={(event) => setValues({ ...values, [key]: event.target.value })} required />
    </label>
  )
  return (
    <Form onSubmit={submit} aria-label={ACTIVITY_TEXT.rewards.addressTitle}>
      {field('name', ACTIVITY_TEXT.rewards.name)}
      {field('phone', ACTIVITY_TEXT.rewards.phone, 'tel')}
      {field('address', ACTIVITY_TEXT.rewards.address)}
      {error ? <Notice role="alert">{error}</Notice> : null}
      <Cta type="submit" disabled={save.isPending}>
        {ACTIVITY_TEXT.rewards.save}
      </Cta>
    </Form>
  )
}
