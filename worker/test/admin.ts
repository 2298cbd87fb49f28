import { expect } from 'vitest'
import { callPath } from './accounts'
import { ORIGIN } from './helpers'

/** Signs in through the sandbox's Access and returns the cookie a browser would keep. */
export async function adminSignIn(email: string): Promise<string> {
  const response = await callPath('/__sandbox/access/sign-in', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: `email=${encodeURIComponent(email)}`,
  })
  expect(response.status).toBe(303)
  return response.headers.get('set-cookie')!.split(';')[0]!
}

/** A console page as the signed-in browser reads it. */
export function adminGet(path: string, cookie: string): Promise<Response> {
  return callPath(path, { headers: { cookie } })
}

/** A console form posted from the console itself. */
export function adminPost(path: string, cookie: string, form: Record<string, string>): Promise<Response> {
  return callPath(path, {
    method: 'POST',
    headers: { cookie, origin: ORIGIN, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(form).toString(),
  })
}

/** A form the console refused: a 400 page that names the fault and keeps what the operator typed. */
export async function expectFormKept(response: Response, fault: string, typed: string): Promise<void> {
  expect(response.status).toBe(400)
  const text = await response.text()
  expect(text).toContain(fault)
  expect(text).toContain(`value="${typed}"`)
}
