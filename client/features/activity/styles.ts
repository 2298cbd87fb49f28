import { styled } from '@linaria/react'
import { media } from '../../styles/media'

/**
 * The campaign's accent colours by its theme: the page carries them, and so does a sheet
 * opened over it (the dialog host renders outside the page).
 */
export const ThemeScope = styled.div`
  --accent: #ff5a1f;
  --accent-2: #ff9a3d;
  /* The accent for text on white: 4.5:1 or more (WCAG 1.4.3). */
  --accent-text: #c2410c;
  --ink: #1d1e22;
  --muted: #6b6f7a;
  &[data-theme='red'] {
    --accent: #e8322f;
    --accent-2: #ff7a45;
    --accent-text: #c62828;
  }
  &[data-theme='blue'] {
    --accent: #2f6bff;
    --accent-2: #37b7ff;
    --accent-text: #1d4ed8;
  }
  &[data-theme='purple'] {
    --accent: #7b3fe4;
    --accent-2: #ff8a3d;
    --accent-text: #6d28d9;
  }
`

/** Styles of the campaign pages: a warm hero, white cards on a soft background. */
export const Page = styled(ThemeScope)`
  min-height: 100vh;
  background: linear-gradient(180deg, #fff3ea 0%, #fff8f3 360px, #f6f7fa 100%);
  color: var(--ink);
  &[data-theme='blue'] {
    background: linear-gradient(180deg, #eaf2ff 0%, #f4f8ff 360px, #f6f7fa 100%);
  }
  &[data-theme='purple'] {
    background: linear-gradient(180deg, #f1e9ff 0%, #faf6ff 360px, #f6f7fa 100%);
  }
`

export const Hero = styled.header`
  position: relative;
  overflow: hidden;
  padding: 40px 20px 64px;
  text-align: center;
  color: #fff;
  background:
    radial-gradient(420px 220px at 85% 10%, rgba(255, 255, 255, 0.28), transparent 70%),
    radial-gradient(360px 200px at 0% 100%, rgba(255, 255, 255, 0.18), transparent 70%), linear-gradient(135deg, var(--accent) 0%, var(--accent-2) 100%);
  border-radius: 0 0 28px 28px;
  ${media.from('md')} {
    padding: 72px 20px 96px;
  }
`

export const Badge = styled.span`
  display: inline-block;
  padding: 4px 12px;
  border-radius: 999px;
  background: rgba(255, 255, 255, 0.22);
  font-size: 13px;
  letter-spacing: 0.08em;
`

export const Title = styled.h1`
  margin: 14px 0 8px;
  font-size: 30px;
  line-height: 1.25;
  font-weight: 800;
  text-wrap: balance;
  text-shadow: 0 2px 12px rgba(120, 30, 0, 0.25);
  ${media.from('md')} {
    font-size: 48px;
  }
`

export const Subtitle = styled.p`
  margin: 0 auto;
  max-width: 560px;
  font-size: 15px;
  line-height: 1.6;
  opacity: 0.95;
`

export const Body = styled.main`
  max-width: 960px;
  margin: -40px auto 0;
  padding: 0 14px 56px;
  position: relative;
  display: grid;
  /* One column no wider than the page: an auto column grows to an input's intrinsic width
     (Firefox sizes it from the CJK font), which pushed the cards past a phone's edge. */
  grid-template-columns: minmax(0, 1fr);
  gap: 16px;
`

export const Card = styled.section`
  background: #fff;
  border-radius: 18px;
  padding: 20px 16px;
  box-shadow: 0 8px 28px rgba(30, 20, 10, 0.06);
  ${media.from('md')} {
    padding: 28px;
  }
`

export const SectionTitle = styled.h2`
  margin: 0 0 14px;
  font-size: 18px;
  font-weight: 700;
  display: flex;
  align-items: center;
  gap: 8px;
  &::before {
    content: '';
    width: 4px;
    height: 16px;
    border-radius: 2px;
    background: linear-gradient(180deg, var(--accent), var(--accent-2));
  }
`

