import { queryOptions } from '@tanstack/react-query'
import type { ProductKey, SearchResult } from '../../../shared/contracts/schemas/content'
import { contentCalls } from '../../../shared/contracts/content'
import type { ApiClient } from '../../lib/api/client'
import { orNullWhenMissing } from '../../lib/api/notFound'

/*
 * The content pages' reads (spec section 2, "Other pages"). Each builds the query a page
 * prefetches on the server and reads with `useRead(builder, ...args)`; all are cached under
 * the main API's key. A detail read answers null for an id that names nothing, so that its
 * page shows its own "not found" instead of an error (and no toast).
 */

/** GET /v1/guide/list: every tutorial, rendered on the server. */
export const guidesQuery = (api: ApiClient) => queryOptions({ queryKey: ['main', 'guides'], queryFn: () => api.call(contentCalls.guides) })

/** GET /v1/guide/detail?id: one (online) tutorial, or null. */
export const guideQuery = (api: ApiClient, id: string) =>
  queryOptions({ queryKey: ['main', 'guide', id], queryFn: () => orNullWhenMissing(api.call(contentCalls.guide, { query: { id }, silent: true })) })

/** GET /v1/help/list: the FAQ entries. */
export const helpEntriesQuery = (api: ApiClient) => queryOptions({ queryKey: ['main', 'help'], queryFn: () => api.call(contentCalls.help) })

/** GET /v1/article/list: articles, newest first. */
export const articlesQuery = (api: ApiClient) => queryOptions({ queryKey: ['main', 'articles'], queryFn: () => api.call(contentCalls.articles) })

/** GET /v1/article/detail?id: one article, or null. */
export const articleQuery = (api: ApiClient, id: string) =>
  queryOptions({ queryKey: ['main', 'article', id], queryFn: () => orNullWhenMissing(api.call(contentCalls.article, { query: { id }, silent: true })) })

/** GET /v1/portfolio/years: the portfolio's years with their work counts. */
export const portfolioYearsQuery = (api: ApiClient) =>
  queryOptions({ queryKey: ['main', 'portfolio-years'], queryFn: () => api.call(contentCalls.portfolioYears) })

/** GET /v1/portfolio/works?year: one year's works, or null for a year without any. */
export const portfolioWorksQuery = (api: ApiClient, year: string) =>
  queryOptions({
    queryKey: ['main', 'portfolio-works', year],
    queryFn: () => orNullWhenMissing(api.call(contentCalls.portfolioWorks, { query: { year }, silent: true })),
  })

/** GET /v1/product/info?key: a product page's copy, features and platforms. */
export const productQuery = (api: ApiClient, key: ProductKey) =>
  queryOptions({ queryKey: ['main', 'product', key], queryFn: () => api.call(contentCalls.product, { query: { key } }) })

const NO_RESULTS = (keyword: string): SearchResult => ({ keyword, guides: [], help: [], articles: [] })

/** GET /v1/search?keyword: guides, help entries and articles; an empty keyword asks nothing. */
export const searchQuery = (api: ApiClient, keyword: string) =>
  queryOptions({
    queryKey: ['main', 'search', keyword],
    queryFn: () => (keyword ? api.call(contentCalls.search, { query: { keyword } }) : NO_RESULTS(keyword)),
  })
