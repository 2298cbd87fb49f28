/**
 * The content-driven pages (spec section 2, "Other pages"): guides, help entries, articles,
 * portfolio works, the product pages and search. The spec does not show their calls; the
 * paths are the built-in service's. Each call is a record (shared/contracts/call.ts) whose
 * schemas are in ./schemas/content.ts; all are public reads that keep a last good answer.
 */
import { defineCall } from './call'

export const CONTENT_MESSAGES = {
  guideId: '教程编号不正确',
  guideMissing: '教程不存在或已下线',
  articleId: '文章编号不正确',
  articleMissing: '文章不存在或已下线',
  year: '年份不正确',
  yearMissing: '该年份暂无作品',
  works: '作品编号不正确',
  workMissing: '作品不存在',
  product: '产品不存在',
  keyword: '请输入搜索关键词',
  keywordTooLong: '搜索关键词不能超过 30 个字',
} as const

export const SEARCH_KEYWORD_MAX_LENGTH = 30

/** A portfolio work's slug in its address. */
export const WORK_SLUG = /^[a-z0-9-]{1,64}$/

export const contentCalls = {
  guides: defineCall({
    api: 'main',
    method: 'GET',
    path: '/v1/guide/list',
    schemas: () => import('./schemas/content').then((s) => ({ response: s.guideListResponse })),
    lastGood: true,
  }),
  /** GET guide/detail?id */
  guide: defineCall({
    api: 'main',
    method: 'GET',
    path: '/v1/guide/detail',
    schemas: () => import('./schemas/content').then((s) => ({ query: s.guideDetailQuery, response: s.guideDetailResponse })),
    lastGood: true,
  }),
  help: defineCall({
    api: 'main',
    method: 'GET',
    path: '/v1/help/list',
    schemas: () => import('./schemas/content').then((s) => ({ response: s.helpListResponse })),
    lastGood: true,
  }),
  articles: defineCall({
    api: 'main',
    method: 'GET',
    path: '/v1/article/list',
    schemas: () => import('./schemas/content').then((s) => ({ response: s.articleListResponse })),
    lastGood: true,
  }),
  /** GET article/detail?id */
  article: defineCall({
    api: 'main',
    method: 'GET',
    path: '/v1/article/detail',
    schemas: () => import('./schemas/content').then((s) => ({ query: s.articleDetailQuery, response: s.articleDetailResponse })),
    lastGood: true,
  }),
  portfolioYears: defineCall({
    api: 'main',
    method: 'GET',
    path: '/v1/portfolio/years',
    schemas: () => import('./schemas/content').then((s) => ({ response: s.portfolioYearsResponse })),
    lastGood: true,
  }),
  /** GET portfolio/works?year */
  portfolioWorks: defineCall({
    api: 'main',
    method: 'GET',
    path: '/v1/portfolio/works',
    schemas: () => import('./schemas/content').then((s) => ({ query: s.portfolioWorksQuery, response: s.portfolioWorksResponse })),
    lastGood: true,
  }),
  /** GET portfolio/work?year&slug */
  portfolioWork: defineCall({
    api: 'main',
    method: 'GET',
    path: '/v1/portfolio/work',
    schemas: () => import('./schemas/content').then((s) => ({ query: s.portfolioWorkQuery, response: s.portfolioWorkResponse })),
    lastGood: true,
  }),
  /** GET product/info?key */
  product: defineCall({
    api: 'main',
    method: 'GET',
    path: '/v1/product/info',
    schemas: () => import('./schemas/content').then((s) => ({ query: s.productQuery, response: s.productResponse })),
    lastGood: true,
  }),
  /** GET search?keyword */
  search: defineCall({
    api: 'main',
    method: 'GET',
    path: '/v1/search',
    schemas: () => import('./schemas/content').then((s) => ({ query: s.searchQuery, response: s.searchResponse })),
    lastGood: true,
  }),
}
