import { firstPaintFile, HERO, mediaOf } from '../../client/server'

/**
 * The hero's first paint in the head (docs/decisions/041): the smallest AVIF of the page's
 * LCP image, inlined as the background of the hero's frame, so the hero is painted with the
 * document. A separate file is discovered only once the document has arrived and costs a
 * round trip more (on a mobile network about 0.6 s, half the LCP budget); the image's own
 * file still loads over it at the size the screen wants. The bytes are read once per
 * isolate from the static assets.
 */

/** The hero's frame: `ResponsiveImage`'s box around the image the client's loader waits for. */
const HERO_FRAME = 'span:has(>picture>img[elementtiming="hero"])'

const inlined = new Map<string, Promise<string | undefined>>()

function base64(bytes: Uint8Array): string {
  let binary = ''
  for (let at = 0; at < bytes.length; at += 0x8000) binary += String.fromCharCode(...bytes.subarray(at, at + 0x8000))
  return btoa(binary)
}

async function readInline(file: string, assets: Fetcher, origin: string): Promise<string | undefined> {
  const response = await assets.fetch(new URL(file, origin))
  if (!response.ok) return undefined
  const data = base64(new Uint8Array(await response.arrayBuffer()))
  return `${HERO_FRAME}{background-image:url(data:image/avif;base64,${data});background-size:cover;background-position:center}`
}

/** The rule that paints `file` behind the hero, or nothing when the assets cannot give it (it is then tried again). */
export function firstPaintRule(file: string, assets: Fetcher | undefined, origin: string): Promise<string | undefined> {
  if (!assets) return Promise.resolve(undefined)
  let rule = inlined.get(file)
  if (!rule) {
    rule = readInline(file, assets, origin).catch(() => undefined)
    inlined.set(file, rule)
    void rule.then((css) => css === undefined && inlined.delete(file))
  }
  return rule
}

/** The home page's hero. */
export function homeFirstPaint(assets: Fetcher | undefined, origin: string): Promise<string | undefined> {
  return firstPaintRule(firstPaintFile(HERO.image), assets, origin)
}

/** An ad landing's hero: its after image, the one drawn whole. */
export function landingFirstPaint(afterName: string, assets: Fetcher | undefined, origin: string): Promise<string | undefined> {
  const image = mediaOf(afterName)
  return image ? firstPaintRule(firstPaintFile(image), assets, origin) : Promise.resolve(undefined)
}
