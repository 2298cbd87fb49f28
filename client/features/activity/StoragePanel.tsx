import { useState, type FormEvent } from 'react'
import type { ActivityInfo } from '../../../shared/contracts/schemas/activity'
import { ActivityState, OrgInfoState, OrgType } from '../../../shared/contracts/activity'
import { useGiftStorage, useOrgInfoState, useOrgQrCode, useUpdateOrgInfo } from './api/storage'
import { useActivityMe } from './api/activityUser'
import { actionGate } from './actionGate'
import { ActivityUserLine } from './ActivityUserBar'
import { EndedNotice } from './EndedNotice'
import { useActivityAction } from './loginSheet'
import { ACTIVITY_TEXT } from './messages'
import { Card, Center, Cta, Form, Notice, SectionTitle, Steps } from './styles'

const TEXT = {
  steps: ['填写机构信息', '微信扫码认证', '领取存储空间'],
  orgName: '机构名称',
  orgNamePlaceholder: '请输入机构全称',
  orgType: '机构类型',
  contact: '联系人',
  city: '所在城市',
  submitInfo: '下一步',
  scanTitle: '请使用微信扫描小程序码',
  scanLead: '扫码完成机构认证后，点击下方按钮领取',
  scanned: '我已扫码，立即领取',
  success: '领取成功！100 GB 云端存储已到账',
  alreadyBound: '您的机构已领取过免费存储空间',
  nonconforming: '很抱歉，本福利仅限摄影机构领取，个人摄影师暂不参与',
  orgTypes: { 1: '摄影工作室', 2: '婚纱影楼', 3: '儿童摄影', 4: '照相馆', 9: '个人摄影师' } as Record<number, string>,
} as const

/** The logged-in user's way to the storage: each step's button pressable only while the activity runs. */
function StorageFlow({ activity, disabled }: { activity: ActivityInfo; disabled: boolean }) {
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
          <Cta type="submit" disabled={disabled || update.isPending || orgName.trim().length < 2}>
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
          <Cta type="button" disabled={disabled || gift.isPending} onClick={() => state.refetch().then(() => gift.mutate(activity.uuid))}>
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

/**
 * welfare/storage: organisation information, the mini-program scan, then the free storage once.
 * A visitor's 立即领取 opens the login sheet over the page (as a claim or a purchase does) and
 * the steps follow once they are in.
 */
export function StoragePanel({ activity }: { activity: ActivityInfo }) {
  const me = useActivityMe()
  const act = useActivityAction(activity)
  const gate = actionGate(activity, ACTIVITY_TEXT.claim)
  return (
    <Card>
      <SectionTitle>{activity.gifts[0]?.name ?? TEXT.steps[2]}</SectionTitle>
      <ActivityUserLine activityUuid={activity.uuid} theme={activity.theme} />
      {activity.state === ActivityState.Ended ? (
        <EndedNotice />
      ) : me.data ? (
        <StorageFlow activity={activity} disabled={gate.disabled} />
      ) : (
        // Once logged in the panel shows the steps: there is nothing more to run.
        <Cta type="button" disabled={gate.disabled} onClick={() => act(() => undefined)} data-testid="storage-start">
          {gate.label}
        </Cta>
      )}
    </Card>
  )
}
