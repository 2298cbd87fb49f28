import { describe, expect, it } from 'vitest'
import { ROUTES } from '../../shared/routes'
import { assetsOf, type ClientBuild } from './assets'
import { documentEnd, documentStart } from './document'

const home = ROUTES.find((route) => route.page === 'home')!
const download = ROUTES.find((route) => route.page === 'download')!

/**
 * A build shaped like the real one: the entry defers the footer, home defers its sections, which share a chunk with /ability;
 * the home page's island (decision 043) imports the home page's chunk and defers the footer too.
 */
const client: ClientBuild = {
  dev: false,
  buildId: 'test',
  entry: 'client/entry.tsx',
  adEntry: 'client/adEntry.tsx',
  homeEntry: 'client/homeEntry.tsx',
  manifest: {
    'client/homeEntry.tsx': {
      file: 'assets/homeEntry.js',
      css: ['assets/homeEntry.css'],
      imports: ['_base.js', 'client/pages/home.tsx'],
      dynamicImports: ['client/layouts/SiteFooter.deferred.tsx'],
    },
    'client/entry.tsx': {
      file: 'assets/entry.js',
      css: ['assets/entry.css'],
      imports: ['_base.js'],
      dynamicImports: ['client/layouts/SiteFooter.deferred.tsx'],
    },
    '_base.js': { file: 'assets/base.js', css: ['assets/base.css'] },
    'client/layouts/SiteFooter.deferred.tsx': { file: 'assets/SiteFooter.js', css: ['assets/SiteFooter.css'], imports: ['_base.js'] },
    'client/pages/home.tsx': {
      file: 'assets/home.js',
      css: ['assets/home.css'],
      imports: ['_base.js'],
      dynamicImports: ['client/features/home/BelowHero.deferred.tsx'],
    },
    'client/features/home/BelowHero.deferred.tsx': { file: 'assets/BelowHero.js', css: ['assets/BelowHero.css'], imports: ['_base.js', '_steps.js'] },
    '_steps.js': { file: 'assets/steps.js', css: ['assets/steps.css'], imports: ['_base.js'] },
    'client/pages/download.tsx': { file: 'assets/download.js', css: ['assets/download.css'], imports: ['_base.js'] },
  },
  styles: Object.fromEntries(
    ['entry', 'homeEntry', 'base', 'SiteFooter', 'home', 'BelowHero', 'steps', 'download'].map((name) => [`/assets/${name}.css`, `.${name}{}`]),
  ),
}

describe('the CSS of parts below the fold (decision 042)', () => {
  it("links home's sections' files for after the first paint and inlines the rest in the same order", () => {
    const assets = assetsOf(home, client)
    expect(assets.inlineStyles).toEqual(['/assets/homeEntry.css', '/assets/base.css', '/assets/home.css', '/assets/SiteFooter.css'])
    expect(assets.inlineCss).toBe('.homeEntry{}\n.base{}\n.home{}\n.SiteFooter{}')
    expect(assets.laterStyles).toEqual(['/assets/BelowHero.css', '/assets/steps.css'])
  })

  it('inlines every file of a page without such a part', () => {
    const assets = assetsOf(download, client)
    expect(assets.laterStyles).toEqual([])
    expect(assets.inlineStyles).toEqual(['/assets/entry.css', '/assets/base.css', '/assets/SiteFooter.css', '/assets/download.css'])
  })

  it('writes them as print stylesheets after the inlined CSS, and the loader puts them on the screen', () => {
    const assets = assetsOf(home, client)
    const head = documentStart({ entry: home, url: new URL('https://example.test/'), nonce: 'N0NCE', assets })
    const style = head.indexOf('<style nonce="N0NCE">.homeEntry{}')
    const later = head.indexOf('<link rel="stylesheet" href="/assets/BelowHero.css" media="print" data-after-paint>')
    expect(style).toBeGreaterThan(-1)
    expect(later).toBeGreaterThan(style)
    expect(head).toContain('<link rel="stylesheet" href="/assets/steps.css" media="print" data-after-paint>')
    expect(head).not.toContain('.BelowHero{}')
    const end = documentEnd({ nonce: 'N0NCE', assets, data: { island: 'home', queries: { mutations: [], queries: [] } } })
    expect(end).toContain("document.querySelectorAll('link[data-after-paint]')")
    expect(end).toContain("link.media = 'all'")
  })
})

describe("the page's own module (decision 037)", () => {
  const data = { router: { loaderData: {}, actionData: null, errors: null }, queries: { mutations: [], queries: [] } }

  it('names its key and built file to the client, which loads it without the table of every page', () => {
    const assets = assetsOf(download, client)
    expect(assets.page).toEqual({ key: 'download', file: '/assets/download.js' })
    expect(assets.preloads).toContain('/assets/download.js')
    expect(documentEnd({ nonce: 'N0NCE', assets, data })).toContain('data-page="download" data-page-file="/assets/download.js"')
  })

  it("loads the home page's island from its own entry, with the home page's module among its imports (decision 043)", () => {
    const assets = assetsOf(home, client)
    expect(assets.entry).toBe('/assets/homeEntry.js')
    expect(assets.page).toBeUndefined()
    expect(assets.preloads).toEqual(['/assets/base.js', '/assets/home.js'])
  })

  it('names none for an ad landing, whose island has no pages, nor in dev', () => {
    const landing = ROUTES.find((route) => route.layout === 'ad')!
    expect(assetsOf(landing, { ...client, manifest: { ...client.manifest, 'client/adEntry.tsx': { file: 'assets/adEntry.js' } } }).page).toBeUndefined()
    const dev = assetsOf(download, { ...client, dev: true })
    expect(dev.page).toBeUndefined()
    expect(documentEnd({ nonce: 'N0NCE', assets: dev, data })).not.toContain('data-page')
  })
})
