/**
 * The content-driven pages (spec section 2, "Other pages"): guides, help entries, articles,
 * portfolio works, the product pages and search. The spec does not show their calls; the
 * paths are the built-in service's. Each call is a record (shared/contracts/call.ts) whose
 * schemas are in ./schemas/content.ts; all are public reads that keep a last good answer.
 */
import { callsOf } from './call'

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

const content = callsOf('main', () => import('./schemas/content'), { lastGood: true })

export const contentCalls = {
  guides: content.get('/v1/guide/list', (s) => ({ response: s.guideListResponse })),
  /** GET guide/detail?id */
  guide: content.get('/v1/guide/detail', (s) => ({ query: s.guideDetailQuery, response: s.guideDetailResponse })),
  help: content.get('/v1/help/list', (s) => ({ response: s.helpListResponse })),
  articles: content.get('/v1/article/list', (s) => ({ response: s.articleListResponse })),
  /** GET article/detail?id */
  article: content.get('/v1/article/detail', (s) => ({ query: s.articleDetailQuery, response: s.articleDetailResponse })),
  portfolioYears: content.get('/v1/portfolio/years', (s) => ({ response: s.portfolioYearsResponse })),
  /** GET portfolio/works?year */
  portfolioWorks: content.get('/v1/portfolio/works', (s) => ({ query: s.portfolioWorksQuery, response: s.portfolioWorksResponse })),
  /** GET portfolio/work?year&slug */
  portfolioWork: content.get('/v1/portfolio/work', (s) => ({ query: s.portfolioWorkQuery, response: s.portfolioWorkResponse })),
  /** GET product/info?key */
  product: content.get('/v1/product/info', (s) => ({ query: s.productQuery, response: s.productResponse })),
  /** GET search?keyword */
  search: content.get('/v1/search', (s) => ({ query: s.searchQuery, response: s.searchResponse })),
}
