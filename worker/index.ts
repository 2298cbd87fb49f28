import app from './app'
import type { Bindings } from './env'
import { scheduled } from './scheduled'

export default {
  fetch: app.fetch,
  scheduled,
} satisfies ExportedHandler<Bindings>
