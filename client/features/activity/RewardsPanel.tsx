import { useState, type FormEvent } from 'react'
import { GiftType } from '../../../shared/contracts/activity'
import { ApiError } from '../../lib/api/client'
import { useRewards, useSaveGiftAddress } from './api/rewards'
import { Cta, Form, Notice, SectionTitle } from './styles'
import { WELFARE_TEXT } from './welfareText'

/** 我的奖励's texts. */
const REWARDS_TEXT = {
  title: '我的奖励',
  addressTitle: '填写收货地址',
  name: '收货人',
  phone: '手机号',
  address: '详细地址',
  save: '保存地址',
  edit: '修改',
  shipTo: (name: string, address: string) => `将寄送至：${name}，${address}`,
  times: (n: number) => `（共 ${n} 份）`,
} as const

/** 我的奖励: what the user received here, a virtual gift's code and a real gift's delivery address. */
export function RewardsPanel({ uuid }: { uuid: string }) {
  const rewards = useRewards(uuid)
  const received = rewards.data?.gifts.filter((gift) => gift.received) ?? []
  if (received.length === 0) return null
  return (
    <section data-testid="my-rewards" style={{ marginTop: 16 }}>
      <SectionTitle>{REWARDS_TEXT.title}</SectionTitle>
      <ul style={{ margin: 0, paddingLeft: 18 }}>
        {received.map((gift) => (
          <li key={gift.id} data-testid={`reward-${gift.id}`}>
            {gift.name} × {gift.amount}
            {gift.unit}
            {gift.times > 1 ? REWARDS_TEXT.times(gift.times) : null}
            {/* A virtual gift earned again (one per invitee) brings a code of its own each time. */}
            {gift.codes.map((code) => (
              <div key={code} data-testid="reward-code">
                {WELFARE_TEXT.code('')}：<strong>{code}</strong>
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
        {REWARDS_TEXT.shipTo(saved.name, saved.address)}{' '}
        <button type="button" onClick={() => setEditing(true)}>
          {REWARDS_TEXT.edit}
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
    <Form onSubmit={submit} aria-label={REWARDS_TEXT.addressTitle}>
      {field('name', REWARDS_TEXT.name)}
      {field('phone', REWARDS_TEXT.phone, 'tel')}
      {field('address', REWARDS_TEXT.address)}
      {error ? <Notice role="alert">{error}</Notice> : null}
      <Cta type="submit" disabled={save.isPending}>
        {REWARDS_TEXT.save}
      </Cta>
    </Form>
  )
}
