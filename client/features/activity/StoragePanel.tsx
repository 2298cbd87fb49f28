import { useState, type FormEvent } from 'react'
import type { ActivityInfo } from '../../../shared/contracts/schemas/activity'
import { OrgInfoState, OrgType } from '../../../shared/contracts/activity'
import { useGiftStorage, useOrgInfoState, useOrgQrCode, useUpdateOrgInfo } from './api/storage'
import { RequireActivityUser } from './ActivityUserBar'
import { ACTIVITY_TEXT } from './messages'
import { Card, Center, Cta, Form, Notice, SectionTitle, Steps } from './styles'

const TEXT = ACTIVITY_TEXT.storage

function StorageFlow({ activity }: { activity: ActivityInfo }) {
  const state = useOrgInfoState(true)
  const update = useUpdateOrgInfo()
  const gift = useGiftStorage()
  const current = gift.data ? (gift.data.credited ? OrgInfoState.Success : OrgInfoState.AlreadyBound) : state.data?.org_info_state
  const qr = useOrgQrCode(current === OrgInfoState.ScanCode || current === OrgInfoState.Success)
  const [orgName, setOrgName] = useState('')
  const [orgType, setOrgType] = useState<number>(OrgType.Studio)

  if (current === undefined) return null
  const step = current === OrgInfoState.AddInfo ? 0 : current === OrgInfoState.ScanCode ? 1 : 2
  const submit = (event: FormEvent) => {
    event.preventDefault()
    update.mutate({ org_name: orgName, org_type: orgType as 1 })
  }
  return (
    <div data-testid="storage-flow" data-state={current}>
      <Steps>
        {TEXT.steps.map((label, index) => (
          <li key={label} data-active={index <= step}>
            {index + 1}. {label}
          </li>
        ))}
      </Steps>
      {current === OrgInfoState.AddInfo ? (
        <Form onSubmit={submit}>
          <label>
            {TEXT.orgName}
            <input name="org_name" placeholder={TEXT.orgNamePlaceholder} value={orgName} onChange={(event) => setOrgName(event.target.value)} />
          </label>
          <label>
            {TEXT.orgType}
            <select name="org_type" value={orgType} onChange={(event) => setOrgType(Number(event.target.value))}>
              {Object.entries(TEXT.orgTypes).map(([id, name]) => (
                <option key={id} value={id}>
                  {name}
                </option>
              ))}
            </select>
          </label>
          <Cta type="submit" disabled={update.isPending || orgName.trim().length < 2}>
            {TEXT.submitInfo}
          </Cta>
        </Form>
      ) : current === OrgInfoState.ScanCode || (current === OrgInfoState.Success && !gift.data) ? (
        <Center>
          <strong>{TEXT.scanTitle}</strong>
          {qr.data ? (
            <a href={qr.data.scan_url} target="_blank" rel="noreferrer" data-testid="org-qr">
              <img src={qr.data.img_url} alt={TEXT.scanTitle} width={215} height={215} />
            </a>
          ) : null}
          <small>{TEXT.scanLead}</small>
          <Cta type="button" disabled={gift.isPending} onClick={() => state.refetch().then(() => gift.mutate(activity.uuid))}>
            {TEXT.scanned}
          </Cta>
        </Center>
      ) : current === OrgInfoState.Success ? (
        <Notice data-tone="success" data-testid="storage-outcome">
          {TEXT.success}
        </Notice>
      ) : current === OrgInfoState.AlreadyBound ? (
        <Notice data-testid="storage-outcome">{TEXT.alreadyBound}</Notice>
      ) : (
        <Notice data-testid="storage-outcome">{TEXT.nonconforming}</Notice>
      )}
    </div>
  )
}

/** welfare/storage: organisation information, the mini-program scan, then the free storage once. */
export function StoragePanel({ activity }: { activity: ActivityInfo }) {
  return (
    <Card>
      <SectionTitle>{activity.gifts[0]?.name ?? TEXT.steps[2]}</SectionTitle>
      <RequireActivityUser activityUuid={activity.uuid}>
        <StorageFlow activity={activity} />
      </RequireActivityUser>
    </Card>
  )
}
