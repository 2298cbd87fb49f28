/** The zod-free half of shared/contracts/points.ts (re-exported there): what the browser imports up front (decision 018). */
export const pointsPaths = {
  allTasks: '/v1/points/get_all_tasks',
  questions: '/v1/points/get_questions',
  answerQuestion: '/v1/points/answer_question',
  sign: '/v1/points/sign',
  receiveExportChallenge: '/v1/points/receive_export_challenge',
  detailLog: '/v1/points/detail_log',
  /** Ours: the desktop app reports exported images here, with its login token as Authorization. */
  reportExport: '/v1/points/report_export',
} as const
