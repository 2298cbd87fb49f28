import { expect, it } from 'vitest'
import app from './app'

it('matches every request with Hono’s RegExpRouter, not the slower fallback', () => {
  // SmartRouter picks its router at the first match: a route RegExpRouter cannot take
  // (a parameter beside static routes at the same depth) silently makes it TrieRouter.
  app.router.match('GET', '/help')
  expect(app.router.name).toBe('SmartRouter + RegExpRouter')
})
