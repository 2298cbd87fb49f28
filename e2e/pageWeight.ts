import { gzipSync } from 'node:zlib'
import type { APIRequestContext } from '@playwright/test'

/** A browser's user agent: crawlers (and Node's fetch) get the document in one piece, browsers the same links. */
export const BROWSER_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1'

/**
 * The client JS a page loads on arrival, gzipped, in kB: the entry and the preloads its
 * client loader names (docs/decisions/022; what `npm run bench` reports as client JS).
 */
export async function pageJsKb(request: APIRequestContext, path: string): Promise<{ kb: number; status: number; files: string[] }> {
  const response = await request.get(path, { headers: { 'user-agent': BROWSER_UA }, maxRedirects: 0 })
  const html = await response.text()
  const loader = /data-entry="([^"]+)" data-preloads="([^"]*)"/.exec(html)
  const files = loader ? [...new Set([loader[1]!, ...loader[2]!.split(' ').filter(Boolean)])] : []
  let bytes = 0
  for (const file of files) bytes += gzipSync(await (await request.get(file)).body()).byteLength
  return { kb: bytes / 1024, status: response.status(), files }
}
