/**
 * The content calls' schemas (./content.ts), each under the name of its record in ../content.ts:
 * the module the records load (decision 018), apart from ./content.ts so that the browser's chunk
 * exports only this table, not every schema by its name.
 */
import type { CallSchemaTable } from '../call'
import {
  articleDetailQuery,
  articleDetailResponse,
  articleListResponse,
  guideDetailQuery,
  guideDetailResponse,
  guideListResponse,
  helpListResponse,
  portfolioWorkQuery,
  portfolioWorkResponse,
  portfolioWorksQuery,
  portfolioWorksResponse,
  portfolioYearsResponse,
  productQuery,
  productResponse,
  searchQuery,
  searchResponse,
} from './content'

export const callSchemas = {
  guides: { response: guideListResponse },
  guide: { query: guideDetailQuery, response: guideDetailResponse },
  help: { response: helpListResponse },
  articles: { response: articleListResponse },
  article: { query: articleDetailQuery, response: articleDetailResponse },
  portfolioYears: { response: portfolioYearsResponse },
  portfolioWorks: { query: portfolioWorksQuery, response: portfolioWorksResponse },
  portfolioWork: { query: portfolioWorkQuery, response: portfolioWorkResponse },
  product: { query: productQuery, response: productResponse },
  search: { query: searchQuery, response: searchResponse },
} satisfies CallSchemaTable
