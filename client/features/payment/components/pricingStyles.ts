import { styled } from '@linaria/react'
import { media } from '../../../styles/media'

export const Page = styled.div`
  position: relative;
  overflow: hidden;
  padding: 56px 20px 96px;
  background:
    radial-gradient(1200px 480px at 50% -120px, rgba(255, 122, 48, 0.22), transparent 70%),
    radial-gradient(800px 400px at 90% 10%, rgba(120, 90, 255, 0.12), transparent 70%), var(--bg);
  ${media.below('sm')} {
    padding: 32px 16px 64px;
  }
`

export const Inner = styled.div`
  max-width: var(--max-width);
  margin: 0 auto;
`

export const Hero = styled.header`
  text-align: center;
  margin-bottom: 32px;
  small {
    display: inline-block;
    letter-spacing: 0.2em;
    font-size: 12px;
    color: var(--accent-text);
    margin-bottom: 12px;
  }
  h1 {
    font-size: clamp(28px, 4.5vw, 44px);
    font-weight: 700;
    margin: 0 0 12px;
  }
  p {
    margin: 0 auto;
    max-width: 640px;
    color: var(--fg-muted);
    font-size: 16px;
  }
`

export const Switch = styled.div`
  display: flex;
  justify-content: center;
  margin: 0 auto 16px;
  > div {
    display: inline-flex;
    gap: 4px;
    padding: 4px;
    border-radius: 999px;
    border: 1px solid var(--line);
    background: rgba(255, 255, 255, 0.04);
    max-width: 100%;
    overflow-x: auto;
    scrollbar-width: none;
  }
  a,
  button {
    flex: none;
    padding: 8px 18px;
    border: 0;
    border-radius: 999px;
    background: transparent;
    color: var(--fg-muted);
    font-size: 14px;
    text-decoration: none;
    cursor: pointer;
    white-space: nowrap;
  }
  [aria-current='page'],
  [aria-pressed='true'] {
    background: var(--fg);
    color: var(--bg);
    font-weight: 600;
  }
  &[data-size='small'] a,
  &[data-size='small'] button {
    padding: 6px 14px;
    font-size: 13px;
  }
`

export const Grid = styled.ul`
  list-style: none;
  margin: 32px 0 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(260px, 320px));
  justify-content: center;
  gap: 20px;
  ${media.below('sm')} {
    grid-template-columns: 1fr;
    gap: 16px;
  }
`

export const Card = styled.li`
  position: relative;
  display: flex;
  flex-direction: column;
  border-radius: 18px;
  border: 1px solid var(--line);
  background: linear-gradient(180deg, rgba(255, 255, 255, 0.06), rgba(255, 255, 255, 0.02));
  overflow: hidden;
  transition:
    transform 0.2s,
    border-color 0.2s;
  &:hover {
    transform: translateY(-2px);
    border-color: rgba(255, 255, 255, 0.22);
  }
  &[data-recommended='true'] {
    border-color: var(--card-accent);
    box-shadow: 0 12px 48px -12px var(--card-accent);
  }
  > header {
    padding: 20px 22px 16px;
    background: var(--card-band);
    color: var(--card-ink);
    h2 {
      margin: 0;
      font-size: 18px;
      font-weight: 700;
    }
    p {
      margin: 4px 0 0;
      font-size: 13px;
      opacity: 0.78;
    }
  }
  > div {
    flex: 1;
    display: flex;
    flex-direction: column;
    padding: 20px 22px 22px;
  }
  ul {
    list-style: none;
    margin: 16px 0 20px;
    padding: 0;
    display: grid;
    gap: 8px;
    font-size: 14px;
    color: var(--fg);
  }
  ul li {
    display: flex;
    gap: 8px;
    align-items: baseline;
  }
  ul li::before {
    content: '✓';
    color: var(--card-accent);
    font-weight: 700;
  }
  > div > button {
    margin-top: auto;
  }
`

export const Badge = styled.span`
  position: absolute;
  top: 14px;
  right: 14px;
  padding: 2px 10px;
  border-radius: 999px;
  font-size: 12px;
  font-weight: 700;
  color: #fff;
  background: linear-gradient(135deg, #ff9a3d, #ff3d6e);
  box-shadow: 0 4px 12px rgba(255, 61, 110, 0.35);
`

export const Price = styled.p`
  margin: 0;
  display: flex;
  align-items: baseline;
  flex-wrap: wrap;
  gap: 4px 8px;
  font-variant-numeric: tabular-nums;
  strong {
    font-size: 36px;
    line-height: 1.1;
    font-weight: 800;
    letter-spacing: -0.02em;
  }
  span {
    color: var(--fg-muted);
    font-size: 14px;
  }
  del {
    color: var(--fg-muted);
    font-size: 13px;
  }
  em {
    align-self: center;
    padding: 1px 8px;
    border-radius: 6px;
    font-style: normal;
    font-size: 12px;
    font-weight: 700;
    color: #fff;
    background: linear-gradient(135deg, #ff9a3d, #ff3d6e);
  }
`

export const Chips = styled.p`
  margin: 8px 0 0;
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
  min-height: 22px;
  span {
    padding: 1px 8px;
    border-radius: 6px;
    font-size: 12px;
    color: var(--card-accent);
    background: rgba(255, 255, 255, 0.06);
  }
  span[data-kind='saving'],
  span[data-kind='deduction'] {
    color: #1b1309;
    background: var(--card-accent);
    font-weight: 600;
  }
`

export const Methods = styled.p`
  margin: 12px 0 0;
  font-size: 12px;
  color: var(--fg-muted);
  text-align: center;
`

export const Notes = styled.section`
  margin: 56px auto 0;
  max-width: 880px;
  h2 {
    font-size: 20px;
    text-align: center;
    margin-bottom: 20px;
  }
  dl {
    display: grid;
    grid-template-columns: repeat(2, 1fr);
    gap: 16px;
    margin: 0;
    ${media.below('sm')} {
      grid-template-columns: 1fr;
    }
  }
  dl > div {
    padding: 18px 20px;
    border-radius: 14px;
    border: 1px solid var(--line);
    background: rgba(255, 255, 255, 0.03);
  }
  dt {
    font-weight: 600;
    margin-bottom: 6px;
  }
  dd {
    margin: 0;
    color: var(--fg-muted);
    font-size: 14px;
  }
`

export const Agreements = styled.p`
  margin: 20px 0 0;
  text-align: center;
  font-size: 13px;
  color: var(--fg-muted);
  a {
    color: var(--fg-muted);
  }
`

export const Empty = styled.p`
  text-align: center;
  color: var(--fg-muted);
  padding: 48px 0;
`
