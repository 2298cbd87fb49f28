import { styled } from '@linaria/react'
import { media } from '../styles/media'

/*
 * The account pages' surfaces: a bordered panel, and a grid of bordered cards (devices,
 * packages) that becomes one column on phones. A card's or panel's heading is an h2.
 */

const surface = `
  border-radius: var(--radius);
  border: 1px solid var(--line);
  background: var(--bg);
  h2 {
    margin: 0 0 12px;
    font-size: 16px;
    overflow-wrap: anywhere;
  }
`

export const Panel = styled.section`
  padding: 20px 22px;
  ${surface}
`

export const CardGrid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(300px, 1fr));
  gap: 16px;
  margin: 0;
  padding: 0;
  list-style: none;
  ${media.below('sm')} {
    grid-template-columns: 1fr;
  }
  > li {
    padding: 18px 20px;
    ${surface}
  }
`
