/**
 * The content-driven pages (spec section 2, "Other pages"): guides, help entries, articles,
 * portfolio works, the product pages and search. The spec does not show their calls; the
 * paths are the built-in service's. Each call is a record (shared/contracts/call.ts) whose
 * schemas are in ./schemas/content.ts (under its name in ./schemas/contentCalls.ts); all
 * are public reads that keep a last good answer.
 */
import { declareCalls, get } from './call'

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

export const contentCalls = declareCalls(
  'main',
  () => import('./schemas/contentCalls'),
  {
    guides: get('/v1/guide/list'),
    /** GET guide/detail?id */
    guide: get('/v1/guide/detail'),
    help: get('/v1/help/list'),
    articles: get('/v1/article/list'),
    /** GET article/detail?id */
    article: get('/v1/article/detail'),
    portfolioYears: get('/v1/portfolio/years'),
    /** GET portfolio/works?year */
    portfolioWorks: get('/v1/portfolio/works'),
    /** GET portfolio/work?year&slug */
    portfolioWork: get('/v1/portfolio/work'),
    /** GET product/info?key */
    product: get('/v1/product/info'),
    /** GET search?keyword */
    search: get('/v1/search'),
  },
  { lastGood: true },
)
