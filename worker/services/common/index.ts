import { commonCalls, CONSULTATION_MESSAGES } from '../../../shared/contracts/common'
import { CONTENT_MESSAGES, contentCalls } from '../../../shared/contracts/content'
import { downloadCalls } from '../../../shared/contracts/download'
import { failure, ok } from '../../../shared/contracts/envelope'
import { LoginType, ServerCode } from '../../../shared/enums'
import { readConfig } from '../../env'
import { nowSeconds } from '../../lib/clock'
import { spendCode } from '../../auth/codes'
import { createServiceApp, ServiceError } from '../../lib/serviceApp'
import { servesCalls } from '../../lib/serve'
import {
  listCities,
  listProvinces,
  readSubmissions,
  resolveCity,
  storeConsultation,
  storeCooperation,
  tooManyConsultations,
  tooManyCooperations,
} from './consultation'
import { listArticles, listGuides, listHelp, listPortfolioYears, readArticle, readGuide, readPortfolioYear, readProduct, readWork, search } from './content'
import { readDownloadInfo } from './download'

/** The enumerations call, which the gateway mounts beside the common service. */
export { enumerateRoutes } from './enumerate'

/** A 400 with the rule's Chinese message (decision 003). */
function invalid(message: string): ServiceError {
  return new ServiceError(ServerCode.InvalidRequest, message, 400)
}

/** The content asked for, or a 404 with its Chinese message when it is not there (or no longer). */
function found<T>(content: T | null, message: string): T {
  if (content === null) throw new ServiceError(404, message, 404)
  return content
}

/** A business refusal answered in the envelope with HTTP 200, like the user service's send limits. */
const tooOften = () => new ServiceError(ServerCode.SubmitTooOften, CONSULTATION_MESSAGES.tooOften)

/**
 * The built-in common service: download data, the content pages, regions and the two
 * consultation submissions. Mounted on the main service (spec section 7, "Common calls").
 */
export const commonService = createServiceApp()

const serve = servesCalls(commonService)

serve(downloadCalls.info, async (c, { query }) => ok(await readDownloadInfo(c.env.DB, query.app, query.channel)))

serve(contentCalls.guides, async (c) => ok(await listGuides(c.env.DB)))
serve(contentCalls.guide, async (c, { query }) => ok(found(await readGuide(c.env.DB, query.id), CONTENT_MESSAGES.guideMissing)))
serve(contentCalls.help, async (c) => ok(await listHelp(c.env.DB)))
serve(contentCalls.articles, async (c) => ok(await listArticles(c.env.DB)))
serve(contentCalls.article, async (c, { query }) => ok(found(await readArticle(c.env.DB, query.id), CONTENT_MESSAGES.articleMissing)))
serve(contentCalls.portfolioYears, async (c) => ok(await listPortfolioYears(c.env.DB)))
serve(contentCalls.portfolioWorks, async (c, { query }) => ok(found(await readPortfolioYear(c.env.DB, query.year), CONTENT_MESSAGES.yearMissing)))
serve(contentCalls.portfolioWork, async (c, { query }) => ok(found(await readWork(c.env.DB, query.year, query.slug), CONTENT_MESSAGES.workMissing)))
serve(contentCalls.product, async (c, { query }) => ok(found(await readProduct(c.env.DB, query.key), CONTENT_MESSAGES.product)))
serve(contentCalls.search, async (c, { query }) => ok(await search(c.env.DB, query.keyword)))

serve(commonCalls.provinces, async (c) => ok(await listProvinces(c.env.DB)))
serve(commonCalls.cities, async (c, { query }) => {
  const cities = await listCities(c.env.DB, query.province_id)
  if (!cities) throw invalid(CONSULTATION_MESSAGES.province)
  return ok(cities)
})

serve(commonCalls.consultationCreate, async (c, { body }) => {
  if (await tooManyConsultations(c.env.DB, body.phone)) throw tooOften()
  // The code was sent by the user service's send_verify_code (login scene); a wrong,
  // expired or burnt one is refused with the user service's own code and message.
  const verified = body.verify_code !== undefined
  if (body.verify_code !== undefined) await spendCode(c.env, body.phone, LoginType.Login, body.verify_code, nowSeconds())
  const id = await storeConsultation(c.env.DB, body, verified)
  return ok({ id })
})
serve(commonCalls.cooperationTransfer, async (c, { body }) => {
  const names = await resolveCity(c.env.DB, body.province_id, body.city_id)
  if (!names) throw invalid(CONSULTATION_MESSAGES.cityMismatch)
  if (await tooManyCooperations(c.env.DB, body.contract)) throw tooOften()
  const id = await storeCooperation(c.env.DB, body, names)
  return ok({ id })
})

// Sandbox only: what was submitted, as an operator's back office would show it.
serve(commonCalls.sandboxSubmissions, async (c) => {
  if (readConfig(c.env).SANDBOX !== 'on') return c.json(failure(404, '接口不存在'), 404)
  return ok(await readSubmissions(c.env.DB))
})
