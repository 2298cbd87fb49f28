import { useMutation, useQueryClient } from '@tanstack/react-query'
import { pointsCalls } from '../../../../shared/contracts/points'
import type { ApiClient } from '../../../lib/api/client'
import { useApi } from '../../../lib/api/context'
import { refreshPoints } from './refreshPoints'

/** POST answer_question {id}: a right answer recorded; the last one pays the quiz. */
export function answerQuestion(api: ApiClient, id: number) {
  return api.call(pointsCalls.answerQuestion, { body: { id } })
}

export function useAnswerQuestion() {
  const api = useApi()
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: number) => answerQuestion(api, id),
    onSuccess: (result) => (result.points > 0 ? refreshPoints(queryClient) : undefined),
  })
}
