import { describe, expect, it } from 'vitest'
import { documentStart } from './document'
import { pageAssets } from './assets'
import { ROUTES } from '../../shared/routes'
import { firstPaintRule, homeFirstPaint } from './firstPaint'

/** Static assets that answer `bytes` for every file (or a status), counting what they are asked. */
function fakeAssets(bytes: Uint8Array<ArrayBuffer> | number) {
  const asked: string[] = []
  const assets = {
    fetch: async (input: RequestInfo | URL) => {
      asked.push(new URL(String(input instanceof Request ? input.url : input)).pathname)
      return typeof bytes === 'number' ? new Response('missing', { status: bytes }) : new Response(bytes)
    },
  } as unknown as Fetcher
  return { assets, asked }
}

describe('the hero first paint (decision 041)', () => {
  it("inlines the file as the hero frame's background, read once per isolate", async () => {
    const { assets, asked } = fakeAssets(new Uint8Array([1, 2, 3, 250]))
    const rule = await firstPaintRule('/media/test-once-400.abc.avif', assets, 'https://example.test')
    expect(rule).toBe(
      'span:has(>picture>img[elementtiming="hero"]){background-image:url(data:image/avif;base64,AQID+g==);background-size:cover;background-position:center}',
    )
    await firstPaintRule('/media/test-once-400.abc.avif', assets, 'https://example.test')
    expect(asked).toEqual(['/media/test-once-400.abc.avif'])
  })

  it('gives nothing when the file cannot be read, and reads it again next time', async () => {
    const { assets, asked } = fakeAssets(404)
    expect(await firstPaintRule('/media/test-missing-400.abc.avif', assets, 'https://example.test')).toBeUndefined()
    expect(await firstPaintRule('/media/test-missing-400.abc.avif', assets, 'https://example.test')).toBeUndefined()
    expect(asked).toHaveLength(2)
    expect(await firstPaintRule('/media/test-missing-400.abc.avif', undefined, 'https://example.test')).toBeUndefined()
  })

  it("takes the home hero's smallest AVIF and goes in the head's nonced style", async () => {
    const { assets, asked } = fakeAssets(new Uint8Array([7]))
    const firstPaint = await homeFirstPaint(assets, 'https://example.test')
    expect(asked).toEqual([expect.stringMatching(/^\/media\/hero-640\.\w+\.avif$/)])
    const home = ROUTES.find((route) => route.page === 'home')!
    const head = documentStart({ entry: home, url: new URL('https://example.test/'), nonce: 'N0NCE', assets: pageAssets(home), extras: { firstPaint } })
    expect(head).toMatch(/<style nonce="N0NCE">[^<]*span:has\(>picture>img\[elementtiming="hero"\]\)\{background-image:url\(data:image\/avif;base64,Bw==\)/)
  })
})
