import { css } from '@linaria/core'

/** Site-wide tokens and resets. Colour mode and header theme come from <html> attributes set at the edge. */
export const globals = css`
  :global() {
    :root {
      --accent: #ff7a30;
      --accent-strong: #ff5a1f;
      /* The accent for text: 4.5:1 or more against the page (WCAG 1.4.3). */
      --accent-text: #c2410c;
      --radius: 14px;
      --max-width: 1200px;
      --header-height: 64px;
      --font: -apple-system, BlinkMacSystemFont, 'PingFang SC', 'Hiragino Sans GB', 'Microsoft YaHei', 'Noto Sans CJK SC', sans-serif;
      color-scheme: light;
      --bg: #ffffff;
      --bg-soft: #f5f6f8;
      --fg: #16171a;
      --fg-muted: #5d6270;
      --line: rgba(0, 0, 0, 0.08);
    }
    html[data-color-mode='dark'] {
      color-scheme: dark;
      --bg: #09090b;
      --bg-soft: #17171c;
      --fg: #f4f4f6;
      --fg-muted: #a1a1aa;
      --accent-text: #ff9a5c;
      --line: rgba(255, 255, 255, 0.1);
    }
    html[data-background='white'] {
      --bg: #ffffff;
    }
    *,
    *::before,
    *::after {
      box-sizing: border-box;
    }
    html {
      -webkit-text-size-adjust: 100%;
    }
    body {
      margin: 0;
      font-family: var(--font);
      background: var(--bg);
      color: var(--fg);
      line-height: 1.6;
      -webkit-font-smoothing: antialiased;
      /* Chinese lines never start with closing punctuation, and a paragraph never ends on one character. */
      line-break: strict;
      text-wrap: pretty;
    }
    a {
      color: inherit;
    }
    h1,
    h2,
    h3 {
      line-height: 1.25;
      margin: 0 0 0.5em;
      /* Headings break between words (at spaces and punctuation), in balanced lines; a word wider than the line still wraps. */
      word-break: keep-all;
      overflow-wrap: anywhere;
      text-wrap: balance;
    }
    img,
    svg {
      max-width: 100%;
      display: block;
    }
    button {
      font: inherit;
    }
    /*
     * A long page's sections off the first screen are laid out only when they come near
     * (decision 023); the client lays the page out whole before a saved scroll position is
     * taken or restored (client/entry.tsx).
     */
    [data-lazy-layout] {
      content-visibility: auto;
      contain-intrinsic-size: auto 1100px;
    }
    html[data-laid-out-whole] [data-lazy-layout] {
      content-visibility: visible;
    }
    :focus-visible {
      outline: 2px solid var(--accent);
      outline-offset: 2px;
    }
    @media (prefers-reduced-motion: reduce) {
      *,
      *::before,
      *::after {
        animation-duration: 0.01ms !important;
        transition-duration: 0.01ms !important;
        scroll-behavior: auto !important;
      }
    }
  }
`
