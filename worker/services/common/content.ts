import {
  articleDetailSchema,
  articleSummarySchema,
  guideDetailSchema,
  guideSummarySchema,
  helpEntrySchema,
  portfolioWorksSchema,
  portfolioYearSchema,
  productSchema,
  searchResultSchema,
  workDetailSchema,
  type ArticleDetail,
  type GuideDetail,
  type ProductKey,
  type SearchResult,
} from '../../../shared/contracts/schemas/content'
import * as z from 'zod/mini'
import { splitList, toBlocks } from './blocks'

const GUIDE_COLUMNS = 'id, title, summary, category, minutes, published_at, hue, motif'
const ARTICLE_COLUMNS = 'id, title, summary, tag, author, published_at, hue, motif'
const WORK_COLUMNS = 'slug, year, title, photographer, studio, genre, summary, hue, motif'

async function all<T extends z.ZodMiniType>(statement: D1PreparedStatement, schema: T): Promise<z.output<T>[]> {
  const { results } = await statement.all()
  return z.array(schema).parse(results)
}

export function listGuides(db: D1Database) {
  return all(db.prepare(`SELECT ${GUIDE_COLUMNS} FROM guides WHERE online = 1 ORDER BY sort, id`), guideSummarySchema)
}

export async function readGuide(db: D1Database, id: number): Promise<GuideDetail | null> {
  const row = await db.prepare(`SELECT ${GUIDE_COLUMNS}, body FROM guides WHERE id = ? AND online = 1`).bind(id).first<{ body: string }>()
  return row ? guideDetailSchema.parse({ ...row, blocks: toBlocks(row.body) }) : null
}

export function listHelp(db: D1Database) {
  return all(db.prepare('SELECT id, category, question, answer FROM help_entries ORDER BY sort, id'), helpEntrySchema)
}

export function listArticles(db: D1Database) {
  return all(db.prepare(`SELECT ${ARTICLE_COLUMNS} FROM articles WHERE online = 1 ORDER BY published_at DESC, id DESC`), articleSummarySchema)
}

export async function readArticle(db: D1Database, id: number): Promise<ArticleDetail | null> {
  const row = await db.prepare(`SELECT ${ARTICLE_COLUMNS}, body FROM articles WHERE id = ? AND online = 1`).bind(id).first<{ body: string }>()
  return row ? articleDetailSchema.parse({ ...row, blocks: toBlocks(row.body) }) : null
}

const YEAR_SELECT = `SELECT y.year, y.title, y.summary, (SELECT COUNT(*) FROM portfolio_works w WHERE w.year = y.year) AS count FROM portfolio_years y`

export function listPortfolioYears(db: D1Database) {
  return all(db.prepare(`${YEAR_SELECT} ORDER BY y.year DESC`), portfolioYearSchema)
}

export async function readPortfolioYear(db: D1Database, year: number) {
  const [summary, works] = await db.batch([
    db.prepare(`${YEAR_SELECT} WHERE y.year = ?`).bind(year),
    db.prepare(`SELECT ${WORK_COLUMNS} FROM portfolio_works WHERE year = ? ORDER BY sort, slug`).bind(year),
  ])
  const row = summary!.results[0]
  return row ? portfolioWorksSchema.parse({ ...row, works: works!.results }) : null
}

export async function readWork(db: D1Database, year: number, slug: string) {
  const row = await db
    .prepare(`SELECT ${WORK_COLUMNS}, body, tools FROM portfolio_works WHERE year = ? AND slug = ?`)
    .bind(year, slug)
    .first<{ body: string; tools: string }>()
  return row ? workDetailSchema.parse({ ...row, blocks: toBlocks(row.body), tools: splitList(row.tools) }) : null
}

export async function readProduct(db: D1Database, key: ProductKey) {
  const [product, features] = await db.batch([
    db.prepare('SELECT * FROM products WHERE key = ?').bind(key),
    db.prepare('SELECT title, text, hue, motif FROM product_features WHERE product_key = ? ORDER BY sort, id').bind(key),
  ])
  const row = product!.results[0] as { platforms: string } | undefined
  return row ? productSchema.parse({ ...row, platforms: splitList(row.platforms), features: features!.results }) : null
}

const SEARCH_LIMIT = 20

/** LIKE pattern that matches the keyword literally (its %, _ and \ escaped). */
export function containsPattern(keyword: string): string {
  return `%${keyword.replace(/[\\%_]/g, (char) => `\\${char}`)}%`
}

/** Guides, help entries and articles whose title or text contains the keyword. */
export async function search(db: D1Database, keyword: string): Promise<SearchResult> {
  const pattern = containsPattern(keyword)
  const like = (column: string) => `${column} LIKE ?1 ESCAPE '\\'`
  const [guides, help, articles] = await db.batch([
    db
      .prepare(
        `SELECT ${GUIDE_COLUMNS} FROM guides WHERE online = 1 AND (${['title', 'summary', 'body'].map(like).join(' OR ')}) ORDER BY sort, id LIMIT ${SEARCH_LIMIT}`,
      )
      .bind(pattern),
    db
      .prepare(
        `SELECT id, category, question, answer FROM help_entries WHERE ${['question', 'answer'].map(like).join(' OR ')} ORDER BY sort, id LIMIT ${SEARCH_LIMIT}`,
      )
      .bind(pattern),
    db
      .prepare(
        `SELECT ${ARTICLE_COLUMNS} FROM articles WHERE online = 1 AND (${['title', 'summary', 'body'].map(like).join(' OR ')}) ORDER BY published_at DESC LIMIT ${SEARCH_LIMIT}`,
      )
      .bind(pattern),
  ])
  return searchResultSchema.parse({ keyword, guides: guides!.results, help: help!.results, articles: articles!.results })
}
