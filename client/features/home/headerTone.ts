import type { SectionTone } from './hero'

export interface SectionBox {
  top: number
  bottom: number
  tone: SectionTone
}

/**
 * The tone of the section under the header: the one that spans the line just below the
 * header's bottom edge (viewport coordinates). Above the first section it is the first's,
 * below the last the last's; with no sections, null.
 */
export function toneAt(sections: readonly SectionBox[], line: number): SectionTone | null {
  if (sections.length === 0) return null
  for (const section of sections) {
    if (section.top <= line && line < section.bottom) return section.tone
  }
  return line < sections[0]!.top ? sections[0]!.tone : sections.at(-1)!.tone
}
