import { useMutation } from '@tanstack/react-query'
import { commonCalls } from '../../../shared/contracts/common'
import type { ConsultationCreateRequest } from '../../../shared/contracts/schemas/common'
import type { ApiClient } from '../../lib/api/client'
import { useApi } from '../../lib/api/context'

/** POST /v1/web/consultation/create: the person or enterprise form. */
export function createConsultation(api: ApiClient, body: ConsultationCreateRequest) {
  // The form shows the failure under its submit button; a toast as well would say it twice.
  return api.call(commonCalls.consultationCreate, { body, silent: true })
}

export function useCreateConsultation() {
  const api = useApi()
  return useMutation({ mutationFn: (body: ConsultationCreateRequest) => createConsultation(api, body) })
}
