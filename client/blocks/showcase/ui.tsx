import { css } from '@linaria/core'
import { styled } from '@linaria/react'
import type { ReactNode } from 'react'

/**
 * Colour tokens of a page section. Widgets read only these variables, so the same widget
 * sits on a dark or a light section.
 */
export const darkSurface = css`
  --s-bg: #0b0b0e;
  --s-fg: #f5f5f7;
  --s-muted: #a3a3ad;
  --s-line: rgba(255, 255, 255, 0.1);
  --s-card: #15151a;
  --s-card-2: #1d1d23;
  --s-chip: rgba(255, 255, 255, 0.07);
  --s-chip-hover: rgba(255, 255, 255, 0.13);
  --s-chip-on: #f5f5f7;
  --s-chip-on-fg: #0b0b0e;
  --s-shadow: 0 30px 80px rgba(0, 0, 0, 0.55);
  /* Orange text that keeps 4.5:1 on the surface. */
  --s-accent: #ff8a45;
  color-scheme: dark;
  background: var(--s-bg);
  color: var(--s-fg);
`

export const lightSurface = css`
  --s-bg: #f5f4f1;
  --s-fg: #141416;
  --s-muted: #5d606b;
  --s-line: rgba(20, 20, 22, 0.09);
  --s-card: #ffffff;
  --s-card-2: #efeeea;
  --s-chip: rgba(20, 20, 22, 0.055);
  --s-chip-hover: rgba(20, 20, 22, 0.1);
  --s-chip-on: #141416;
  --s-chip-on-fg: #ffffff;
  --s-shadow: 0 24px 60px rgba(40, 30, 20, 0.14);
  --s-accent: #b93d0a;
  color-scheme: light;
  background: var(--s-bg);
  color: var(--s-fg);
`

/** A row of pill buttons (tabs, styles, costumes); the chosen one is solid. */
export const Pills = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  &[data-scroll='true'] {
    flex-wrap: nowrap;
    overflow-x: auto;
    scrollbar-width: none;
    margin: 0 -20px;
    padding: 2px 20px;
    &::-webkit-scrollbar {
      display: none;
    }
  }
`

export const Pill = styled.button`
  flex: none;
  display: inline-flex;
  align-items: center;
  gap: 8px;
  min-height: 40px;
  padding: 8px 16px;
  border: 1px solid transparent;
  border-radius: 999px;
  background: var(--s-chip);
  color: var(--s-fg);
  font-size: 14px;
  font-weight: 500;
  cursor: pointer;
  transition:
    background-color 0.2s,
    color 0.2s;
  &:hover {
    background: var(--s-chip-hover);
  }
  &[aria-pressed='true'],
  &[aria-selected='true'],
  &[aria-checked='true'] {
    background: var(--s-chip-on);
    color: var(--s-chip-on-fg);
    font-weight: 600;
  }
  /* A colour swatch before the label. */
  i {
    width: 18px;
    height: 18px;
    border-radius: 50%;
    box-shadow: inset 0 0 0 1px rgba(0, 0, 0, 0.14);
  }
  /* The chosen pill of a self-advancing row fills a bar until the next advance. */
  &[data-running='true'] {
    position: relative;
    overflow: hidden;
  }
  &[data-running='true']::after {
    content: '';
    position: absolute;
    left: 12px;
    right: 12px;
    bottom: 4px;
    height: 2px;
    border-radius: 1px;
    background: #ff7a30;
    transform-origin: left;
    animation: pill-progress var(--interval) linear forwards;
  }
  @keyframes pill-progress {
    from {
      transform: scaleX(0);
    }
    to {
      transform: scaleX(1);
    }
  }
`

/** A small label over an image ("Before", "原图", "演示动画"). */
export const Tag = styled.span`
  position: absolute;
  z-index: 3;
  padding: 4px 10px;
  border-radius: 999px;
  font-size: 12px;
  font-weight: 600;
  letter-spacing: 0.02em;
  color: #fff;
  background: rgba(12, 12, 16, 0.55);
  backdrop-filter: blur(8px);
  pointer-events: none;
`

/**
 * The rounded frame every showcase image sits in, as a class: widgets add it to their own
 * styled elements (composing a styled component from another module would make wyw-in-js
 * evaluate that module at build time).
 */
export const stage = css`
  position: relative;
  overflow: hidden;
  border-radius: 20px;
  background: var(--s-card-2);
  box-shadow: var(--s-shadow);
  isolation: isolate;
`

const SwitchButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 12px;
  padding: 6px 8px 6px 16px;
  border: 1px solid var(--s-line);
  border-radius: 999px;
  background: var(--s-card);
  color: var(--s-fg);
  font-size: 14px;
  font-weight: 600;
  cursor: pointer;
  span[data-track] {
    position: relative;
    width: 48px;
    height: 28px;
    border-radius: 999px;
    background: var(--s-chip-hover);
    transition: background-color 0.25s;
  }
  span[data-track]::after {
    content: '';
    position: absolute;
    top: 3px;
    left: 3px;
    width: 22px;
    height: 22px;
    border-radius: 50%;
    background: #fff;
    box-shadow: 0 2px 6px rgba(0, 0, 0, 0.25);
    transition: transform 0.25s;
  }
  &[aria-checked='true'] span[data-track] {
    background: linear-gradient(135deg, #ff9a3d, #ff5a1f);
  }
  &[aria-checked='true'] span[data-track]::after {
    transform: translateX(20px);
  }
`

/** The before/after switch of the skin and shaping showcases. */
export function EffectSwitch({ on, onFlip, label, children }: { on: boolean; onFlip: () => void; label: string; children?: ReactNode }) {
  return (
    <SwitchButton type="button" role="switch" aria-checked={on} aria-label={label} onClick={onFlip}>
      {children ?? (on ? '效果' : '原图')}
      <span data-track="" aria-hidden="true" />
    </SwitchButton>
  )
}
