import { createServer, request as forward, type Server } from 'node:http'

/**
 * WebKitGTK's WebDriver is classic only: no console or page-error events, and MiniBrowser in
 * automation mode does not log page messages. So WebKit reaches the worker through this
 * proxy, which adds one same-origin script (allowed by the CSP's script-src 'self') at the top
 * of every document's head: it records page errors, unhandled rejections, CSP violations and
 * console errors and warnings in sessionStorage, where they outlive a full navigation and the
 * suite reads them (but not those of a page that is being left). Everything else passes
 * through unchanged; React hydrates #root, not the head.
 */
export const PROBLEMS_KEY = '__engineProblems'
const PROBE_PATH = '/__engine-probe.js'

const PROBE = `(() => {
  const KEY = ${JSON.stringify(PROBLEMS_KEY)}
  // Once the page is being left, WebKit fails the module imports still in flight (a deferred
  // part's, a warmed dialog's), and those rejections reach no one: a visitor has gone on.
  let leaving = false
  addEventListener('beforeunload', () => (leaving = true))
  addEventListener('pagehide', () => (leaving = true))
  addEventListener('pageshow', () => (leaving = false))
  const push = (line) => {
    if (leaving) return
    const list = JSON.parse(sessionStorage.getItem(KEY) || '[]')
    list.push(location.pathname + location.search + ' ' + line)
    sessionStorage.setItem(KEY, JSON.stringify(list))
  }
  // An empty list says the probe ran in this tab: the suite fails on a missing one.
  if (!sessionStorage.getItem(KEY)) sessionStorage.setItem(KEY, '[]')
  const describe = (value) => (value && (value.stack || value.message)) || String(value)
  addEventListener('error', (event) => {
    if (event instanceof ErrorEvent) push('pageerror: ' + event.message + ' ' + describe(event.error))
  })
  addEventListener('unhandledrejection', (event) => push('pageerror: unhandled rejection ' + describe(event.reason)))
  document.addEventListener('securitypolicyviolation', (event) => push('csp: ' + event.violatedDirective + ' ' + event.blockedURI))
  for (const type of ['error', 'warn']) {
    const original = console[type]
    console[type] = function (...args) {
      push(type + ': ' + args.map(describe).join(' '))
      return original.apply(this, args)
    }
  }
})()
`

export async function startProbeProxy(target: URL): Promise<{ origin: string; close: () => Promise<void> }> {
  const server: Server = createServer((incoming, outgoing) => {
    if (incoming.url === PROBE_PATH) {
      outgoing.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-store' })
      outgoing.end(PROBE)
      return
    }
    // Identity encoding, so a document can be edited as text.
    const headers = { ...incoming.headers }
    delete headers['accept-encoding']
    const upstream = forward({ host: target.hostname, port: target.port, method: incoming.method, path: incoming.url, headers }, (response) => {
      const type = String(response.headers['content-type'] ?? '')
      if (!type.startsWith('text/html')) {
        outgoing.writeHead(response.statusCode ?? 502, response.headers)
        response.pipe(outgoing)
        return
      }
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('end', () => {
        const html = Buffer.concat(chunks)
          .toString('utf8')
          .replace(/<head[^>]*>/, (head: string) => `${head}<script src="${PROBE_PATH}"></script>`)
        const { 'content-length': _length, ...rest } = response.headers
        outgoing.writeHead(response.statusCode ?? 502, rest)
        outgoing.end(html)
      })
    })
    upstream.on('error', (error) => {
      outgoing.writeHead(502)
      outgoing.end(String(error))
    })
    incoming.pipe(upstream)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as { port: number }
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
