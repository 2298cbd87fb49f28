import { styled } from '@linaria/react'
import { useState } from 'react'
import { PrimaryAction } from '../../components/ActionLink'
import { ResponsiveImage } from '../../components/ResponsiveImage'
import { Pill, Pills } from '../../blocks/showcase/ui'
import { ACTIONS, GALLERY, PRESETS } from './content'
import { Section } from './Section'
import { media } from '../../styles/media'

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, 1fr);
  gap: 12px;
  margin: 24px 0 0;
  padding: 0;
  list-style: none;
  ${media.from('sm')} {
    grid-template-columns: repeat(3, 1fr);
    gap: 16px;
  }
  ${media.from('md')} {
    grid-template-columns: repeat(4, 1fr);
    gap: 20px;
  }
`

const Card = styled.li`
  position: relative;
  overflow: hidden;
  border-radius: 18px;
  box-shadow: var(--s-shadow);
  &[hidden] {
    display: none;
  }
  figure {
    margin: 0;
  }
  figcaption {
    position: absolute;
    inset: auto 0 0;
    display: flex;
    align-items: center;
    gap: 8px;
    padding: 32px 14px 14px;
    color: #fff;
    font-size: 14px;
    font-weight: 600;
    background: linear-gradient(transparent, rgba(0, 0, 0, 0.62));
  }
  figcaption span {
    padding: 2px 10px;
    border-radius: 999px;
    font-size: 12px;
    background: rgba(255, 255, 255, 0.22);
    backdrop-filter: blur(6px);
  }
  img {
    transition: transform 0.6s ease;
  }
  &:hover img {
    transform: scale(1.04);
  }
`

const Foot = styled.div`
  display: flex;
  justify-content: center;
  margin-top: 40px;
`

/** Recommended presets: the twelve-row example gallery, filterable by genre. */
export function Presets() {
  const [genre, setGenre] = useState<string | null>(null)
  return (
    <Section copy={PRESETS}>
      <Pills role="group" aria-label={PRESETS.title} data-scroll="true">
        <Pill type="button" aria-pressed={genre === null} onClick={() => setGenre(null)}>
          {PRESETS.all}
        </Pill>
        {PRESETS.genres.map((item) => (
          <Pill key={item} type="button" aria-pressed={genre === item} onClick={() => setGenre(item)}>
            {item}
          </Pill>
        ))}
      </Pills>
      <Grid data-widget="gallery">
        {GALLERY.map((row) => (
          <Card key={row.image.name} hidden={genre !== null && row.genre !== genre} data-genre={row.genre}>
            <figure>
              <ResponsiveImage image={row.image} sizes={`${media.minWidth('md')} 280px, ${media.minWidth('sm')} 33vw, 50vw`} />
              <figcaption>
                <span>{row.genre}</span>
                {row.preset}
              </figcaption>
            </figure>
          </Card>
        ))}
      </Grid>
      <Foot>
        <PrimaryAction to="/download">{ACTIONS.trial}</PrimaryAction>
      </Foot>
    </Section>
  )
}
