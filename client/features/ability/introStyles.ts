import { styled } from '@linaria/react'
import { media } from '../../styles/media'

/* The ability page's intro and its module links; apart from the page, whose deferred part the styles' evaluation need not load. */

export const Intro = styled.header`
  position: relative;
  overflow: hidden;
  padding: 80px 20px 56px;
  text-align: center;
  &::before {
    content: '';
    position: absolute;
    inset: -40% 0 auto;
    height: 700px;
    background: radial-gradient(closest-side at 50% 50%, rgba(255, 122, 48, 0.28), transparent);
    pointer-events: none;
  }
  /* The eyebrow (components/eyebrow) above the glow, as the heading and the lead. */
  p[data-eyebrow] {
    position: relative;
  }
  h1 {
    position: relative;
    margin: 0;
    font-size: clamp(36px, 6vw, 68px);
    letter-spacing: -0.02em;
  }
  p[data-lead] {
    position: relative;
    max-width: 560px;
    text-wrap: balance;
    margin: 18px auto 28px;
    color: var(--s-muted);
    font-size: 17px;
  }
  ${media.from('md')} {
    padding: 112px 32px 72px;
  }
`

export const ModuleNav = styled.nav`
  position: relative;
  margin-top: 40px;
  ol {
    display: flex;
    flex-wrap: wrap;
    justify-content: center;
    gap: 8px;
    margin: 0;
    padding: 0;
    list-style: none;
    counter-reset: module;
  }
  a {
    display: inline-flex;
    align-items: center;
    gap: 8px;
    min-height: 40px;
    padding: 8px 16px;
    border-radius: 999px;
    font-size: 14px;
    color: var(--s-fg);
    text-decoration: none;
    background: var(--s-chip);
    border: 1px solid var(--s-line);
  }
  a:hover {
    background: var(--s-chip-hover);
  }
  a span {
    color: var(--s-accent);
    font-variant-numeric: tabular-nums;
    font-weight: 600;
  }
`
