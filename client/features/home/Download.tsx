import { styled } from '@linaria/react'
import { Link } from '../../lib/links'
import { PrimaryAction } from '../../components/ActionLink'
import { ACTIONS, DOWNLOAD } from './content'
import { Section } from './Section'
import { media } from '../../styles/media'

const Platforms = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, 1fr);
  gap: 12px;
  margin: 0;
  padding: 0;
  list-style: none;
  ${media.from('sm')} {
    grid-template-columns: repeat(5, 1fr);
    gap: 16px;
  }
  li:first-child {
    grid-column: 1 / -1;
    ${media.from('sm')} {
      grid-column: auto;
    }
  }
  a {
    display: grid;
    gap: 14px;
    padding: 24px 20px;
    min-height: 100%;
    border-radius: 20px;
    text-decoration: none;
    color: inherit;
    background: var(--s-card);
    border: 1px solid var(--s-line);
    transition:
      transform 0.2s,
      box-shadow 0.2s;
  }
  a:hover {
    transform: translateY(-2px);
    box-shadow: var(--s-shadow);
  }
  strong {
    display: block;
    font-size: 18px;
  }
  span {
    color: var(--s-muted);
    font-size: 13px;
  }
`

const Icon = styled.span`
  display: grid;
  place-items: center;
  width: 44px;
  height: 44px;
  border-radius: 12px;
  color: #fff !important;
  background: linear-gradient(135deg, #2b2b33, #111114);
`

const Foot = styled.div`
  display: flex;
  justify-content: center;
  margin-top: 40px;
`

const GLYPHS: Record<string, string> = {
  'mac-apple': 'M4 5h16v10H4zM2 18h20',
  windows: 'M4 5l7-1v8H4zM13 4l7-1v9h-7zM4 13h7v7l-7-1zM13 13h7v8l-7-1z',
  ipad: 'M6 3h12a1 1 0 0 1 1 1v16a1 1 0 0 1-1 1H6a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1zM11 18h2',
  iphone: 'M8 3h8a1 1 0 0 1 1 1v16a1 1 0 0 1-1 1H8a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1zM11 18h2',
  android: 'M6 10h12v7a1 1 0 0 1-1 1H7a1 1 0 0 1-1-1zM7 9a5 4 0 0 1 10 0zM8 5l1.5 2M16 5l-1.5 2',
}

/** Download: the platforms, each leading to the download page. */
export function Download() {
  return (
    <Section copy={DOWNLOAD} center>
      <Platforms>
        {DOWNLOAD.platforms.map((platform) => (
          <li key={platform.key}>
            <Link to="/download">
              <Icon aria-hidden="true">
                <svg
                  width="22"
                  height="22"
                  viewBox="0 0 24 24"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="1.7"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                >
                  <path d={GLYPHS[platform.key]} />
                </svg>
              </Icon>
              <div>
                <strong>{platform.title}</strong>
                <span>{platform.note}</span>
              </div>
            </Link>
          </li>
        ))}
      </Platforms>
      <Foot>
        <PrimaryAction to="/download">{ACTIONS.trial}</PrimaryAction>
      </Foot>
    </Section>
  )
}
