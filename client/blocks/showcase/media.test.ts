import { existsSync, readFileSync } from 'node:fs'
import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { imageUrl, srcSet } from '../../components/ResponsiveImage'
import { CLIPS, MEDIA } from './media'

const file = (url: string) => `public${url}`
const urlsOf = (srcset: string) => srcset.split(', ').map((candidate) => candidate.split(' ')[0]!)

describe('the media manifest', () => {
  it.each(Object.values(MEDIA))('names every file of $name by the hash of its content', (image) => {
    const urls = [...urlsOf(srcSet(image, 'avif')), ...urlsOf(srcSet(image, 'webp'))]
    expect(urls).toContain(imageUrl(image))
    for (const url of urls) expect(existsSync(file(url)), url).toBe(true)
    // The version is the hash of the image's files, in generate.mjs's order (avif widths, then webp).
    const hash = createHash('sha256')
    for (const url of urls) hash.update(readFileSync(file(url)))
    expect(hash.digest('hex').slice(0, 8)).toBe(image.version)
  })

  it.each(Object.entries(CLIPS))('has the clip %s and its poster', (_, clip) => {
    expect(existsSync(file(clip.mp4)), clip.mp4).toBe(true)
    expect(existsSync(file(clip.poster)), clip.poster).toBe(true)
  })
})
