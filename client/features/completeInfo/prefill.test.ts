import { describe, expect, it } from 'vitest'
import { BLANK_INFO, fillBlanks, knownInfo } from './prefill'

const user = { user_info: { name: '林青', phone: '13800000000', id: 1, org_id: 2, is_vip: false }, org_info: { name: '青柠婚纱摄影', type_name: '影楼' } }
const orgTypes = [
  { id: 1, name: '工作室' },
  { id: 2, name: '影楼' },
]

describe('the complete-info form starts with what is known', () => {
  it("takes the organisation's name and type and the user's name when nothing was filled in", () => {
    expect(knownInfo(null, user as never, orgTypes)).toEqual({ ...BLANK_INFO, org_name: '青柠婚纱摄影', org_type: 2, contact_name: '林青' })
  })

  it('keeps what the account filled in before over what its account says', () => {
    const info = { org_name: '青柠影像', org_type: 1, complete_type: 3, contact_name: '', city: '苏州', staff_count: 12 }
    expect(knownInfo(info, user as never, orgTypes)).toEqual({ ...info, contact_name: '林青' })
  })

  it('leaves blank what nobody knows (a new account, a type name that is no option)', () => {
    const fresh = { user_info: { ...user.user_info, name: ' ' }, org_info: { name: '', type_name: '其他' } }
    expect(knownInfo(null, fresh as never, orgTypes)).toEqual(BLANK_INFO)
    expect(knownInfo(undefined, undefined, [])).toEqual(BLANK_INFO)
  })

  it('fills only the blank fields when more becomes known later', () => {
    const typed = { ...BLANK_INFO, org_name: '我的店' }
    expect(fillBlanks(typed, { org_name: '青柠婚纱摄影', org_type: 2 })).toEqual({ ...typed, org_type: 2 })
  })
})
