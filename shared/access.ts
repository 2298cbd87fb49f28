/** accessTag bit flags (spec section 3) and the permission rules of spec section 6. */

export const AccessTag = {
  NoAuth: 0,
  Packages: 1,
  ShowCompleteInfoDialog: 4,
  ShowModifyInfoButton: 8,
  ShowCancelChoiceDialog: 16,
} as const

export type Permission = 'none' | 'packages' | 'information'

/** The flags that grant each permission: any one of them is enough. */
const PERMISSION_FLAGS: Record<Permission, number[]> = {
  none: [],
  packages: [AccessTag.Packages],
  information: [AccessTag.ShowCompleteInfoDialog, AccessTag.ShowModifyInfoButton],
}

export function hasPermission(accessTag: number, permission: Permission): boolean {
  const flags = PERMISSION_FLAGS[permission]
  return flags.length === 0 || flags.some((flag) => (accessTag & flag) === flag)
}

/** What the edge and the client router know about the visitor when they guard a route. */
export interface Viewer {
  loggedIn: boolean
  accessTag: number
}

export const ANONYMOUS: Viewer = { loggedIn: false, accessTag: AccessTag.NoAuth }

export interface Guard {
  requiresLogin: boolean
  permission: Permission
}

/** The single guard decision both sides apply: allow, or send the visitor home. */
export function canEnter(guard: Guard, viewer: Viewer): boolean {
  if (!guard.requiresLogin) return true
  return viewer.loggedIn && hasPermission(viewer.accessTag, guard.permission)
}
