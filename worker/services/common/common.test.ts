import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { beforeEach, describe, expect, it } from 'vitest'
import { HEADERS, WEB_APP_ID } from '../../../shared/api'
import { commonCalls, CONSULTATION_MESSAGES } from '../../../shared/contracts/common'
import {
  cityListResponse,
  consultationCreateResponse,
  cooperationTransferResponse,
  provinceListResponse,
  sandboxSubmissionsResponse,
  type ConsultationCreateRequest,
  type CooperationTransferRequest,
} from '../../../shared/contracts/schemas/common'
import { CONTENT_MESSAGES, contentCalls } from '../../../shared/contracts/content'
import {
  articleDetailResponse,
  articleListResponse,
  guideDetailResponse,
  guideListResponse,
  helpListResponse,
  portfolioWorkResponse,
  portfolioWorksResponse,
  portfolioYearsResponse,
  productResponse,
  searchResponse,
} from '../../../shared/contracts/schemas/content'
import { DownloadAppType, downloadCalls, SodaAppType } from '../../../shared/contracts/download'
import { downloadInfoResponse } from '../../../shared/contracts/schemas/download'
import { ServerCode } from '../../../shared/enums'
import { SERVER_MESSAGES, VALIDATION_MESSAGES } from '../../../shared/messages'
import app from '../../app'
import type { Bindings } from '../../env'
import { api, codeFor, wrongMd5 } from '../../test/accounts'
import { resetDatabase } from '../../test/resetDatabase'
import { ORIGIN, request } from '../../test/helpers'

const apiPath = (path: string) => `/api/main${path}`

async function getJson(path: string) {
  const response = await request(apiPath(path))
  return { status: response.status, body: (await response.json()) as { code: number; msg: string; data: unknown } }
}

