import { Hono } from 'hono'
import { familyRoot } from '../../shared/activityFamilies'
import { nowSeconds } from '../lib/clock'
import {
  ACTIVITY_FORM_FIELDS,
  emptyActivityForm,
  findActivity,
  formOfActivity,
  listActivities,
  listChannels,
  readActivityForm,
  saveActivity,
  saveChannel,
  type ActivityForm,
  type ActivityRow,
} from './campaigns'
import { activityPage, campaignsPage, type ActivityEditing } from './campaignsPage'
import { batchCodes, codesCsv, EMPTY_ISSUE, ISSUE_FIELDS, issueCodes, listBatches, type IssueForm } from './exchangeCodes'
import { familyDataText, saveFamilyData } from './familyData'
import { allowed, formOf, requireRole, type AdminContext, type AdminEnv } from './guard'
import { EMPTY_LANDING, findLanding, formOfLanding, LANDING_FIELDS, listLandings, mediaInUse, readLandingForm, saveLanding, type LandingForm } from './landings'
import { landingPage, landingsPage } from './landingsPage'
import { activityExtras, CARD_FIELDS, GIFT_FIELDS, saveCard, saveGift, type CardForm, type GiftForm } from './offers'
import { notFoundPage, type Message } from './views'

/** The console's campaign pages (issue 29): activities with their gifts and cards, channels and ad landings. */
export const campaignRoutes = new Hono<AdminEnv>()
  .get('/campaigns', requireRole('read'), async (c) => campaignsView(c))
  .get('/campaigns/new', requireRole('editCampaigns'), (c) => c.html(activityPage(c.get('viewer'), { form: emptyActivityForm(nowSeconds()), creating: true })))
  .post('/campaigns/channels', requireRole('editCampaigns'), async (c) => {
    const body = await formOf(c)
    const form = { channel: body.channel ?? '', uuid: body.uuid ?? '', note: body.note ?? '' }
    const outcome = await saveChannel(c.env, c.get('viewer'), form, nowSeconds(), c.get('requestId'))
    return campaignsView(c, { ok: outcome.ok, text: outcome.message }, outcome.ok ? undefined : form, outcome.ok ? 200 : 400)
  })
  .post('/campaigns/new', requireRole('editCampaigns'), async (c) => activitySave(c, true))
  .get('/campaigns/edit/:uuid', requireRole('editCampaigns'), async (c) => {
    const row = await findActivity(c.env.DB, c.req.param('uuid'))
    return row ? activityView(c, row) : missingActivity(c)
  })
  .post('/campaigns/edit/:uuid', requireRole('editCampaigns'), async (c) => activitySave(c, false))
  .post('/campaigns/edit/:uuid/gifts', requireRole('editCampaigns'), async (c) => extrasSave(c, 'gift'))
  .post('/campaigns/edit/:uuid/cards', requireRole('editCampaigns'), async (c) => extrasSave(c, 'card'))
  .post('/campaigns/edit/:uuid/data', requireRole('editCampaigns'), async (c) => {
    const row = await findActivity(c.env.DB, c.req.param('uuid'))
    if (!row) return missingActivity(c)
    const typed = (await formOf(c)).data ?? ''
    const outcome = await saveFamilyData(c.env.DB, c.get('viewer'), row, typed, nowSeconds(), c.get('requestId'))
    return activityView(c, row, { ok: outcome.ok, text: outcome.message }, outcome.ok ? {} : { dataText: typed })
  })
  .post('/campaigns/edit/:uuid/codes', requireRole('issueCodes'), async (c) => {
    const row = await findActivity(c.env.DB, c.req.param('uuid'))
    if (!row) return missingActivity(c)
    if (!takesCodes(row)) return activityView(c, row, { ok: false, text: '只有兑换活动可以生成兑换码' })
    const body = await formOf(c)
    const form = Object.fromEntries(ISSUE_FIELDS.map((key) => [key, body[key] ?? ''])) as IssueForm
    const outcome = await issueCodes(c.env.DB, c.get('viewer'), row, form, nowSeconds(), c.get('requestId'))
    if (!outcome.ok) return activityView(c, row, { ok: false, text: outcome.message }, { codeForm: form })
    const codes = (await batchCodes(c.env.DB, row.uuid, outcome.batch)).map((code) => code.code)
    return activityView(c, row, { ok: true, text: outcome.message }, { issued: { batch: outcome.batch, codes } })
  })
  .get('/campaigns/edit/:uuid/codes/:batch{B[A-Z0-9]{11}}', requireRole('issueCodes'), async (c) => {
    const batch = c.req.param('batch')
    const codes = await batchCodes(c.env.DB, c.req.param('uuid'), batch)
    if (codes.length === 0) return c.text('批次不存在', 404)
    return c.body(codesCsv(codes), 200, {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="exchange-codes-${batch}.csv"`,
    })
  })
  .get('/landings', requireRole('read'), async (c) =>
    c.html(landingsPage(c.get('viewer'), { rows: await listLandings(c.env.DB), canEdit: allowed(c.get('viewer').role, 'editCampaigns') })),
  )
  .get('/landings/new', requireRole('editCampaigns'), async (c) => landingView(c, EMPTY_LANDING, true))
  .post('/landings/new', requireRole('editCampaigns'), async (c) => landingSave(c, true))
  .get('/landings/edit/:key', requireRole('editCampaigns'), async (c) => {
    const row = await findLanding(c.env.DB, c.req.param('key'))
    if (!row) return c.html(notFoundPage(c.get('viewer'), '落地页不存在', { href: '/admin/landings', text: '返回落地页列表' }), 404)
    return landingView(c, formOfLanding(row), false)
  })
  .post('/landings/edit/:key', requireRole('editCampaigns'), async (c) => landingSave(c, false))

async function campaignsView(
  c: AdminContext,
  message: { ok: boolean; text: string } | null = null,
  channelForm?: { channel: string; uuid: string; note: string },
  status: 200 | 400 = 200,
) {
  const [activities, channels] = await Promise.all([listActivities(c.env.DB), listChannels(c.env.DB)])
  return c.html(
    campaignsPage(c.get('viewer'), { activities, channels, now: nowSeconds(), canEdit: allowed(c.get('viewer').role, 'editCampaigns'), message, channelForm }),
    status,
  )
}

async function activitySave(c: AdminContext, creating: boolean) {
  const body = await formOf(c)
  const form = Object.fromEntries(ACTIVITY_FORM_FIELDS.map((key) => [key, body[key] ?? ''])) as ActivityForm
  if (!creating) form.uuid = c.req.param('uuid') ?? ''
  const read = readActivityForm(form)
  const refuse = async (text: string) => {
    const row = creating ? null : await findActivity(c.env.DB, form.uuid)
    // An edit refused keeps the gifts and cards below the form as typed.
    if (row) return activityView(c, row, { ok: false, text }, {}, form)
    return c.html(activityPage(c.get('viewer'), { form, creating, message: { ok: false, text } }), 400)
  }
  if ('error' in read) return refuse(read.error)
  if (!(await saveActivity(c.env.DB, c.get('viewer'), read.row, creating, nowSeconds(), c.get('requestId'))))
    return refuse(creating ? '活动标识已被使用' : '活动不存在')
  return activityView(c, read.row, { ok: true, text: creating ? '活动已创建' : '活动已保存' })
}

const missingActivity = (c: AdminContext) => c.html(notFoundPage(c.get('viewer'), '活动不存在', { href: '/admin/campaigns', text: '返回活动列表' }), 404)

/** Codes are redeemed on exchange pages only. */
const takesCodes = (row: ActivityRow) => familyRoot(row.family) === 'exchange'

/** What an edit page shows as typed after a refusal (or the codes just issued) instead of what is saved. */
type Typed = Pick<ActivityEditing, 'typedGift' | 'typedCard'> & {
  dataText?: string
  codeForm?: IssueForm
  issued?: { batch: string; codes: string[] }
}

/** An activity's edit page: its form, gifts, cards, data and codes (a refused form as typed), and the preview. */
async function activityView(c: AdminContext, row: ActivityRow, message: Message = null, typed: Typed = {}, form: ActivityForm = formOfActivity(row)) {
  const db = c.env.DB
  const [extras, dataText, batches] = await Promise.all([
    activityExtras(db, row.uuid),
    familyDataText(db, row.uuid),
    takesCodes(row) ? listBatches(db, row.uuid) : null,
  ])
  const editing: ActivityEditing = {
    ...extras,
    typedGift: typed.typedGift,
    typedCard: typed.typedCard,
    dataText: typed.dataText ?? dataText,
    codes: batches ? { batches, form: typed.codeForm ?? EMPTY_ISSUE, issued: typed.issued } : undefined,
  }
  return c.html(activityPage(c.get('viewer'), { form, creating: false, message, editing }), message && !message.ok ? 400 : 200)
}

async function landingView(c: AdminContext, form: LandingForm, creating: boolean, message: Message = null) {
  const media = mediaInUse(await listLandings(c.env.DB))
  return c.html(landingPage(c.get('viewer'), { form, creating, media, message }), message && !message.ok ? 400 : 200)
}

async function landingSave(c: AdminContext, creating: boolean) {
  const body = await formOf(c)
  const form = Object.fromEntries(LANDING_FIELDS.map((key) => [key, body[key] ?? ''])) as LandingForm
  if (!creating) form.key = c.req.param('key') ?? ''
  const read = readLandingForm(form)
  if ('error' in read) return landingView(c, form, creating, { ok: false, text: read.error })
  if (!(await saveLanding(c.env.DB, c.get('viewer'), read.row, creating, nowSeconds(), c.get('requestId'))))
    return landingView(c, form, creating, { ok: false, text: creating ? '落地页标识已被使用' : '落地页不存在' })
  return landingView(c, formOfLanding(read.row), false, { ok: true, text: creating ? '落地页已创建' : '落地页已保存' })
}

async function extrasSave(c: AdminContext, kind: 'gift' | 'card') {
  const row = await findActivity(c.env.DB, c.req.param('uuid') ?? '')
  if (!row) return missingActivity(c)
  const body = await formOf(c)
  const remove = body.action === 'delete'
  const at = [c.get('viewer'), row.uuid] as const
  if (kind === 'gift') {
    const form = Object.fromEntries(GIFT_FIELDS.map((key) => [key, body[key] ?? ''])) as GiftForm
    const outcome = await saveGift(c.env.DB, ...at, form, remove, nowSeconds(), c.get('requestId'))
    return activityView(c, row, { ok: outcome.ok, text: outcome.message }, outcome.ok ? {} : { typedGift: form })
  }
  const form = Object.fromEntries(CARD_FIELDS.map((key) => [key, body[key] ?? ''])) as CardForm
  const outcome = await saveCard(c.env.DB, ...at, form, remove, nowSeconds(), c.get('requestId'))
  return activityView(c, row, { ok: outcome.ok, text: outcome.message }, outcome.ok ? {} : { typedCard: form })
}
