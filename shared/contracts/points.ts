/** The points service's calls (spec section 7), one record each (shared/contracts/call.ts). */
import { callsOf } from './call'

const points = callsOf('main', () => import('./schemas/points'))

export const pointsCalls = {
  /** The tasks with left_points and total_points. */
  allTasks: points.get('/v1/points/get_all_tasks', (s) => ({ response: s.allTasksResponse })),
  /** The quiz and how far the account got. */
  questions: points.get('/v1/points/get_questions', (s) => ({ response: s.questionsResponse })),
  /** A right answer recorded; the last one pays the quiz. */
  answerQuestion: points.post('/v1/points/answer_question', (s) => ({ body: s.answerQuestionRequest, response: s.answerQuestionResponse })),
  /** The sign-in cycle's progress and what this sign-in earned. */
  sign: points.post('/v1/points/sign', (s) => ({ response: s.signResponse })),
  /** The export challenge, received. */
  receiveExportChallenge: points.post('/v1/points/receive_export_challenge', (s) => ({ response: s.receiveExportChallengeResponse })),
  /** Records grouped by month, a page at a time, with meta.total. */
  detailLog: points.get('/v1/points/detail_log', (s) => ({ query: s.detailLogQuery, response: s.detailLogResponse })),
  /** Ours: the desktop app reports exported images here, with its login token as Authorization. */
  reportExport: points.post('/v1/points/report_export', (s) => ({ body: s.reportExportRequest, response: s.reportExportResponse })),
}
