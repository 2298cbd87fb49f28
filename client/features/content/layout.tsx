import { styled } from '@linaria/react'
import { Link, useNavigate } from '../../lib/links'
import { SEARCH_KEYWORD_MAX_LENGTH } from '../../../shared/contracts/content'
import { formatDateTime } from '../../lib/format'
import { media } from '../../styles/media'

/** The frame of the content pages: a centred column with a heading block. */
export const ContentPage = styled.div`
  max-width: var(--max-width);
  margin: 0 auto;
  padding: 56px 20px 88px;
  ${media.from('md')} {
    padding-top: 72px;
  }
`

export const PageHead = styled.header`
  display: grid;
  /* Not an auto column: Firefox sized it to the search input's intrinsic width, past a phone's edge. */
  grid-template-columns: minmax(0, 1fr);
  gap: 12px;
  max-width: 760px;
  margin-bottom: 40px;
  h1 {
    margin: 0;
    font-size: clamp(30px, 4.4vw, 46px);
    letter-spacing: -0.015em;
  }
  > p {
    margin: 0;
    font-size: 17px;
    color: var(--fg-muted);
  }
`

export const Eyebrow = styled.p`
  margin: 0;
  font-size: 13px !important;
  font-weight: 600;
  letter-spacing: 0.08em;
  color: #c2410c !important;
`

export const Cards = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(280px, 1fr));
  gap: 24px;
  margin: 0;
  padding: 0;
  list-style: none;
`

export const Card = styled.li`
  position: relative;
  display: flex;
  flex-direction: column;
  overflow: hidden;
  border-radius: 18px;
  background: var(--bg);
  box-shadow:
    0 0 0 1px var(--line),
    0 10px 30px rgba(22, 23, 26, 0.05);
  transition:
    transform 0.2s ease,
    box-shadow 0.2s ease;
  &:hover {
    transform: translateY(-2px);
    box-shadow:
      0 0 0 1px var(--line),
      0 18px 40px rgba(22, 23, 26, 0.1);
  }
  svg {
    width: 100%;
    height: auto;
  }
  > div {
    display: grid;
    gap: 6px;
    padding: 18px 20px 22px;
  }
  h2,
  h3 {
    margin: 0;
    font-size: 18px;
  }
  a {
    text-decoration: none;
  }
  a::after {
    content: '';
    position: absolute;
    inset: 0;
  }
  p {
    margin: 0;
    font-size: 14px;
    color: var(--fg-muted);
  }
`

export const Meta = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: 4px 12px;
  margin: 0;
  font-size: 13px !important;
  color: var(--fg-muted);
  font-variant-numeric: tabular-nums;
`

/** Long-form text: guides, articles, works. */
export const Prose = styled.article`
  max-width: 720px;
  font-size: 17px;
  line-height: 1.85;
  h2 {
    margin: 40px 0 12px;
    font-size: 22px;
  }
  p {
    margin: 0 0 16px;
  }
  ul {
    margin: 0 0 16px;
    padding-left: 1.3em;
  }
  li {
    margin: 6px 0;
  }
  > svg {
    width: 100%;
    height: auto;
    margin: 8px 0 32px;
    border-radius: 18px;
  }
`

const CrumbsNav = styled.nav`
  margin-bottom: 20px;
  font-size: 14px;
  color: var(--fg-muted);
  ol {
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  li + li::before {
    content: '/';
    margin-right: 8px;
    opacity: 0.5;
  }
  a {
    text-decoration: none;
  }
  a:hover {
    color: var(--fg);
  }
`

/** The breadcrumb trail: the links above the page, then the page itself. */
export function Crumbs({ trail, current }: { trail: ReadonlyArray<{ to: string; label: string }>; current: string }) {
  return (
    <CrumbsNav aria-label="位置">
      <ol>
        {trail.map(({ to, label }) => (
          <li key={to}>
            <Link to={to}>{label}</Link>
          </li>
        ))}
        <li aria-current="page">{current}</li>
      </ol>
    </CrumbsNav>
  )
}

export const Empty = styled.div`
  padding: 48px 24px;
  border-radius: 18px;
  text-align: center;
  color: var(--fg-muted);
  background: var(--bg-soft);
  h2 {
    color: var(--fg);
    font-size: 20px;
  }
  p {
    margin: 0 0 16px;
  }
  a {
    color: #c2410c;
  }
`

const SearchForm = styled.form`
  display: flex;
  gap: 8px;
  max-width: 560px;
  /* As a flex item it may shrink below the input's intrinsic width (Firefox: wider than a phone). */
  min-width: 0;
  input {
    flex: 1;
    min-width: 0;
    padding: 12px 18px;
    border: 1px solid var(--line);
    border-radius: 999px;
    font: inherit;
    font-size: 16px;
    color: inherit;
    background: var(--bg);
  }
  button {
    padding: 0 22px;
    border: 0;
    border-radius: 999px;
    font-size: 15px;
    font-weight: 600;
    color: #fff;
    background: #16171a;
    cursor: pointer;
  }
`

/**
 * Searches guides, help and articles; a plain GET form, so it works before hydration too.
 * Once hydrated it navigates in the app, as react-router's Form would (without its fetcher
 * and submit machinery on every page).
 */
export function SearchBox({ keyword = '', label = '搜索教程、帮助与文章' }: { keyword?: string; label?: string }) {
  const navigate = useNavigate()
  return (
    <SearchForm
      role="search"
      method="get"
      action="/search"
      onSubmit={(event) => {
        event.preventDefault()
        const query = new URLSearchParams({ keyword: new FormData(event.currentTarget).get('keyword')?.toString() ?? '' })
        navigate(`/search?${query}`)
      }}
    >
      <input
        type="search"
        name="keyword"
        defaultValue={keyword}
        key={keyword}
        placeholder={label}
        aria-label={label}
        maxLength={SEARCH_KEYWORD_MAX_LENGTH}
        enterKeyHint="search"
      />
      <button type="submit">搜索</button>
    </SearchForm>
  )
}

/** 2026-11-02 from epoch seconds, in Beijing time. */
export function formatDate(epochSeconds: number): string {
  return formatDateTime(epochSeconds).slice(0, 10)
}
