/** The points service's calls (spec section 7), one record each (shared/contracts/call.ts). */
import { defineCall } from './call'

const schemas = () => import('./schemas/points')

export const pointsCalls = {
  /** The tasks with left_points and total_points. */
  allTasks: defineCall({
    api: 'main',
    method: 'GET',
    path: '/v1/points/get_all_tasks',
    schemas: () => schemas().then((s) => ({ response: s.allTasksResponse })),
  }),
  /** The quiz and how far the account got. */
  questions: defineCall({
    api: 'main',
    method: 'GET',
    path: '/v1/points/get_questions',
    schemas: () => schemas().then((s) => ({ response: s.questionsResponse })),
  }),
  /** A right answer recorded; the last one pays the quiz. */
  answerQuestion: defineCall({
    api: 'main',
    method: 'POST',
    path: '/v1/points/answer_question',
    schemas: () => schemas().then((s) => ({ body: s.answerQuestionRequest, response: s.answerQuestionResponse })),
  }),
  /** The sign-in cycle's progress and what this sign-in earned. */
  sign: defineCall({
    api: 'main',
    method: 'POST',
    path: '/v1/points/sign',
    schemas: () => schemas().then((s) => ({ response: s.signResponse })),
  }),
  /** The export challenge, received. */
  receiveExportChallenge: defineCall({
    api: 'main',
    method: 'POST',
    path: '/v1/points/receive_export_challenge',
    schemas: () => schemas().then((s) => ({ response: s.receiveExportChallengeResponse })),
  }),
  /** Records grouped by month, a page at a time, with meta.total. */
  detailLog: defineCall({
    api: 'main',
    method: 'GET',
    path: '/v1/points/detail_log',
    schemas: () => schemas().then((s) => ({ query: s.detailLogQuery, response: s.detailLogResponse })),
  }),
  /** Ours: the desktop app reports exported images here, with its login token as Authorization. */
  reportExport: defineCall({
    api: 'main',
    method: 'POST',
    path: '/v1/points/report_export',
    schemas: () => schemas().then((s) => ({ body: s.reportExportRequest, response: s.reportExportResponse })),
  }),
}