async function post(path: string, body: unknown, headers: Record<string, string> = {}) {
  const response = await request(apiPath(path), {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: ORIGIN, [HEADERS.appId]: WEB_APP_ID, ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
  return { status: response.status, body: (await response.json()) as { code: number; msg: string; data: unknown } }
}

/** A bad request: a 400 envelope whose message is the rule's Chinese message. */
function expectBadRequest(result: { status: number; body: { code: number; msg: string } }, message: string) {
  expect(result.status).toBe(400)
  expect(result.body).toMatchObject({ code: 400, msg: message })
}

describe('GET /v1/download/info', () => {
  it('serves the six platform entries with their keys, app types and both channels', async () => {
    const { status, body } = await getJson(downloadCalls.info.path)
    expect(status).toBe(200)
    const info = downloadInfoResponse.parse(body).data
    expect(info.platforms.map((entry) => [entry.platform_type, entry.app_type])).toEqual([
      ['mac', DownloadAppType.Mac],
      ['mac_arm', DownloadAppType.MacARM],
      ['win', DownloadAppType.Win],
      ['iPad', DownloadAppType.iPad],
      ['iPhone', DownloadAppType.iPhone],
      ['android', DownloadAppType.Android],
    ])
    const mac = info.platforms.find((entry) => entry.platform_type === 'mac')!
    const macArm = info.platforms.find((entry) => entry.platform_type === 'mac_arm')!
    expect([mac.alternate, macArm.alternate]).toEqual(['mac_arm', 'mac'])
    expect(mac.tip).toContain('Intel')
    expect(macArm.tip).toContain('Apple 芯片')
    expect(mac.releases.map((release) => release.channel)).toEqual([5, 6])
    expect(info.share_links).toHaveLength(3)
  })

  it('serves only the asked-for channel, newest release first', async () => {
    await env.DB.prepare(
      "INSERT INTO download_releases (app, platform_type, channel, version, url, released_at) VALUES (1, 'win', 5, '6.7.0', 'https://dl.retouch.example/old.exe', 1000)",
    ).run()
    const stable = downloadInfoResponse.parse((await getJson(`${downloadCalls.info.path}?channel=5`)).body).data
    const win = stable.platforms.find((entry) => entry.platform_type === 'win')!
    expect(win.releases).toHaveLength(1)
    expect(win.releases[0]).toMatchObject({ channel: 5, version: '6.8.0' })
    const trial = downloadInfoResponse.parse((await getJson(`${downloadCalls.info.path}?channel=6`)).body).data
    expect(trial.platforms.find((entry) => entry.platform_type === 'win')!.releases[0]).toMatchObject({ channel: 6, version: '6.9.0-beta.2' })
    // iPhone has no early-access build: its entry stays, with no release.
    expect(trial.platforms.find((entry) => entry.platform_type === 'iPhone')!.releases).toEqual([])
    await env.DB.prepare("DELETE FROM download_releases WHERE version = '6.7.0'").run()
  })

  it('serves PixSoda with the second app-type id set', async () => {
    const info = downloadInfoResponse.parse((await getJson(`${downloadCalls.info.path}?app=2`)).body).data
    expect(info.platforms.map((entry) => entry.app_type)).toEqual([SodaAppType.Mac, SodaAppType.MacARM, SodaAppType.Win])
  })

  it('answers a bad channel or app with a 400 and a Chinese message', async () => {
    expectBadRequest(await getJson(`${downloadCalls.info.path}?channel=7`), '不支持的版本通道')
    expectBadRequest(await getJson(`${downloadCalls.info.path}?channel=abc`), '不支持的版本通道')
    expectBadRequest(await getJson(`${downloadCalls.info.path}?app=4`), '不支持的产品')
  })
})

describe('content calls', () => {
  it('lists guides and serves a guide as blocks', async () => {
    const guides = guideListResponse.parse((await getJson(contentCalls.guides.path)).body).data
    expect(guides.length).toBeGreaterThanOrEqual(6)
    const guide = guideDetailResponse.parse((await getJson(`${contentCalls.guide.path}?id=${guides[0]!.id}`)).body).data
    expect(guide.title).toBe(guides[0]!.title)
    expect(guide.blocks.some((block) => block.type === 'heading')).toBe(true)
    expect(guide.blocks.some((block) => block.type === 'item')).toBe(true)
  })

  it('answers a bad guide id with 400 and an unknown one with 404', async () => {
    expectBadRequest(await getJson(`${contentCalls.guide.path}?id=abc`), CONTENT_MESSAGES.guideId)
    expectBadRequest(await getJson(contentCalls.guide.path), CONTENT_MESSAGES.guideId)
    const missing = await getJson(`${contentCalls.guide.path}?id=9999`)
    expect(missing.status).toBe(404)
    expect(missing.body.msg).toBe(CONTENT_MESSAGES.guideMissing)
  })

  it('serves help entries, articles and an article', async () => {
    const help = helpListResponse.parse((await getJson(contentCalls.help.path)).body).data
    expect(help.length).toBeGreaterThanOrEqual(10)
    const articles = articleListResponse.parse((await getJson(contentCalls.articles.path)).body).data
    const dates = articles.map((article) => article.published_at)
    expect(dates).toEqual([...dates].sort((a, b) => b - a))
    const article = articleDetailResponse.parse((await getJson(`${contentCalls.article.path}?id=${articles[0]!.id}`)).body).data
    expect(article.blocks.length).toBeGreaterThan(0)
    expectBadRequest(await getJson(`${contentCalls.article.path}?id=-1`), CONTENT_MESSAGES.articleId)
  })

  it('serves portfolio works by year and a work', async () => {
    const years = portfolioYearsResponse.parse((await getJson(contentCalls.portfolioYears.path)).body).data
    expect(years.map((year) => year.year)).toEqual([2024, 2023, 2022])
    const works = portfolioWorksResponse.parse((await getJson(`${contentCalls.portfolioWorks.path}?year=2024`)).body).data
    expect(works.works).toHaveLength(years[0]!.count)
    expect(works.works.every((work) => work.year === 2024)).toBe(true)
    const work = portfolioWorkResponse.parse((await getJson(`${contentCalls.portfolioWork.path}?year=2024&slug=${works.works[0]!.slug}`)).body).data
    expect(work.tools.length).toBeGreaterThan(0)
    expectBadRequest(await getJson(`${contentCalls.portfolioWorks.path}?year=19`), CONTENT_MESSAGES.year)
    expect((await getJson(`${contentCalls.portfolioWorks.path}?year=2019`)).status).toBe(404)
    expectBadRequest(await getJson(`${contentCalls.portfolioWork.path}?year=2024&slug=..%2Fetc`), CONTENT_MESSAGES.works)
    expect((await getJson(`${contentCalls.portfolioWork.path}?year=2024&slug=nothing-here`)).status).toBe(404)
  })

  it('serves the product pages', async () => {
    const ipad = productResponse.parse((await getJson(`${contentCalls.product.path}?key=ipad`)).body).data
    expect(ipad).toMatchObject({ key: 'ipad', app: 1, platforms: ['iPad'] })
    expect(ipad.features.length).toBeGreaterThan(0)
    const soda = productResponse.parse((await getJson(`${contentCalls.product.path}?key=pixsoda`)).body).data
    expect(soda.app).toBe(2)
    expectBadRequest(await getJson(`${contentCalls.product.path}?key=watch`), CONTENT_MESSAGES.product)
  })

  it('searches guides, help entries and articles', async () => {
    const result = searchResponse.parse((await getJson(`${contentCalls.search.path}?keyword=${encodeURIComponent('芯片')}`)).body).data
    expect(result.keyword).toBe('芯片')
    expect(result.guides.map((guide) => guide.id)).toContain(1)
    expect(result.help.map((entry) => entry.id)).toContain(2)
    expect(result.articles.map((article) => article.id)).toContain(1)
    const none = searchResponse.parse((await getJson(`${contentCalls.search.path}?keyword=${encodeURIComponent('不存在的词')}`)).body).data
    expect([none.guides, none.help, none.articles]).toEqual([[], [], []])
  })

  it('matches % and _ literally and refuses an empty or long keyword', async () => {
    // Unescaped, '3_%' would match any '3' followed by anything; escaped it appears nowhere.
    const wildcard = searchResponse.parse((await getJson(`${contentCalls.search.path}?keyword=${encodeURIComponent('3_%')}`)).body).data
    expect([wildcard.guides, wildcard.help, wildcard.articles]).toEqual([[], [], []])
    const literal = searchResponse.parse((await getJson(`${contentCalls.search.path}?keyword=${encodeURIComponent('30%')}`)).body).data
    expect(literal.articles.map((article) => article.id)).toEqual([1])
    expectBadRequest(await getJson(contentCalls.search.path), CONTENT_MESSAGES.keyword)
    expectBadRequest(await getJson(`${contentCalls.search.path}?keyword=%20%20`), CONTENT_MESSAGES.keyword)
    expectBadRequest(await getJson(`${contentCalls.search.path}?keyword=${'修'.repeat(31)}`), CONTENT_MESSAGES.keywordTooLong)
  })
})

describe('regions', () => {
  it('lists the provinces and the cities of one', async () => {
    const provinces = provinceListResponse.parse((await getJson(commonCalls.provinces.path)).body).data
    expect(provinces).toHaveLength(34)
    expect(provinces).toContainEqual({ id: 110000, name: '北京市' })
    expect(provinces).toContainEqual({ id: 420000, name: '湖北省' })
    const hubei = cityListResponse.parse((await getJson(`${commonCalls.cities.path}?province_id=420000`)).body).data
    expect(hubei).toContainEqual({ id: 420100, name: '武汉市' })
    expect(hubei.every((city) => String(city.id).startsWith('42'))).toBe(true)
    const beijing = cityListResponse.parse((await getJson(`${commonCalls.cities.path}?province_id=110000`)).body).data
    expect(beijing).toEqual([{ id: 110100, name: '北京市' }])
  })

  it('refuses a missing, malformed or unknown province', async () => {
    expectBadRequest(await getJson(commonCalls.cities.path), CONSULTATION_MESSAGES.province)
    expectBadRequest(await getJson(`${commonCalls.cities.path}?province_id=abc`), CONSULTATION_MESSAGES.province)
    expectBadRequest(await getJson(`${commonCalls.cities.path}?province_id=990000`), CONSULTATION_MESSAGES.province)
  })
})

const PERSON: ConsultationCreateRequest = { type: 1, consumer_type: 2, month_ps_count_id: 6, phone: '13712345678', content: '想了解批量修图' }
const ENTERPRISE: ConsultationCreateRequest = { type: 2, consumer_type: 6, month_ps_count_id: 9, name: '光影婚纱摄影', phone: '15912345678' }
const MARKET: CooperationTransferRequest = {
  cooperation_select: [1, 3],
  name: '王经理',
  contract: '18612345678',
  company: '某某影像科技',
  province_id: 420000,
  province_name: '湖北省',
  city_id: 420100,
  city_name: '武汉市',
  job: '渠道总监',
  cooperation_desc: '',
}

describe('POST /v1/web/consultation/create', () => {
  beforeEach(() => resetDatabase())

  it('stores a person and an enterprise consultation', async () => {
    const person = await post(commonCalls.consultationCreate.path, PERSON)
    expect(person.status).toBe(200)
    const { id } = consultationCreateResponse.parse(person.body).data
    const row = await env.DB.prepare('SELECT * FROM consultations WHERE id = ?').bind(id).first()
    expect(row).toMatchObject({ type: 1, consumer_type: 2, month_ps_count_id: 6, phone: '13712345678', content: '想了解批量修图', name: '' })
    const enterprise = consultationCreateResponse.parse((await post(commonCalls.consultationCreate.path, ENTERPRISE)).body).data
    expect(await env.DB.prepare('SELECT name, type FROM consultations WHERE id = ?').bind(enterprise.id).first()).toEqual({ name: '光影婚纱摄影', type: 2 })
  })

  it.each([
    ['no type', { ...PERSON, type: undefined }, CONSULTATION_MESSAGES.type],
    ['market type on this call', { ...PERSON, type: 3 }, CONSULTATION_MESSAGES.type],
    ['an enterprise consumer type on the person form', { ...PERSON, consumer_type: 4 }, CONSULTATION_MESSAGES.personConsumerType],
    ['a person count on the enterprise form', { ...ENTERPRISE, month_ps_count_id: 5 }, CONSULTATION_MESSAGES.monthlyCount],
    ['an enterprise without a name', { ...ENTERPRISE, name: '  ' }, CONSULTATION_MESSAGES.enterpriseName],
    ['no phone', { ...PERSON, phone: '' }, VALIDATION_MESSAGES.phoneRequired],
    ['a landline', { ...PERSON, phone: '01012345678' }, VALIDATION_MESSAGES.phone],
    ['a 12-digit phone', { ...PERSON, phone: '137123456789' }, VALIDATION_MESSAGES.phone],
    ['a plain verification code', { ...PERSON, verify_code: '123456' }, VALIDATION_MESSAGES.verifyCode],
    ['501 characters of content', { ...PERSON, content: '字'.repeat(501) }, CONSULTATION_MESSAGES.contentTooLong],
  ])('refuses %s with its message', async (_, body, message) => {
    expectBadRequest(await post(commonCalls.consultationCreate.path, body), message)
    expect(await env.DB.prepare('SELECT COUNT(*) AS n FROM consultations').first('n')).toBe(0)
  })

  it('spends a correct verification code and records the phone as verified', async () => {
    const phone = '13712340001'
    const verify_code = await codeFor(phone)
    const result = await api<{ id: number }>(commonCalls.consultationCreate.path, { body: { ...PERSON, phone, verify_code } })
    expect(result).toMatchObject({ status: 200, code: 0 })
    expect(await env.DB.prepare('SELECT phone_verified FROM consultations WHERE id = ?').bind(result.data.id).first('phone_verified')).toBe(1)
    // Spent: the same code does not verify a second submission.
    const again = await api(commonCalls.consultationCreate.path, { body: { ...PERSON, phone, verify_code } })
    expect(again.code).toBe(ServerCode.VerifyCodeExpired)
  })

  it("refuses a wrong verification code with the user service's message and stores nothing", async () => {
    const phone = '13712340002'
    const verify_code = wrongMd5(await codeFor(phone))
    const result = await api(commonCalls.consultationCreate.path, { body: { ...PERSON, phone, verify_code } })
    expect(result).toMatchObject({ code: ServerCode.VerifyCodeWrong, msg: SERVER_MESSAGES.verifyCodeWrong })
    expect(await env.DB.prepare('SELECT COUNT(*) AS n FROM consultations').first('n')).toBe(0)
  })

  it('refuses a body that is not JSON, and a call without the app id', async () => {
    expectBadRequest(await post(commonCalls.consultationCreate.path, '{"type":'), '请求参数错误')
    expect((await post(commonCalls.consultationCreate.path, PERSON, { [HEADERS.appId]: '' })).status).toBe(403)
  })

  it('refuses a body over 16 KB before reading it', async () => {
    const result = await post(commonCalls.consultationCreate.path, { ...PERSON, content: 'x'.repeat(20_000) })
    // Decision 003 (issue 7): bad input, too large included, is a 400 with a Chinese message.
    expectBadRequest(result, SERVER_MESSAGES.bodyTooLarge)
  })

  it('takes at most five submissions per phone a day', async () => {
    for (let index = 0; index < 5; index++) expect((await post(commonCalls.consultationCreate.path, PERSON)).status).toBe(200)
    const sixth = await post(commonCalls.consultationCreate.path, PERSON)
    // Decision 003 (issue 7): a rate limit is a business refusal, HTTP 200 with its code, never retried.
    expect(sixth.status).toBe(200)
    expect(sixth.body).toMatchObject({ code: ServerCode.SubmitTooOften, msg: '提交过于频繁，请明天再试' })
  })
})

describe('POST /v1/web/cooperation/transfer', () => {
  beforeEach(() => resetDatabase())

  it('stores the city split into province and city', async () => {
    const result = await post(commonCalls.cooperationTransfer.path, { ...MARKET, province_name: 'x', city_name: 'y' })
    expect(result.status).toBe(200)
    const { id } = cooperationTransferResponse.parse(result.body).data
    const row = await env.DB.prepare('SELECT * FROM cooperations WHERE id = ?').bind(id).first()
    // The stored names are the region table's, whatever the browser sent.
    expect(row).toMatchObject({
      province_id: 420000,
      province_name: '湖北省',
      city_id: 420100,
      city_name: '武汉市',
      cooperation_select: '[1,3]',
      job: '渠道总监',
    })
  })

  it.each([
    ['no cooperation direction', { ...MARKET, cooperation_select: [] }, CONSULTATION_MESSAGES.cooperationSelect],
    ['an unknown direction', { ...MARKET, cooperation_select: [6] }, CONSULTATION_MESSAGES.cooperationSelect],
    ['no name', { ...MARKET, name: '' }, CONSULTATION_MESSAGES.marketName],
    ['no contact phone', { ...MARKET, contract: undefined }, CONSULTATION_MESSAGES.contractRequired],
    ['a bad contact phone', { ...MARKET, contract: '1234' }, VALIDATION_MESSAGES.phone],
    ['no company', { ...MARKET, company: ' ' }, CONSULTATION_MESSAGES.company],
    ['no city', { ...MARKET, city_id: undefined }, CONSULTATION_MESSAGES.city],
    ['no job', { ...MARKET, job: '' }, CONSULTATION_MESSAGES.job],
    ['"other" without a description', { ...MARKET, cooperation_select: [999] }, CONSULTATION_MESSAGES.cooperationDesc],
    ['a city of another province', { ...MARKET, city_id: 110100 }, CONSULTATION_MESSAGES.cityMismatch],
  ])('refuses %s with its message', async (_, body, message) => {
    expectBadRequest(await post(commonCalls.cooperationTransfer.path, body), message)
    expect(await env.DB.prepare('SELECT COUNT(*) AS n FROM cooperations').first('n')).toBe(0)
  })
})

describe('sandbox read-back', () => {
  async function callWith(bindings: Bindings) {
    const ctx = createExecutionContext()
    const response = await app.fetch(new Request(`${ORIGIN}${apiPath(commonCalls.sandboxSubmissions.path)}`), bindings, ctx)
    await waitOnExecutionContext(ctx)
    return response
  }

  it('is not there unless the sandbox is on', async () => {
    expect((await callWith(env)).status).toBe(404)
  })

  it('lists what was submitted when the sandbox is on', async () => {
    await env.DB.prepare('DELETE FROM consultations').run()
    await post(commonCalls.consultationCreate.path, ENTERPRISE)
    const response = await callWith({ ...env, SANDBOX: 'on' })
    const data = sandboxSubmissionsResponse.parse(await response.json()).data
    expect(data.consultations[0]).toMatchObject({ name: '光影婚纱摄影', phone: '15912345678', phone_verified: false })
  })
})
