import { styled } from '@linaria/react'
import { BRAND_CASES, BRANDS } from './content'
import { Section } from './Section'
import { media } from '../../styles/media'

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, 1fr);
  gap: 12px;
  margin: 0;
  padding: 0;
  list-style: none;
  ${media.from('sm')} {
    grid-template-columns: repeat(4, 1fr);
    gap: 16px;
  }
  li {
    display: flex;
    align-items: center;
    gap: 14px;
    padding: 20px;
    border-radius: 18px;
    background: var(--s-card);
    border: 1px solid var(--s-line);
  }
  strong {
    display: block;
    font-size: 15px;
  }
  small {
    display: block;
    font-size: 10px;
    letter-spacing: 0.14em;
    color: var(--s-muted);
  }
  em {
    display: block;
    margin-top: 2px;
    font-style: normal;
    font-size: 12px;
    color: var(--s-muted);
  }
  ${media.upTo('xs')} {
    li {
      flex-direction: column;
      align-items: flex-start;
      padding: 16px;
    }
  }
`

type Mark = (typeof BRAND_CASES)[number]['mark']

/** The drawn logo marks of the invented brands. */
const MARKS: Record<Mark, string> = {
  sun: 'M24 34a10 10 0 1 1 0-20 10 10 0 0 1 0 20zM24 6v5M24 37v5M6 24h5M37 24h5M11 11l3.5 3.5M33.5 33.5L37 37M11 37l3.5-3.5M33.5 14.5L37 11',
  antler: 'M24 40V24M24 24c-6-2-9-8-9-14M15 16c-3 0-6-2-7-5M24 24c6-2 9-8 9-14M33 16c3 0 6-2 7-5M19 32c-3 1-6 0-8-2M29 32c3 1 6 0 8-2',
  fruit: 'M24 40c-8 0-13-6-13-13s5-12 13-12 13 5 13 12-5 13-13 13zM24 15c0-4 2-7 6-9M24 15c-3-3-7-3-9-1',
  wave: 'M6 28c4-4 8-4 12 0s8 4 12 0 8-4 12 0M6 36c4-4 8-4 12 0s8 4 12 0 8-4 12 0M16 20c2-6 6-10 12-12',
  frame: 'M12 8h24v32H12zM24 14a5 5 0 1 1 0 10 5 5 0 0 1 0-10zM16 36c1-6 4-9 8-9s7 3 8 9',
  house: 'M8 22L24 9l16 13M12 19v20h24V19M20 39V28h8v11',
  mountain: 'M4 38l13-20 8 11 6-8 13 17zM31 12a4 4 0 1 1 0 .1',
  cloud: 'M15 34a8 8 0 0 1 0-16 10 10 0 0 1 19-2 8 8 0 0 1-1 18z',
}

function BrandLogo({ mark, color }: { mark: Mark; color: string }) {
  return (
    <svg width="52" height="52" viewBox="0 0 48 48" aria-hidden="true" style={{ flex: 'none' }}>
      <rect width="48" height="48" rx="14" fill={color} opacity="0.12" />
      <path d={MARKS[mark]} fill="none" stroke={color} strokeWidth="2.4" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  )
}

/** Brand cases: eight studios and their marks. */
export function Brands() {
  return (
    <Section copy={BRANDS} center>
      <Grid>
        {BRAND_CASES.map((brand) => (
          <li key={brand.name}>
            <BrandLogo mark={brand.mark} color={brand.color} />
            <div>
              <small>{brand.en}</small>
              <strong>{brand.name}</strong>
              <em>{brand.genre}</em>
            </div>
          </li>
        ))}
      </Grid>
    </Section>
  )
}
