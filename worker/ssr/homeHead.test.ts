import { describe, expect, it } from 'vitest'
import { request } from '../test/helpers'

const BROWSER = {
  'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1',
}

describe('the home page’s head', () => {
  it('preloads the hero image, the LCP element, with the sources and sizes the hero draws it with', async () => {
    const html = await (await request('/', { headers: BROWSER })).text()
    const head = html.slice(0, html.indexOf('</head>'))
    const preload = /<link rel="preload" as="image" type="image\/avif" imagesrcset="([^"]+)" imagesizes="([^"]+)" fetchpriority="high">/.exec(head)
    expect(preload).not.toBeNull()
    // The hero's AVIF source in the body: the preload must be the very request it makes.
    const source = /<source type="image\/avif" srcSet="([^"]+)" sizes="([^"]+)"\/><source type="image\/webp"[^>]*\/><img [^>]*elementtiming="hero"/.exec(html)
    expect(source).not.toBeNull()
    expect(preload![1]).toBe(source![1])
    expect(preload![2]).toBe(source![2])
  })
})
