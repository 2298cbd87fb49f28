import { env } from 'cloudflare:workers'
import { beforeEach, describe, expect, it } from 'vitest'
import { activityCalls } from '../../shared/contracts/activity'
import { activityLogin, call } from '../test/activity'
import { adminGet as get, adminPost as post, adminSignIn as signIn, expectFormKept } from '../test/admin'
import { resetDatabase } from '../test/resetDatabase'
import { CODE_LENGTH, randomCode } from './exchangeCodes'

/** The activity page's family data editor and redemption codes (issue 27), against the demo's group buy and exchange. */

const DATA = '/admin/campaigns/edit/demo-group/data'
const CODES = '/admin/campaigns/edit/demo-exchange/codes'
const RIGHTS_GIFT = '53' // demo-exchange's 高级液化权益 × 90天 (db/demo-activity.sql)

async function audited(action: string) {
  return (
    await env.DB.prepare('SELECT actor_email, target, before_json, after_json FROM admin_audit WHERE action = ? ORDER BY id')
      .bind(action)
      .all<{ actor_email: string; target: string; before_json: string; after_json: string }>()
  ).results
}

const storedData = () => env.DB.prepare("SELECT data FROM activities WHERE uuid = 'demo-group'").first<string>('data')
const codeCount = () => env.DB.prepare('SELECT count(*) AS n FROM activity_exchange_codes WHERE batch IS NOT NULL').first<number>('n')

beforeEach(resetDatabase)

describe('family data', () => {
  it('an operator edits what the group panel shows; the service reads it; the change is audited', async () => {
    const cookie = await signIn('operator@example.com')
    const page = await (await get('/admin/campaigns/edit/demo-group', cookie)).text()
    expect(page).toContain('成团人数') // the family's fields are explained
    expect(page).toContain('&quot;size&quot;: 3') // the saved data, indented, in the editor

    const saved = await post(DATA, cookie, { data: '{"size": 5, "formed": 2000, "tier": 1}' })
    expect(saved.status).toBe(200)
    expect(await saved.text()).toContain('活动数据已保存')
    expect(JSON.parse((await storedData())!)).toEqual({ size: 5, formed: 2000, tier: 1 })
    const info = await call<{ data: Record<string, unknown> }>(`${activityCalls.info.path}?uuid=demo-group`)
    expect(info.data.data).toEqual({ size: 5, formed: 2000, tier: 1 })
    const jar = await activityLogin('13700137801')
    const figures = await call<{ figures: { size: number } }>(`${activityCalls.infoEx.path}?uuid=demo-group`, { jar })
    expect(figures.data.figures.size).toBe(5)

    const [entry, ...more] = await audited('activity.data.update')
    expect(more).toEqual([])
    expect(entry).toMatchObject({ actor_email: 'operator@example.com', target: 'activity:demo-group' })
    expect(JSON.parse(entry!.before_json)).toEqual({ size: 3, formed: 1268, tier: 1 })
    expect(JSON.parse(entry!.after_json)).toEqual({ size: 5, formed: 2000, tier: 1 })
  })

  it('refuses data that does not fit the family: 400, the fault in Chinese, the typed text kept, nothing saved or audited', async () => {
    const cookie = await signIn('operator@example.com')
    const before = await storedData()
    const tooSmall = await post(DATA, cookie, { data: '{"size": 1}' })
    expect(tooSmall.status).toBe(400)
    const text = await tooSmall.text()
    expect(text).toContain('size（成团人数）应为2 到 50 的整数')
    expect(text).toContain('{&quot;size&quot;: 1}')
    expect((await post(DATA, cookie, { data: '{"bonus": {"1": 100}}' })).status).toBe(400) // a deposit's field on a group buy
    expect((await post(DATA, cookie, { data: 'size=3' })).status).toBe(400)
    expect(await storedData()).toBe(before)
    expect(await audited('activity.data.update')).toEqual([])
  })

  it('only an operator may edit it', async () => {
    for (const email of ['viewer@example.com', 'finance@example.com']) {
      expect((await post(DATA, await signIn(email), { data: '{"size": 9}' })).status).toBe(403)
    }
    expect(JSON.parse((await storedData())!).size).toBe(3)
  })
})

