import { env } from 'cloudflare:workers'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { CONTENT_VERSION_TRUST_MS } from '../edge/pageCache'
import { callPath } from '../test/accounts'
import { adminGet as get, adminPost as post, adminSignIn as signIn, expectFormKept } from '../test/admin'
import { resetDatabase } from '../test/resetDatabase'

const LANDING = {
  key: '77',
  platform: 'baidu',
  headline: '影楼后期外包太贵？',
  subline: 'AI 批量精修，一套婚纱照 3 分钟出片',
  hero_before: 'skin-blemish-before',
  hero_after: 'skin-blemish-after',
  showcases: '中性灰磨皮 | 保留毛孔质感 | skin-grey-before | skin-grey-after\n智能瘦脸 | 下颌线自然收窄 | shape-face-before | shape-face-after',
  proof: '60 万+ | 摄影师在用\n10倍 | 批量出片提速',
  share_title: '影楼后期外包太贵？试试光影修图',
  share_description: 'AI 批量精修，一套婚纱照 3 分钟出片。',
}

/** A browser's visit to the landing, as an anonymous visitor (the page the edge may keep). */
async function landingText(key: string): Promise<string> {
  const response = await callPath(`/ad/${key}`, { headers: { accept: 'text/html' } })
  expect(response.status).toBe(200)
  return response.text()
}

beforeEach(resetDatabase)
afterEach(() => vi.useRealTimers())

/** Past the time a read content version is trusted (decision 013): an edit shows on every page by then. */
function afterVersionTrust(): void {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(Date.now() + CONTENT_VERSION_TRUST_MS)
}

describe('ad landings', () => {
  it('an operator creates and edits a landing: bad input keeps the form and changes nothing, /ad/<id> shows the new text within the time a content version is trusted, audited', async () => {
    const cookie = await signIn('operator@example.com')
    const bad = await post('/admin/landings/new', cookie, { ...LANDING, showcases: '中性灰磨皮 | 保留毛孔质感 | skin-grey-before' })
    await expectFormKept(bad, '案例每行一个：标题 | 说明 | 修图前图片 | 修图后图片，最多 6 个', '影楼后期外包太贵？')
    expect(await env.DB.prepare("SELECT COUNT(*) AS n FROM ad_landings WHERE key = '77'").first('n')).toBe(0)

    expect((await post('/admin/landings/new', cookie, LANDING)).status).toBe(200)
    expect((await post('/admin/landings/new', cookie, LANDING)).status).toBe(400) // the key is taken
    expect(await landingText('77')).toContain('影楼后期外包太贵？')

    const refused = await post('/admin/landings/edit/77', cookie, { ...LANDING, headline: '婚纱照一晚修完', hero_after: 'Not A Name' })
    expect(refused.status).toBe(400)
    expect(await refused.text()).toContain('value="婚纱照一晚修完"')
    expect(await landingText('77')).toContain('影楼后期外包太贵？')

    expect((await post('/admin/landings/edit/77', cookie, { ...LANDING, headline: '婚纱照一晚修完' })).status).toBe(200)
    afterVersionTrust()
    const page = await landingText('77')
    expect(page).toContain('婚纱照一晚修完')
    expect(page).not.toContain('影楼后期外包太贵？</')

    const audit = await env.DB.prepare("SELECT action, after_json FROM admin_audit WHERE target = 'landing:77' ORDER BY id").all<{
      action: string
      after_json: string
    }>()
    expect(audit.results.map((row) => row.action)).toEqual(['landing.create', 'landing.update'])
    expect(JSON.parse(audit.results[1]!.after_json)).toMatchObject({ headline: '婚纱照一晚修完' })
    const form = await (await get('/admin/landings/edit/77', cookie)).text()
    expect(form).toContain('中性灰磨皮 | 保留毛孔质感 | skin-grey-before | skin-grey-after')
  })

  it('lets viewers and finance read the list but not edit', async () => {
    for (const email of ['viewer@example.com', 'finance@example.com']) {
      const cookie = await signIn(email)
      const list = await get('/admin/landings', cookie)
      expect(list.status).toBe(200)
      expect(await list.text()).toContain('<code>baidu</code>')
      expect((await post('/admin/landings/edit/baidu', cookie, { ...LANDING, key: 'baidu' })).status, email).toBe(403)
      expect((await post('/admin/landings/new', cookie, LANDING)).status, email).toBe(403)
    }
  })
})
