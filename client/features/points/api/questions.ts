import { queryOptions, useQuery } from '@tanstack/react-query'
import { pointsCalls } from '../../../../shared/contracts/points'
import type { ApiClient } from '../../../lib/api/client'
import { useApi } from '../../../lib/api/context'
import { pointsKeys } from '../keys'

/** GET get_questions: the quiz and how far the account got. */
export function fetchQuestions(api: ApiClient) {
  return api.call(pointsCalls.questions)
}

export function questionsQuery(api: ApiClient) {
  return queryOptions({ queryKey: pointsKeys.questions, queryFn: () => fetchQuestions(api), staleTime: 0 })
}

export function useQuestions(enabled: boolean) {
  return useQuery({ ...questionsQuery(useApi()), enabled })
}
