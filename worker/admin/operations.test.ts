import { env } from 'cloudflare:workers'
import { beforeEach, describe, expect, it } from 'vitest'
import { parseChinaTime } from '../../shared/chinaTime'
import { callPath, DEMO } from '../test/accounts'
import { resetDatabase } from '../test/resetDatabase'
import { GLOBAL_CONFIG_CACHE_KEY } from '../services/main/config'
import { adminGet as get, adminPost as post, adminSignIn as signIn, expectFormKept } from '../test/admin'

async function balance(userId: number): Promise<number> {
  const row = await env.DB.prepare('SELECT COALESCE(SUM(points), 0) AS total FROM points_records WHERE org_id = (SELECT org_id FROM users WHERE id = ?)')
    .bind(userId)
    .first<{ total: number }>()
  return row!.total
}

const audits = async (action: string) =>
  (
    await env.DB.prepare('SELECT actor_email, target, before_json, after_json FROM admin_audit WHERE action = ? ORDER BY id')
      .bind(action)
      .all<Record<string, string>>()
  ).results

beforeEach(resetDatabase)

describe('points adjustments', () => {
  it('credits a list of phones once per batch, skips unknown phones, audits each credit', async () => {
    const cookie = await signIn('operator@example.com')
    const page = await (await get('/admin/points', cookie)).text()
    const batch = /name="batch" value="([\w-]+)"/.exec(page)![1]!
    const before = { main: await balance(DEMO.main.id), vip: await balance(DEMO.vip.id) }
    const form = { phones: `${DEMO.main.phone}\n${DEMO.vip.phone},70\n13700137000`, points: '30', type: '11', batch, note: '活动补发' }
    // A double click: the same form twice, at once.
    const [first, second] = await Promise.all([post('/admin/points', cookie, form), post('/admin/points', cookie, form)])
    expect([first.status, second.status]).toEqual([200, 200])
    expect(await balance(DEMO.main.id)).toBe(before.main + 30)
    expect(await balance(DEMO.vip.id)).toBe(before.vip + 70)
    const shown = (await first.text()) + (await second.text())
    expect(shown).toContain('没有此手机号的账号，未发放')
    expect(shown).toContain('本批次已发放过，未重复发放')
    const entries = await audits('points.adjust')
    expect(entries.map((entry) => entry.target).sort()).toEqual([DEMO.main.phone, DEMO.vip.phone].sort())
    expect(JSON.parse(entries.find((entry) => entry.target === DEMO.vip.phone)!.after_json!)).toMatchObject({
      balance: before.vip + 70,
      points: 70,
      type: 11,
      batch,
    })
    expect(entries.every((entry) => entry.actor_email === 'operator@example.com')).toBe(true)
  })

  it('refuses bad input with a Chinese message, keeps what was typed, and credits nothing', async () => {
    const cookie = await signIn('finance@example.com')
    const before = await balance(DEMO.main.id)
    for (const [form, message] of [
      [{ phones: '1380013800', points: '10', type: '2', batch: 'b1', note: '' }, '手机号格式不正确'],
      [{ phones: `${DEMO.main.phone}\n12`, points: '10', type: '11', batch: 'b1', note: '' }, '第 2 行：手机号格式不正确'],
      [{ phones: DEMO.main.phone, points: '-5', type: '2', batch: 'b1', note: '' }, '积分须为 1 至 10000000 的整数'],
      [{ phones: DEMO.main.phone, points: '10', type: '5', batch: 'b1', note: '' }, '请选择调整类型'],
      [{ phones: '', points: '10', type: '2', batch: 'b1', note: '' }, '请填写手机号'],
    ] as const) {
      const response = await post('/admin/points', cookie, form)
      expect(response.status, message).toBe(400)
      const text = await response.text()
      expect(text).toContain(message)
      expect(text).toContain(`value="${form.points}"`)
    }
    expect(await balance(DEMO.main.id)).toBe(before)
    expect(await audits('points.adjust')).toEqual([])
  })

  it('lets a viewer look but not adjust', async () => {
    const cookie = await signIn('viewer@example.com')
    expect(await (await get('/admin/points', cookie)).text()).toContain('你的角色只能查看')
    const refused = await post('/admin/points', cookie, { phones: DEMO.main.phone, points: '10', type: '2', batch: 'v1', note: '' })
    expect(refused.status).toBe(403)
    expect(await audits('points.adjust')).toEqual([])
  })
})

describe('global configuration', () => {
  it('an operator changes the footer and a window: validated, audited, and the next config read shows it', async () => {
    const cookie = await signIn('operator@example.com')
    const page = await (await get('/admin/config', cookie)).text()
    const form = Object.fromEntries([...page.matchAll(/<input name="(\w+)" value="([^"]*)"/g)].map((match) => [match[1]!, match[2]!]))
    for (const match of page.matchAll(/<input type="checkbox" name="(\w+)" checked/g)) form[match[1]!] = 'on'
    const switchesBefore = await env.DB.prepare('SELECT is_open_storage, is_open_aigc, is_free_plan_open FROM ow_config WHERE id = 1').first()
    await env.CACHE.put(GLOBAL_CONFIG_CACHE_KEY, '{"stale":true}')

    // The same edit, with the seckill window the wrong way round and then the right way.
    const saveWindow = (start: string, end: string) =>
      post('/admin/config', cookie, { ...form, company_name: '新公司', seckill_purchase_start_at: start, seckill_purchase_end_at: end })
    const bad = await saveWindow('2026-12-02 10:00:00', '2026-12-01 10:00:00')
    await expectFormKept(bad, '秒杀购买的结束时间须晚于开始时间', '新公司')
    expect(await audits('config.update')).toEqual([])

    const saved = await saveWindow('2026-12-01 10:00:00', '2026-12-02 10:00:00')
    expect(saved.status).toBe(200)
    expect(await saved.text()).toContain('已保存')
    expect(await env.CACHE.get(GLOBAL_CONFIG_CACHE_KEY)).toBeNull()
    const row = await env.DB.prepare('SELECT company_name, seckill_purchase_start_at FROM ow_config WHERE id = 1').first<{
      company_name: string
      seckill_purchase_start_at: number
    }>()
    expect(row).toEqual({ company_name: '新公司', seckill_purchase_start_at: parseChinaTime('2026-12-01 10:00:00') })
    // What the operator did not touch is kept as it was.
    expect(await env.DB.prepare('SELECT is_open_storage, is_open_aigc, is_free_plan_open FROM ow_config WHERE id = 1').first()).toEqual(switchesBefore)
    const [entry] = await audits('config.update')
    expect(JSON.parse(entry!.after_json!)).toMatchObject({ company_name: '新公司' })
    const config = await (await callPath('/api/main/v1/ow/config')).json<{ data: { company_name: string } }>()
    expect(config.data.company_name).toBe('新公司')
  })

  it('only an operator may save; finance and viewers read', async () => {
    for (const email of ['viewer@example.com', 'finance@example.com']) {
      const cookie = await signIn(email)
      expect((await get('/admin/config', cookie)).status).toBe(200)
      expect((await post('/admin/config', cookie, { company_name: 'x' })).status, email).toBe(403)
    }
    expect(await audits('config.update')).toEqual([])
  })
})
