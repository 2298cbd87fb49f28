import { env } from 'cloudflare:workers'
import { beforeAll, describe, expect, it } from 'vitest'
import { HEADERS, WEB_APP_ID } from '../../shared/api'
import { POLICY_PAGES } from '../../shared/routes'
import { request } from '../test/helpers'
import { resetDatabase } from '../test/resetDatabase'

const headers = { [HEADERS.appId]: WEB_APP_ID }

beforeAll(async () => {
  await resetDatabase()
  await env.CACHE.delete('cache:main:ow-config') // a config cached by another test file predates the demo values
})

describe('the operator in the global config, the footer and the policies', () => {
  it('GET /v1/ow/config names the operator, its records and customer service (demo values)', async () => {
    const body = (await (await request('/api/main/v1/ow/config', { headers })).json()) as { data: Record<string, unknown> }
    expect(body.data).toMatchObject({
      company_name: '深圳光影智能科技有限公司',
      icp_record: '粤ICP备2026000000号-1',
      police_record: '粤公网安备44030502000000号',
      police_record_code: '44030502000000',
      service_hotline: '400-800-0000',
      official_account_qr: '/official-account-qr.svg',
    })
  })

  it('the server renders the footer with the records linked to their record sites', async () => {
    const html = await (await request('/help')).text()
    expect(html).toContain('href="https://beian.miit.gov.cn/"')
    expect(html).toContain('粤ICP备2026000000号-1')
    expect(html).toContain('https://beian.mps.gov.cn/#/query/webSearch?code=44030502000000')
    for (const page of POLICY_PAGES) expect(html).toContain(`href="${page.path}"`)
  })

  it.each(POLICY_PAGES.map((page) => [page.path, page] as const))('%s is server-rendered text naming the brand and the operator', async (path, page) => {
    const response = await request(path)
    expect(response.status).toBe(200)
    const html = await response.text()
    expect(html).toContain(`<title>光影修图${page.label}</title>`)
    expect(html).toContain('data-testid="policy"')
    expect(html).toContain('深圳光影智能科技有限公司')
  })

  it("the activity API's protocol list and the pay API's agreements point at these pages", async () => {
    const protocol = (await (await request('/api/main/v1/protocol', { headers })).json()) as { data: { list: { url: string }[] } }
    expect(protocol.data.list.map((each) => each.url)).toEqual(['/agreement/user', '/agreement/privacy', '/agreement/auto-renewal'])
    for (const [name, path] of [
      ['pay_agreement', '/agreement/membership'],
      ['auto_renew_agreement', '/agreement/auto-renewal'],
    ]) {
      const info = (await (await request(`/api/pay/v1/url/info?name=${name}`, { headers })).json()) as { data: { url: string } }
      expect(new URL(info.data.url).pathname).toBe(path)
    }
  })
})

describe('honest statuses', () => {
  it.each([
    ['/guide/9999', 404],
    ['/guide/not-a-number', 404],
    ['/article?id=9999', 404],
    ['/guide/1', 200],
    ['/article?id=1', 200],
    ['/article', 200],
  ] as const)('%s answers %i', async (path, status) => {
    const response = await request(path)
    expect(response.status).toBe(status)
    const html = await response.text()
    if (status === 404) expect(html).toMatch(/教程不存在|文章不存在/)
  })
})