export const CountdownBox = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 10px;
  font-size: 14px;
  color: var(--muted);
`

export const Digits = styled.div`
  display: flex;
  align-items: baseline;
  gap: 6px;
  color: var(--ink);
  b {
    display: inline-block;
    min-width: 44px;
    padding: 8px 6px;
    border-radius: 10px;
    background: linear-gradient(180deg, #2b2c31, #16171a);
    color: #fff;
    font-size: 22px;
    font-variant-numeric: tabular-nums;
    text-align: center;
  }
`

export const GiftGrid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(2, 1fr);
  gap: 10px;
  ${media.from('md')} {
    grid-template-columns: repeat(4, 1fr);
  }
  li {
    padding: 14px 12px;
    border-radius: 14px;
    background: linear-gradient(180deg, #fff6ef, #fff);
    border: 1px solid rgba(255, 90, 31, 0.16);
    text-align: center;
  }
  strong {
    display: block;
    font-size: 20px;
    color: var(--accent-text);
  }
  span {
    font-size: 13px;
    color: var(--muted);
  }
`

export const Price = styled.p`
  margin: 0;
  color: var(--accent);
  font-size: 28px;
  font-weight: 800;
  small {
    font-size: 14px;
  }
  del {
    margin-left: 8px;
    font-size: 13px;
    font-weight: 400;
    color: var(--muted);
  }
`

export const Cta = styled.button`
  width: 100%;
  min-height: 46px;
  margin-top: auto;
  border: 0;
  border-radius: 999px;
  color: #fff;
  font-size: 16px;
  font-weight: 700;
  cursor: pointer;
  background: linear-gradient(90deg, var(--accent), var(--accent-2));
  box-shadow: 0 6px 16px rgba(255, 90, 31, 0.28);
  &:disabled {
    cursor: not-allowed;
    opacity: 0.55;
    box-shadow: none;
  }
`

export const Rules = styled.ol`
  margin: 0;
  padding-left: 20px;
  color: var(--muted);
  font-size: 14px;
  line-height: 1.9;
`

export const Notice = styled.div`
  padding: 14px 16px;
  border-radius: 12px;
  font-size: 15px;
  line-height: 1.6;
  background: #fff4ec;
  color: #8a3b12;
  &[data-tone='success'] {
    background: #ecfbf1;
    color: #17603a;
  }
  a {
    display: inline-block;
    margin-top: 6px;
    color: var(--accent-text);
    font-weight: 700;
  }
`

export const Form = styled.form`
  display: grid;
  /* Columns no wider than the card: an auto column takes the phone input's intrinsic width,
     which Firefox makes wider than a phone from the CJK font. */
  grid-template-columns: minmax(0, 1fr);
  gap: 12px;
  /* The consent box keeps its own layout (blocks/consent). */
  label:not(:has(> input[type='checkbox'])) {
    display: grid;
    grid-template-columns: minmax(0, 1fr);
    gap: 6px;
    font-size: 14px;
    color: var(--muted);
  }
  input:not([type='checkbox']),
  select {
    min-height: 44px;
    padding: 0 12px;
    border-radius: 10px;
    border: 1px solid #dfe1e6;
    font-size: 16px;
    background: #fff;
  }
`

export const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  > input {
    flex: 1;
    min-width: 0;
  }
  > button {
    flex: none;
    padding: 0 14px;
    border-radius: 10px;
    border: 1px solid var(--accent);
    color: var(--accent-text);
    background: #fff;
    font-size: 14px;
  }
`

export const Steps = styled.ol`
  display: flex;
  justify-content: space-between;
  margin: 0 0 16px;
  padding: 0;
  list-style: none;
  font-size: 13px;
  color: var(--muted);
  li[data-active='true'] {
    color: var(--accent-text);
    font-weight: 700;
  }
`

export const Center = styled.div`
  display: grid;
  justify-items: center;
  gap: 12px;
  text-align: center;
  img {
    width: 215px;
    height: 215px;
  }
`
