/**
 * The points service's call schemas (./points.ts), each under the name of its record in
 * ../points.ts: the module the records load (decision 018), apart from ./points.ts so that the
 * browser's chunk exports only this table, not every schema by its name.
 */
import type { CallSchemaTable } from '../call'
import {
  allTasksResponse,
  answerQuestionRequest,
  answerQuestionResponse,
  detailLogQuery,
  detailLogResponse,
  questionsResponse,
  receiveExportChallengeResponse,
  reportExportRequest,
  reportExportResponse,
  signResponse,
} from './points'

export const callSchemas = {
  allTasks: { response: allTasksResponse },
  questions: { response: questionsResponse },
  answerQuestion: { body: answerQuestionRequest, response: answerQuestionResponse },
  sign: { response: signResponse },
  receiveExportChallenge: { response: receiveExportChallengeResponse },
  detailLog: { query: detailLogQuery, response: detailLogResponse },
  reportExport: { body: reportExportRequest, response: reportExportResponse },
} satisfies CallSchemaTable
