import { styled } from '@linaria/react'

/** What the family panels are built of: each family arranges them its own way. */

export const Muted = styled.p`
  margin: 8px 0 0;
  font-size: 13px;
  line-height: 1.6;
  color: var(--muted);
`

/** Big figures side by side (a salesman's registrations, a deposit's parts). */
export const Stats = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(96px, 1fr));
  gap: 10px;
  margin: 0;
  & > div {
    padding: 12px 10px;
    border-radius: 14px;
    background: #fff6f0;
    text-align: center;
  }
  & dt {
    font-size: 12px;
    color: var(--muted);
  }
  & dd {
    margin: 4px 0 0;
    font-size: 24px;
    font-weight: 800;
    color: var(--accent-text);
  }
`

/** A person: a round initial, a name and a line under it (the salesman). */
export const Person = styled.div`
  display: flex;
  align-items: center;
  gap: 14px;
  & > span:first-child {
    flex: none;
    display: grid;
    place-items: center;
    width: 56px;
    height: 56px;
    border-radius: 50%;
    font-size: 24px;
    font-weight: 800;
    color: #fff;
    background: linear-gradient(135deg, var(--accent), var(--accent-2));
  }
  & strong {
    display: block;
    font-size: 20px;
  }
  & small {
    color: var(--muted);
    font-size: 13px;
  }
  & a {
    margin-left: auto;
    padding: 8px 12px;
    border-radius: 999px;
    border: 1px solid var(--accent);
    color: var(--accent-text);
    font-size: 13px;
    text-decoration: none;
    white-space: nowrap;
  }
`

/** A checked list of perks. */
export const Perks = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin: 14px 0 0;
  padding: 0;
  list-style: none;
  & li {
    padding: 6px 10px;
    border-radius: 8px;
    background: #fff1e8;
    color: var(--accent-text);
    font-size: 13px;
  }
  & li::before {
    content: '✓ ';
  }
`

/** Rows of a short list: a name on the left, a value on the right. */
export const Lines = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  & li {
    display: flex;
    justify-content: space-between;
    gap: 12px;
    padding: 10px 0;
    border-bottom: 1px dashed #eee;
    font-size: 14px;
  }
  & li:last-child {
    border-bottom: 0;
  }
  & small {
    color: var(--muted);
  }
`

/** The places of a group: filled by members, dashed while waiting. */
export const Slots = styled.ol`
  display: flex;
  justify-content: center;
  gap: 14px;
  margin: 6px 0 14px;
  padding: 0;
  list-style: none;
  & li {
    display: grid;
    justify-items: center;
    gap: 6px;
    font-size: 12px;
    color: var(--muted);
  }
  & li > span {
    display: grid;
    place-items: center;
    width: 54px;
    height: 54px;
    border-radius: 50%;
    border: 2px dashed #f0c6ad;
    font-size: 22px;
    color: #f0a47c;
  }
  & li[data-filled='true'] > span {
    border: 0;
    color: #fff;
    background: linear-gradient(135deg, var(--accent), var(--accent-2));
  }
`

/** A progress bar; its fill is the `--value` (0–100) set on it. */
export const Bar = styled.div`
  height: 10px;
  border-radius: 999px;
  background: #ffe4d4;
  overflow: hidden;
  &::after {
    content: '';
    display: block;
    height: 100%;
    width: calc(var(--value, 0) * 1%);
    border-radius: inherit;
    background: linear-gradient(90deg, var(--accent), var(--accent-2));
  }
`

/** A figure as large as the screen allows: a balance, a year's exports. */
export const Big = styled.p`
  margin: 6px 0;
  font-size: 44px;
  line-height: 1.1;
  font-weight: 900;
  color: var(--accent-text);
  & small {
    font-size: 18px;
    font-weight: 700;
  }
`

/** A dark, full-width card: the annual report's slides and a deposit's balance. */
export const Slide = styled.section`
  padding: 24px 20px;
  border-radius: 20px;
  color: #fff;
  background:
    radial-gradient(260px 160px at 90% 0%, rgba(255, 255, 255, 0.18), transparent 70%), linear-gradient(160deg, #23202b 0%, #3b2a4d 55%, #5b2c3a 100%);
  & p {
    margin: 6px 0;
    font-size: 15px;
    opacity: 0.92;
  }
  & strong {
    display: block;
    margin: 4px 0;
    font-size: 40px;
    line-height: 1.15;
    font-weight: 900;
    background: linear-gradient(90deg, #ffd29a, #ff8a5c);
    -webkit-background-clip: text;
    background-clip: text;
    color: transparent;
  }
  & em {
    display: inline-block;
    margin-top: 10px;
    padding: 4px 12px;
    border-radius: 999px;
    background: rgba(255, 255, 255, 0.16);
    font-style: normal;
    font-size: 13px;
  }
`

/** Two columns of coloured tiles (AI styles). */
export const Tiles = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, 1fr);
  gap: 10px;
  margin: 0;
  padding: 0;
  list-style: none;
  & li {
    display: flex;
    align-items: flex-end;
    min-height: 92px;
    padding: 10px 12px;
    border-radius: 14px;
    color: #fff;
    font-weight: 700;
    background: linear-gradient(150deg, hsl(var(--hue, 260) 80% 62%), hsl(calc(var(--hue, 260) + 40) 85% 55%));
  }
`

/** Steps in time: a subscription's renewals, a promotion's phases. */
export const Timeline = styled.ol`
  margin: 0;
  padding: 0 0 0 18px;
  list-style: none;
  border-left: 2px solid #ffd9c4;
  & li {
    position: relative;
    padding: 0 0 16px 12px;
  }
  & li::before {
    content: '';
    position: absolute;
    left: -26px;
    top: 3px;
    width: 12px;
    height: 12px;
    border-radius: 50%;
    background: #ffd9c4;
  }
  & li[data-now='true']::before {
    background: var(--accent);
    box-shadow: 0 0 0 4px rgba(255, 90, 31, 0.18);
  }
  & strong {
    display: block;
    font-size: 16px;
  }
  & small {
    color: var(--muted);
    font-size: 13px;
  }
`

/** A coupon-like row: a big price on the left, what it holds on the right (bundles, deposit tiers, flash sale). */
export const Ticket = styled.article`
  display: grid;
  grid-template-columns: 104px 1fr;
  gap: 0;
  margin-bottom: 12px;
  border-radius: 14px;
  overflow: hidden;
  border: 1px solid #ffd9c4;
  & > div:first-child {
    display: grid;
    place-content: center;
    padding: 12px 6px;
    text-align: center;
    color: #fff;
    background: linear-gradient(160deg, var(--accent), var(--accent-2));
  }
  & > div:first-child strong {
    font-size: 24px;
  }
  & > div:last-child {
    padding: 12px;
    font-size: 13px;
  }
  & h3 {
    margin: 0 0 4px;
    font-size: 16px;
  }
  & del {
    color: var(--muted);
  }
  & button {
    margin-top: 8px;
    min-height: 36px;
    font-size: 14px;
  }
`
