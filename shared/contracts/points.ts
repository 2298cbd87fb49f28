/** The points service's calls (spec section 7), one record each (shared/contracts/call.ts). */
import { declareCalls, get, post } from './call'

export const pointsCalls = declareCalls('main', () => import('./schemas/pointsCalls'), {
  /** The tasks with left_points and total_points. */
  allTasks: get('/v1/points/get_all_tasks'),
  /** The quiz and how far the account got. */
  questions: get('/v1/points/get_questions'),
  /** A right answer recorded; the last one pays the quiz. */
  answerQuestion: post('/v1/points/answer_question'),
  /** The sign-in cycle's progress and what this sign-in earned. */
  sign: post('/v1/points/sign'),
  /** The export challenge, received. */
  receiveExportChallenge: post('/v1/points/receive_export_challenge'),
  /** Records grouped by month, a page at a time, with meta.total. */
  detailLog: get('/v1/points/detail_log'),
  /** Ours: the desktop app reports exported images here, with its login token as Authorization. */
  reportExport: post('/v1/points/report_export'),
})