describe('redemption codes', () => {
  it('draws unguessable codes the exchange accepts', () => {
    const codes = new Set(Array.from({ length: 2000 }, () => randomCode()))
    expect(codes.size).toBe(2000)
    for (const code of codes) expect(code).toMatch(new RegExp(`^[A-HJ-NP-Z2-9]{${CODE_LENGTH}}$`))
  })

  it('an operator issues a batch of a gift: listed, downloadable as CSV, audited without the codes; a visitor redeems one for its gift', async () => {
    const cookie = await signIn('operator@example.com')
    expect(await (await get('/admin/campaigns/edit/demo-exchange', cookie)).text()).toContain('生成兑换码')
    const issued = await post(CODES, cookie, { gift_id: RIGHTS_GIFT, count: '3', expires_at: '2099-12-31 23:59:59' })
    expect(issued.status).toBe(200)
    const page = await issued.text()
    expect(page).toContain('已生成 3 个兑换码（90天 高级液化权益）')
    const rows = (
      await env.DB.prepare('SELECT code, batch, gift_id, expires_at FROM activity_exchange_codes WHERE batch IS NOT NULL ORDER BY code').all<{
        code: string
        batch: string
        gift_id: number
        expires_at: number
      }>()
    ).results
    expect(rows).toHaveLength(3)
    expect(new Set(rows.map((row) => row.batch)).size).toBe(1)
    expect(rows.every((row) => row.gift_id === 53 && row.expires_at === 4102415999)).toBe(true)
    for (const row of rows) expect(page).toContain(row.code)
    const batch = rows[0]!.batch

    const csv = await get(`${CODES}/${batch}`, cookie)
    expect(csv.headers.get('content-type')).toContain('text/csv')
    expect(csv.headers.get('content-disposition')).toContain(`exchange-codes-${batch}.csv`)
    const bytes = new Uint8Array(await csv.arrayBuffer())
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]) // the BOM, so Excel reads UTF-8
    const lines = new TextDecoder().decode(bytes).trim().split('\r\n')
    expect(lines[0]).toBe('兑换码,权益,有效期至,状态')
    expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual(rows.map((row) => row.code))
    expect(lines[1]).toContain('未使用')

    const [entry] = await audited('activity.codes.issue')
    expect(entry).toMatchObject({ actor_email: 'operator@example.com', target: 'activity:demo-exchange' })
    expect(JSON.parse(entry!.after_json)).toMatchObject({ batch, gift_id: 53, count: 3, expires_at: 4102415999 })
    for (const row of rows) expect(entry!.after_json).not.toContain(row.code)

    const jar = await activityLogin('13700137802')
    const redeemed = await call<{ gifts: { name: string }[]; credited: boolean }>(activityCalls.exchange.path, {
      body: { uuid: 'demo-exchange', code: rows[1]!.code.toLowerCase() },
      jar,
    })
    expect(redeemed.data).toMatchObject({ credited: true, gifts: [{ name: '高级液化权益' }] })
    expect(await (await get('/admin/campaigns/edit/demo-exchange', cookie)).text()).toMatch(
      new RegExp(`${batch}</code></td><td>90天 高级液化权益</td><td>3</td><td>1</td>`),
    )
  })

  it('refuses a bad form with the values kept: no gift, a count out of range, an expiry past or malformed; nothing issued or audited', async () => {
    const cookie = await signIn('operator@example.com')
    await expectFormKept(await post(CODES, cookie, { gift_id: '', count: '5', expires_at: '' }), '请选择兑换码对应的赠品', '5')
    await expectFormKept(await post(CODES, cookie, { gift_id: '1', count: '5', expires_at: '' }), '请选择兑换码对应的赠品', '5') // another activity's gift
    await expectFormKept(await post(CODES, cookie, { gift_id: RIGHTS_GIFT, count: '1001', expires_at: '' }), '生成数量为 1-1000 的整数', '1001')
    await expectFormKept(await post(CODES, cookie, { gift_id: RIGHTS_GIFT, count: '0', expires_at: '' }), '生成数量为 1-1000 的整数', '0')
    await expectFormKept(
      await post(CODES, cookie, { gift_id: RIGHTS_GIFT, count: '5', expires_at: '2020-01-01 00:00:00' }),
      '有效期须晚于现在',
      '2020-01-01 00:00:00',
    )
    await expectFormKept(await post(CODES, cookie, { gift_id: RIGHTS_GIFT, count: '5', expires_at: '明天' }), '有效期格式为', '明天')
    // Codes are redeemed on exchange pages only.
    expect((await post('/admin/campaigns/edit/demo-group/codes', cookie, { gift_id: '1', count: '5', expires_at: '' })).status).toBe(400)
    expect(await codeCount()).toBe(0)
    expect(await audited('activity.codes.issue')).toEqual([])
  })

  it('only an operator may issue or download codes', async () => {
    const operator = await signIn('operator@example.com')
    expect((await post(CODES, operator, { gift_id: RIGHTS_GIFT, count: '1', expires_at: '' })).status).toBe(200)
    const batch = (await env.DB.prepare('SELECT batch FROM activity_exchange_codes WHERE batch IS NOT NULL').first<string>('batch'))!
    for (const email of ['viewer@example.com', 'finance@example.com']) {
      const cookie = await signIn(email)
      expect((await post(CODES, cookie, { gift_id: RIGHTS_GIFT, count: '1', expires_at: '' })).status).toBe(403)
      expect((await get(`${CODES}/${batch}`, cookie)).status).toBe(403)
    }
    expect(await codeCount()).toBe(1)
    expect((await get(`${CODES}/BAAAAAAAAAAA`, operator)).status).toBe(404)
  })
})
