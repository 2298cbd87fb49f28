import { USER_QUERY_ROOT } from '../../blocks/session/keys'

/** Under the user root, so logout and an expired login drop them with the rest. */
export const pointsKeys = {
  tasks: [...USER_QUERY_ROOT, 'points', 'tasks'] as const,
  questions: [...USER_QUERY_ROOT, 'points', 'questions'] as const,
  detail: [...USER_QUERY_ROOT, 'points', 'detail'] as const,
}
