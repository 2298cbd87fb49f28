import { bodyLimit } from 'hono/body-limit'
import {
  commonPaths,
  consultationCreateRequest,
  CONSULTATION_MESSAGES,
  cooperationTransferRequest,
  cityListQuery,
} from '../../../shared/contracts/common'
import {
  articleDetailQuery,
  CONTENT_MESSAGES,
  contentPaths,
  guideDetailQuery,
  portfolioWorkQuery,
  portfolioWorksQuery,
  productQuery,
  searchQuery,
} from '../../../shared/contracts/content'
import { downloadInfoQuery, downloadPaths } from '../../../shared/contracts/download'
import { failure, ok } from '../../../shared/contracts/envelope'
import { LoginType } from '../../../shared/enums'
import { readConfig } from '../../env'
import { spendCode } from '../main/user/codes'
import { nowSeconds } from '../../lib/clock'
import { createServiceApp } from '../serviceApp'
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
import { badRequest, parseBody, parseQuery } from './validate'

/** Submissions are small forms; anything larger is refused before it is read. */
const MAX_BODY_BYTES = 16 * 1024
const TOO_OFTEN = '提交过于频繁，请明天再试'

/**
 * The built-in common service: download data, the content pages, regions and the two
 * consultation submissions. Mounted on the main service (spec section 7, "Common calls").
 */
export const commonService = createServiceApp()
  .use('/v1/web/*', bodyLimit({ maxSize: MAX_BODY_BYTES, onError: (c) => c.json(failure(413, '提交内容过长'), 413) }))

  .get(downloadPaths.info, async (c) => {
    const query = parseQuery(c, downloadInfoQuery)
    if (query.error) return query.error
    return c.json(ok(await readDownloadInfo(c.env.DB, query.data.app, query.data.channel)))
  })

  .get(contentPaths.guides, async (c) => c.json(ok(await listGuides(c.env.DB))))
  .get(contentPaths.guide, async (c) => {
    const query = parseQuery(c, guideDetailQuery)
    if (query.error) return query.error
    const guide = await readGuide(c.env.DB, query.data.id)
    return guide ? c.json(ok(guide)) : c.json(failure(404, CONTENT_MESSAGES.guideMissing), 404)
  })
  .get(contentPaths.help, async (c) => c.json(ok(await listHelp(c.env.DB))))
  .get(contentPaths.articles, async (c) => c.json(ok(await listArticles(c.env.DB))))
  .get(contentPaths.article, async (c) => {
    const query = parseQuery(c, articleDetailQuery)
    if (query.error) return query.error
    const article = await readArticle(c.env.DB, query.data.id)
    return article ? c.json(ok(article)) : c.json(failure(404, CONTENT_MESSAGES.articleMissing), 404)
  })
  .get(contentPaths.portfolioYears, async (c) => c.json(ok(await listPortfolioYears(c.env.DB))))
  .get(contentPaths.portfolioWorks, async (c) => {
    const query = parseQuery(c, portfolioWorksQuery)
    if (query.error) return query.error
    const works = await readPortfolioYear(c.env.DB, query.data.year)
    return works ? c.json(ok(works)) : c.json(failure(404, CONTENT_MESSAGES.yearMissing), 404)
  })
  .get(contentPaths.portfolioWork, async (c) => {
    const query = parseQuery(c, portfolioWorkQuery)
    if (query.error) return query.error
    const work = await readWork(c.env.DB, query.data.year, query.data.slug)
    return work ? c.json(ok(work)) : c.json(failure(404, CONTENT_MESSAGES.workMissing), 404)
  })
  .get(contentPaths.product, async (c) => {
    const query = parseQuery(c, productQuery)
    if (query.error) return query.error
    const product = await readProduct(c.env.DB, query.data.key)
    return product ? c.json(ok(product)) : c.json(failure(404, CONTENT_MESSAGES.product), 404)
  })
  .get(contentPaths.search, async (c) => {
    const query = parseQuery(c, searchQuery)
    if (query.error) return query.error
    return c.json(ok(await search(c.env.DB, query.data.keyword)))
  })

  .get(commonPaths.provinces, async (c) => c.json(ok(await listProvinces(c.env.DB))))
  .get(commonPaths.cities, async (c) => {
    const query = parseQuery(c, cityListQuery)
    if (query.error) return query.error
    const cities = await listCities(c.env.DB, query.data.province_id)
    return cities ? c.json(ok(cities)) : badRequest(c, CONSULTATION_MESSAGES.province)
  })

  .post(commonPaths.consultationCreate, async (c) => {
    const body = await parseBody(c, consultationCreateRequest)
    if (body.error) return body.error
    if (await tooManyConsultations(c.env.DB, body.data.phone)) return c.json(failure(429, TOO_OFTEN), 429)
    // The code was sent by the user service's send_verify_code (login scene); a wrong,
    // expired or burnt one is refused with the user service's own code and message.
    const verified = body.data.verify_code !== undefined
    if (body.data.verify_code !== undefined) await spendCode(c.env, body.data.phone, LoginType.Login, body.data.verify_code, nowSeconds())
    const id = await storeConsultation(c.env.DB, body.data, verified)
    return c.json(ok({ id }))
  })
  .post(commonPaths.cooperationTransfer, async (c) => {
    const body = await parseBody(c, cooperationTransferRequest)
    if (body.error) return body.error
    const names = await resolveCity(c.env.DB, body.data.province_id, body.data.city_id)
    if (!names) return badRequest(c, CONSULTATION_MESSAGES.cityMismatch)
    if (await tooManyCooperations(c.env.DB, body.data.contract)) return c.json(failure(429, TOO_OFTEN), 429)
    const id = await storeCooperation(c.env.DB, body.data, names)
    return c.json(ok({ id }))
  })

  // Sandbox only: what was submitted, as an operator's back office would show it.
  .get(commonPaths.sandboxSubmissions, async (c) => {
    if (readConfig(c.env).SANDBOX !== 'on') return c.json(failure(404, '接口不存在'), 404)
    return c.json(ok(await readSubmissions(c.env.DB)))
  })
