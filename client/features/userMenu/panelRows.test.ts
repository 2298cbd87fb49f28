import { describe, expect, it } from 'vitest'
import type { UserInfo } from '../../../shared/contracts/schemas/userInfo'
import { displayName } from './displayName'
import { panelRows } from './panelRows'

function user(overrides: Partial<UserInfo> = {}, info: Partial<UserInfo['user_info']> = {}): UserInfo {
  return {
    user_info: { name: '陈摄影工作室', phone: '13800138000', id: 1, org_id: 1, is_vip: true, ...info },
    org_info: {
      name: '陈摄影工作室',
      tag: 0,
      pay_level: 1,
      source_id: 924,
      type_name: '影楼',
      ps_count_name: '',
      subscription_active_tag: false,
      subscriptions: [],
      level: 1,
      cake_csm: '',
    },
    left_count_str: '1200',
    total_count_str: '5000',
    access_tag: 1,
    access_url: '',
    oauth_tag: 0,
    allow_join_points_task: true,
    points: 320,
    total_space: 10 * 1024 ** 3,
    left_space: 2.5 * 1024 ** 3,
    aigc_points: 88,
    is_hidden_aigc_count: false,
    can_change_phone: true,
    ...overrides,
  }
}

const on = { is_open_storage: true, is_open_aigc: true }
const keys = (rows: ReturnType<typeof panelRows>) => rows.map((row) => row.key)

describe('panelRows', () => {
  it('shows every part when everything is on', () => {
    expect(panelRows(user(), on)).toEqual([
      { key: 'counts', label: '剩余/总张数', value: '1200/5000', vip: true },
      { key: 'points', label: '积分', value: '320' },
      { key: 'storage', label: '云存储空间', value: '2.5GB/10GB' },
      { key: 'aigc', label: 'AIGC 点数', value: '88' },
    ])
  })

  it('hides points from a user who may not join points tasks', () => {
    expect(keys(panelRows(user({ allow_join_points_task: false }), on))).toEqual(['counts', 'storage', 'aigc'])
  })

  it('hides storage and AIGC when global config has them off, or is missing', () => {
    expect(keys(panelRows(user(), { is_open_storage: false, is_open_aigc: false }))).toEqual(['counts', 'points'])
    expect(keys(panelRows(user(), undefined))).toEqual(['counts', 'points'])
  })

  it('masks the AIGC balance when the hide flag is set', () => {
    expect(panelRows(user({ is_hidden_aigc_count: true }), on).find((row) => row.key === 'aigc')?.value).toBe('***')
  })

  it('marks the counts of a user without VIP', () => {
    expect(panelRows(user({}, { is_vip: false }), on)[0]).toMatchObject({ key: 'counts', vip: false })
  })
})

describe('displayName', () => {
  it('prefers the name', () => expect(displayName(user())).toBe('陈摄影工作室'))
  it('falls back to the masked phone', () => expect(displayName(user({}, { name: ' ' }))).toBe('138****8000'))
})
