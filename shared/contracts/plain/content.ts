/** The zod-free half of shared/contracts/content.ts (re-exported there): what the browser imports up front (decision 018). */
export const contentPaths = {
  guides: '/v1/guide/list',
  guide: '/v1/guide/detail',
  help: '/v1/help/list',
  articles: '/v1/article/list',
  article: '/v1/article/detail',
  portfolioYears: '/v1/portfolio/years',
  portfolioWorks: '/v1/portfolio/works',
  portfolioWork: '/v1/portfolio/work',
  product: '/v1/product/info',
  search: '/v1/search',
} as const

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
