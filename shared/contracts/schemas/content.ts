/**
 * The schemas of the content calls (../content.ts): guides, help entries, articles,
 * portfolio works, the product pages and search (spec section 2, "Other pages").
 */
import * as z from 'zod/mini'
import { DOWNLOAD_APPS, PLATFORM_KEYS } from '../download'
import { envelope } from '../envelope'
import { int, nonNegativeInt, positiveInt, queryId, queryInt, requiredText } from '../fields'
import { CONTENT_MESSAGES, SEARCH_KEYWORD_MAX_LENGTH } from '../content'
import { WORK_SLUG } from '../workSlug'

const M = CONTENT_MESSAGES

/** A body as the pages render it: headings, paragraphs and list items, never HTML. */
export const blockSchema = z.object({ type: z.enum(['heading', 'paragraph', 'item']), text: z.string() })
export type Block = z.infer<typeof blockSchema>

/** Drawn placeholder art: a hue and a motif, rendered as inline SVG by the pages. */
export const ART_MOTIFS = ['portrait', 'landscape', 'studio', 'wedding', 'child', 'product'] as const
const art = { hue: z.int().check(z.minimum(0), z.maximum(359)), motif: z.enum(ART_MOTIFS) }

/** What every published piece shows in a list: guides and articles. */
const published = { id: positiveInt, title: z.string(), summary: z.string(), published_at: int, ...art }

// --- guides ------------------------------------------------------------------------
export const guideSummarySchema = z.object({ ...published, category: z.string(), minutes: positiveInt })
export type GuideSummary = z.infer<typeof guideSummarySchema>
export const guideListResponse = envelope(z.array(guideSummarySchema))
export const guideDetailQuery = z.object({ id: queryId(M.guideId) })
export const guideDetailSchema = z.extend(guideSummarySchema, { blocks: z.array(blockSchema) })
export type GuideDetail = z.infer<typeof guideDetailSchema>
export const guideDetailResponse = envelope(guideDetailSchema)

// --- help ---------------------------------------------------------------------------
export const helpEntrySchema = z.object({ id: positiveInt, category: z.string(), question: z.string(), answer: z.string() })
export type HelpEntry = z.infer<typeof helpEntrySchema>
export const helpListResponse = envelope(z.array(helpEntrySchema))

// --- articles ------------------------------------------------------------------------
export const articleSummarySchema = z.object({ ...published, tag: z.string(), author: z.string() })
export type ArticleSummary = z.infer<typeof articleSummarySchema>
export const articleListResponse = envelope(z.array(articleSummarySchema))
export const articleDetailQuery = z.object({ id: queryId(M.articleId) })
export const articleDetailSchema = z.extend(articleSummarySchema, { blocks: z.array(blockSchema) })
export type ArticleDetail = z.infer<typeof articleDetailSchema>
export const articleDetailResponse = envelope(articleDetailSchema)

// --- portfolio ----------------------------------------------------------------------
const year = queryInt(M.year, 2000, 2100)
export const portfolioYearSchema = z.object({ year: int, title: z.string(), summary: z.string(), count: nonNegativeInt })
export type PortfolioYear = z.infer<typeof portfolioYearSchema>
export const portfolioYearsResponse = envelope(z.array(portfolioYearSchema))
export const workSchema = z.object({
  slug: z.string(),
  year: int,
  title: z.string(),
  photographer: z.string(),
  studio: z.string(),
  genre: z.string(),
  summary: z.string(),
  ...art,
})
export type Work = z.infer<typeof workSchema>
export const portfolioWorksQuery = z.object({ year })
export const portfolioWorksSchema = z.extend(portfolioYearSchema, { works: z.array(workSchema) })
export type PortfolioWorks = z.infer<typeof portfolioWorksSchema>
export const portfolioWorksResponse = envelope(portfolioWorksSchema)
export const portfolioWorkQuery = z.object({ year, slug: z.string({ error: M.works }).check(z.regex(WORK_SLUG, { error: M.works })) })
export const workDetailSchema = z.extend(workSchema, { blocks: z.array(blockSchema), tools: z.array(z.string()) })
export type WorkDetail = z.infer<typeof workDetailSchema>
export const portfolioWorkResponse = envelope(workDetailSchema)

// --- product pages --------------------------------------------------------------------
export const PRODUCT_KEYS = ['ipad', 'mobile', 'pixsoda'] as const
export type ProductKey = (typeof PRODUCT_KEYS)[number]
export const productQuery = z.object({ key: z.enum(PRODUCT_KEYS, { error: M.product }) })
export const productFeatureSchema = z.object({ title: z.string(), text: z.string(), ...art })
export const productSchema = z.object({
  key: z.enum(PRODUCT_KEYS),
  name: z.string(),
  tagline: z.string(),
  description: z.string(),
  /** Which download data the page shows, and which of its platforms. */
  app: z.union([z.literal(DOWNLOAD_APPS.Cake), z.literal(DOWNLOAD_APPS.Soda)]),
  platforms: z.array(z.enum(PLATFORM_KEYS)).check(z.minLength(1)),
  features: z.array(productFeatureSchema),
  ...art,
})
export type Product = z.infer<typeof productSchema>
export const productResponse = envelope(productSchema)

// --- search ---------------------------------------------------------------------------
export const searchQuery = z.object({ keyword: requiredText(M.keyword, SEARCH_KEYWORD_MAX_LENGTH, M.keywordTooLong) })
export const searchResultSchema = z.object({
  keyword: z.string(),
  guides: z.array(guideSummarySchema),
  help: z.array(helpEntrySchema),
  articles: z.array(articleSummarySchema),
})
export type SearchResult = z.infer<typeof searchResultSchema>
export const searchResponse = envelope(searchResultSchema)
