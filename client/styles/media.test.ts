import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { BREAKPOINTS } from '../../shared/constants'
import { media } from './media'

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return sources(path)
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.test.ts') ? [path] : []
  })
}

describe('media', () => {
  it('writes queries from the spec breakpoints', () => {
    expect(media.from('md')).toBe('@media (min-width: 1024px)')
    expect(media.below('sm')).toBe('@media (max-width: 767px)')
    expect(media.upTo('xs')).toBe('@media (max-width: 375px)')
    expect(media.minWidth('md')).toBe('(min-width: 1024px)')
  })

  it('is the only place the client writes a width query or restates a breakpoint', () => {
    const widths = new Set(Object.values(BREAKPOINTS).flatMap((px) => [px, px - 1]))
    const offenders = sources('client').flatMap((file) => {
      if (file === join('client', 'styles', 'media.ts')) return []
      const text = readFileSync(file, 'utf8')
      const widthQueries = text.match(/@media[^{]*\((min|max)-width/g) ?? []
      const breakpoints = [...text.matchAll(/\((?:min|max)-width:\s*(\d+)px\)/g)].filter((match) => widths.has(Number(match[1])))
      return [...widthQueries, ...breakpoints.map((match) => match[0])].map((found) => `${file}: ${found}`)
    })
    expect(offenders).toEqual([])
  })
})
