import app, { SECURITY } from './app'
import type { Bindings } from './env'
import { servedKept } from './edge/pages'
import { scheduled } from './scheduled'

export default {
  // An anonymous visitor's kept page goes out before Hono's dispatch and middleware (decision 044).
  fetch: (request, env, ctx) => servedKept(request, env, SECURITY) ?? app.fetch(request, env, ctx),
  scheduled,
} satisfies ExportedHandler<Bindings>
