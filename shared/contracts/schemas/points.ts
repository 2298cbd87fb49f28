/**
 * The points service's schemas (spec section 7), loaded through the call records of
 * shared/contracts/points.ts: the worker validates requests with them, the browser parses answers.
 */
import * as z from 'zod/mini'
import { SERVER_MESSAGES } from '../../messages'
import { id, queryPage } from '../fields'

/** The `{ code, msg, data }` envelope on zod/mini. */
function miniEnvelope<T extends z.ZodMiniType>(data: T) {
  return z.object({ code: z.number(), msg: z._default(z.string(), ''), data })
}

/**
 * get_all_tasks and detail_log answer `{ code, msg, data, meta }`: the browser gets an
 * envelope's `data`, so their answers are read as `data: { data, meta }`.
 */
function withMeta<Data, Meta>(schema: z.ZodMiniType<{ code: number; msg: string; data: Data; meta: Meta }>) {
  return z.pipe(
    schema,
    z.transform((body) => ({ code: body.code, msg: body.msg, data: { data: body.data, meta: body.meta } })),
  )
}

const finishCondition = z.object({ type: z.number(), value: z.number() })

/** A points task as the dialog reads it (spec section 3, Points task). */
export const pointsTaskSchema = z.object({
  id: z.number(),
  type: z.number(),
  show_name: z.string(),
  description: z.string(),
  is_show_description: z.boolean(),
  points: z.number(),
  valid: z.number(),
  /** ISO date; the year-0001 date means none. */
  valid_end_time: z.string(),
  receive_type: z.number(),
  allow_receive: z.boolean(),
  is_finish: z.boolean(),
  is_expire: z.boolean(),
  progress: z.number(),
  finish_conditions: z.array(finishCondition),
  task_name: z.string(),
})
export type PointsTask = z.infer<typeof pointsTaskSchema>

// --- get_all_tasks ------------------------------------------------------------
export const allTasksResponse = withMeta(
  z.object({
    code: z.number(),
    msg: z._default(z.string(), ''),
    data: z.array(pointsTaskSchema),
    meta: z.object({ left_points: z.number(), total_points: z.number() }),
  }),
)
export type AllTasks = z.infer<typeof allTasksResponse>['data']

// --- get_questions ------------------------------------------------------------
export const questionSchema = z.object({
  id: z.number(),
  question: z.string(),
  options: z.array(z.string()),
  /** The indices of the correct options: one for a single-answer question, several for a multi-answer one. */
  answer: z.array(z.number()),
  description: z.string(),
})
export type Question = z.infer<typeof questionSchema>
export const questionsResponse = miniEnvelope(z.object({ questions: z.array(questionSchema), progress: z.number(), total_progress: z.number() }))

// --- answer_question ----------------------------------------------------------
export const answerQuestionRequest = z.object({ id: id(SERVER_MESSAGES.invalidRequest) })
/** points: what finishing the quiz earned with this answer (0 before the last). */
export const answerQuestionResponse = miniEnvelope(z.object({ progress: z.number(), total_progress: z.number(), points: z.number() }))

// --- sign ---------------------------------------------------------------------
export const signResponse = miniEnvelope(z.object({ progress: z.number(), points: z.number() }))

// --- receive_export_challenge -------------------------------------------------
export const receiveExportChallengeResponse = miniEnvelope(pointsTaskSchema)

// --- detail_log ---------------------------------------------------------------
export const detailLogQuery = z.object({ page: queryPage(10_000, 1), page_size: queryPage(50, 10) })
export const pointsRecordSchema = z.object({ id: z.number(), type: z.number(), task_name: z.string(), points: z.number(), created_at: z.number() })
export type PointsRecord = z.infer<typeof pointsRecordSchema>
export const monthGroupSchema = z.object({
  month: z.string(),
  received_points: z.number(),
  used_points: z.number(),
  records: z.array(pointsRecordSchema),
})
export type MonthGroup = z.infer<typeof monthGroupSchema>
export const detailLogResponse = withMeta(
  z.object({
    code: z.number(),
    msg: z._default(z.string(), ''),
    data: z.array(monthGroupSchema),
    meta: z.object({ total: z.number() }),
  }),
)

// --- report_export (desktop app) -----------------------------------------------
const reportId = z.string().check(z.regex(/^[A-Za-z0-9_-]{1,64}$/, { error: SERVER_MESSAGES.invalidRequest }))
export const reportExportRequest = z.object({
  images: z.number({ error: SERVER_MESSAGES.invalidRequest }).check(z.int(), z.minimum(1), z.maximum(100_000)),
  /** The app's id of this export batch; a report sent twice counts once. */
  report_id: reportId,
})
export const reportExportResponse = miniEnvelope(z.object({ points: z.number() }))
