import { css } from '@linaria/core'
import { styled } from '@linaria/react'
import { media } from '../../styles/media'

/** Styles of the download centre. */
export const Page = styled.div`
  --card-bg: #fff;
  --card-line: rgba(22, 23, 26, 0.08);
  background:
    radial-gradient(900px 420px at 85% -120px, rgba(255, 154, 61, 0.22), transparent 70%),
    radial-gradient(700px 380px at 0% 0%, rgba(120, 140, 255, 0.12), transparent 70%), linear-gradient(180deg, #f7f8fb 0%, #ffffff 520px);
  /* Under the default layout's transparent header, the backdrop starts at the top of the window. */
  &[data-under-header='true'] {
    margin-top: calc(-1 * var(--header-height));
    padding-top: var(--header-height);
  }
`

export const Inner = styled.div`
  max-width: var(--max-width);
  margin: 0 auto;
  padding: 56px 20px 80px;
  ${media.from('md')} {
    padding-top: 88px;
  }
`

export const HeroRow = styled.div`
  display: grid;
  align-items: center;
  gap: 32px;
  ${media.from('md')} {
    grid-template-columns: 1fr 440px;
  }
`

/** Class for the hero drawing (a plain class: styling the imported component would make the build evaluate it). */
export const illustration = css`
  display: none;
  width: 100%;
  height: auto;
  ${media.from('md')} {
    display: block;
  }
`

export const Hero = styled.header`
  display: grid;
  gap: 12px;
  max-width: 720px;
  h1 {
    margin: 0;
    font-size: clamp(32px, 5vw, 52px);
    letter-spacing: -0.02em;
  }
  > p {
    margin: 0;
    color: var(--fg-muted);
    font-size: 17px;
  }
`

export const Version = styled.p`
  font-size: 14px !important;
`

/* One control per row, left-aligned: the recommended button's text changes once the device is known and must move nothing. */
export const HeroActions = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 16px;
  margin-top: 16px;
`

export const Primary = styled.a`
  display: inline-flex;
  align-items: center;
  gap: 10px;
  min-height: 52px;
  padding: 0 26px;
  border-radius: 999px;
  font-size: 16px;
  font-weight: 600;
  color: #fff;
  text-decoration: none;
  background: linear-gradient(135deg, #ff9a3d, var(--accent-strong));
  box-shadow: 0 10px 28px rgba(255, 90, 31, 0.28);
  &[data-muted='true'] {
    color: var(--fg);
    background: #fff;
    box-shadow: inset 0 0 0 1px var(--card-line);
  }
`

export const Channels = styled.fieldset`
  display: inline-flex;
  margin: 0;
  padding: 4px;
  border: 0;
  border-radius: 999px;
  background: rgba(22, 23, 26, 0.06);
  legend {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
  }
  label {
    position: relative;
    display: block;
    padding: 8px 18px;
    border-radius: 999px;
    font-size: 14px;
    color: var(--fg-muted);
    cursor: pointer;
  }
  label:has(input:checked) {
    color: var(--fg);
    font-weight: 600;
    background: #fff;
    box-shadow: 0 1px 4px rgba(0, 0, 0, 0.12);
  }
  label:has(input:focus-visible) {
    outline: 2px solid var(--accent);
  }
  input {
    position: absolute;
    opacity: 0;
    pointer-events: none;
  }
`

export const SectionTitle = styled.h2`
  margin: 56px 0 16px;
  font-size: 20px;
`

export const Grid = styled.ul`
  display: grid;
  grid-template-columns: 1fr;
  gap: 16px;
  margin: 0;
  padding: 0;
  list-style: none;
  ${media.from('sm')} {
    grid-template-columns: repeat(2, 1fr);
    &[data-columns='3'] {
      grid-template-columns: repeat(3, 1fr);
    }
  }
`

export const Card = styled.li`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: 8px;
  padding: 24px;
  border-radius: 18px;
  background: var(--card-bg);
  box-shadow:
    0 0 0 1px var(--card-line),
    0 12px 32px rgba(22, 23, 26, 0.05);
  &[data-recommended='true'] {
    box-shadow:
      0 0 0 2px var(--accent),
      0 16px 40px rgba(255, 122, 48, 0.16);
  }
  h3 {
    margin: 0;
    font-size: 18px;
  }
  p {
    margin: 0;
    font-size: 14px;
    color: var(--fg-muted);
  }
  ${media.below('sm')} {
    padding: 20px;
  }
`

export const CardHead = styled.div`
  display: flex;
  align-items: center;
  gap: 14px;
  padding-right: 56px;
  margin-bottom: 4px;
  svg {
    flex: none;
    color: var(--fg);
  }
`

export const Badge = styled.span`
  position: absolute;
  top: 20px;
  right: 20px;
  padding: 2px 10px;
  border-radius: 999px;
  font-size: 12px;
  font-weight: 600;
  color: #c2410c;
  background: rgba(255, 122, 48, 0.12);
`

export const Meta = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: 0 10px;
  font-variant-numeric: tabular-nums;
  color: var(--fg) !important;
  span {
    white-space: nowrap;
  }
`

export const CardActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 12px;
  margin-top: auto;
  padding-top: 12px;
`

export const Download = styled.a`
  display: inline-flex;
  align-items: center;
  padding: 9px 20px;
  border-radius: 999px;
  font-size: 14px;
  font-weight: 600;
  color: #fff;
  background: #16171a;
  text-decoration: none;
`

export const Switch = styled.button`
  padding: 0;
  border: 0;
  background: none;
  font-size: 14px;
  color: #c2410c;
  text-decoration: underline;
  text-underline-offset: 3px;
  cursor: pointer;
`

export const Drives = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
  gap: 12px;
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: 12px;
    padding: 16px 20px;
    border-radius: 14px;
    background: #fff;
    box-shadow: 0 0 0 1px var(--card-line);
  }
  a {
    font-weight: 600;
    text-decoration: none;
  }
  a:hover {
    color: #c2410c;
  }
  span {
    font-size: 13px;
    color: var(--fg-muted);
  }
  code {
    font-size: 14px;
    color: var(--fg);
  }
`

export const Note = styled.p`
  margin: 12px 0 0;
  font-size: 13px;
  color: var(--fg-muted);
`
