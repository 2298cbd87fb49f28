import type { Context } from 'hono'
import { createMiddleware } from 'hono/factory'
import type { AdminRole, Bindings, Variables } from '../env'
import { log } from '../lib/log'
import { forbiddenPage, type Viewer } from './views'

/** The console's Hono environment: every handler runs after the Access check has set the viewer. */
export type AdminEnv = { Bindings: Bindings; Variables: Variables & { viewer: Viewer } }
export type AdminContext = Context<AdminEnv>

/** What each role may do; a route names its action, and anything not listed here is refused. */
export const PERMISSIONS = {
  read: ['viewer', 'operator', 'finance'],
  resolveMismatch: ['operator', 'finance'],
  refund: ['finance'],
  adjustPoints: ['operator', 'finance'],
  handleInvoice: ['finance'],
  editConfig: ['operator'],
  editCampaigns: ['operator'],
  // Codes are worth their gifts: issuing and downloading them is an operator's, like the activity's gifts.
  issueCodes: ['operator'],
} as const satisfies Record<string, readonly AdminRole[]>

export type AdminAction = keyof typeof PERMISSIONS

export function allowed(role: AdminRole, action: AdminAction): boolean {
  return (PERMISSIONS[action] as readonly AdminRole[]).includes(role)
}

/** Refuses a role that may not do `action` (403, nothing read or changed). */
export const requireRole = (action: AdminAction) =>
  createMiddleware<AdminEnv>(async (c, next) => {
    const viewer = c.get('viewer')
    if (!allowed(viewer.role, action)) {
      log('warn', 'admin.forbidden', { email: viewer.email, role: viewer.role, action, path: c.req.path })
      return c.html(forbiddenPage(viewer), 403)
    }
    await next()
  })

/** Form posts decoded without ever throwing (bad input is a message, never a 500). */
export async function formOf(c: AdminContext): Promise<Record<string, string>> {
  try {
    return Object.fromEntries(new URLSearchParams(new TextDecoder().decode(await c.req.arrayBuffer())))
  } catch {
    return {}
  }
}

/** The named file of a multipart form, or null (no file, or a body that is not a form). */
export async function uploadedFile(c: AdminContext, name: string): Promise<File | null> {
  try {
    const value = (await c.req.parseBody())[name]
    return value instanceof File ? value : null
  } catch {
    return null
  }
}
