import * as z from 'zod/mini'
import {
  storedConsultationSchema,
  storedCooperationSchema,
  type consultationCreateRequest,
  type cooperationTransferRequest,
  type Region,
} from '../../../shared/contracts/schemas/common'

type Consultation = z.output<typeof consultationCreateRequest>
type Cooperation = z.output<typeof cooperationTransferRequest>

export function listProvinces(db: D1Database): Promise<Region[]> {
  return db
    .prepare('SELECT id, name FROM provinces ORDER BY id')
    .all<Region>()
    .then(({ results }) => results)
}

/** The cities of a province, or null when there is no such province. */
export async function listCities(db: D1Database, provinceId: number): Promise<Region[] | null> {
  const [province, cities] = await db.batch<Region>([
    db.prepare('SELECT id, name FROM provinces WHERE id = ?').bind(provinceId),
    db.prepare('SELECT id, name FROM cities WHERE province_id = ? ORDER BY id').bind(provinceId),
  ])
  return province!.results.length ? cities!.results : null
}

/** Submissions per phone within a day; more is refused (a form is no bulk channel). */
export const DAILY_SUBMISSIONS_PER_PHONE = 5

/** Whether one phone has sent a form its most times within a day. */
async function submittedTooOften(db: D1Database, form: 'consultations' | 'cooperations', phoneColumn: 'phone' | 'contract', phone: string): Promise<boolean> {
  const row = await db
    .prepare(`SELECT COUNT(*) AS count FROM ${form} WHERE ${phoneColumn} = ? AND created_at > unixepoch() - 86400`)
    .bind(phone)
    .first<{ count: number }>()
  return (row?.count ?? 0) >= DAILY_SUBMISSIONS_PER_PHONE
}

export function tooManyConsultations(db: D1Database, phone: string): Promise<boolean> {
  return submittedTooOften(db, 'consultations', 'phone', phone)
}

export function tooManyCooperations(db: D1Database, contract: string): Promise<boolean> {
  return submittedTooOften(db, 'cooperations', 'contract', contract)
}

export async function storeConsultation(db: D1Database, body: Consultation, phoneVerified: boolean): Promise<number> {
  const row = await db
    .prepare(
      `INSERT INTO consultations (type, consumer_type, month_ps_count_id, name, phone, phone_verified, content)
       VALUES (?, ?, ?, ?, ?, ?, ?) RETURNING id`,
    )
    .bind(body.type, body.consumer_type, body.month_ps_count_id, 'name' in body ? body.name : '', body.phone, phoneVerified ? 1 : 0, body.content)
    .first<{ id: number }>()
  return row!.id
}

/**
 * The province and city names as stored, when the city belongs to the province;
 * null otherwise. The stored names win over what the browser sent.
 */
export async function resolveCity(db: D1Database, provinceId: number, cityId: number) {
  return db
    .prepare('SELECT p.name AS province_name, c.name AS city_name FROM cities c JOIN provinces p ON p.id = c.province_id WHERE c.id = ? AND p.id = ?')
    .bind(cityId, provinceId)
    .first<{ province_name: string; city_name: string }>()
}

export async function storeCooperation(db: D1Database, body: Cooperation, names: { province_name: string; city_name: string }): Promise<number> {
  const row = await db
    .prepare(
      `INSERT INTO cooperations (cooperation_select, name, contract, company, province_id, province_name, city_id, city_name, job, cooperation_desc)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
    )
    .bind(
      JSON.stringify(body.cooperation_select),
      body.name,
      body.contract,
      body.company,
      body.province_id,
      names.province_name,
      body.city_id,
      names.city_name,
      body.job,
      body.cooperation_desc,
    )
    .first<{ id: number }>()
  return row!.id
}

/** The newest submissions, for the sandbox. */
export async function readSubmissions(db: D1Database, limit = 20) {
  const [consultations, cooperations] = await db.batch([
    db.prepare('SELECT * FROM consultations ORDER BY id DESC LIMIT ?').bind(limit),
    db.prepare('SELECT * FROM cooperations ORDER BY id DESC LIMIT ?').bind(limit),
  ])
  return {
    consultations: z
      .array(storedConsultationSchema)
      .parse(consultations!.results.map((row) => ({ ...(row as object), phone_verified: (row as { phone_verified: number }).phone_verified === 1 }))),
    cooperations: z.array(storedCooperationSchema).parse(
      cooperations!.results.map((row) => ({
        ...(row as object),
        cooperation_select: JSON.parse((row as { cooperation_select: string }).cooperation_select),
      })),
    ),
  }
}
