/**
 * Query keys of everything that belongs to the logged-in user. They share one root so
 * that logout and an expired login remove them all at once.
 */
export const USER_QUERY_ROOT = ['main', 'user'] as const

export const userQueryKeys = {
  info: [...USER_QUERY_ROOT, 'info'] as const,
  im: [...USER_QUERY_ROOT, 'im'] as const,
  devices: [...USER_QUERY_ROOT, 'devices'] as const,
}
