/**
 * Stands in for `@emotion/is-prop-valid`, which Linaria's `styled` uses to drop props
 * that are not HTML attributes before rendering a DOM element (resolve.alias in
 * vite.config.ts). Its attribute table is 2 kB gzip of every page's first download, and
 * here it has nothing to drop: styled DOM elements are typed with their element's props
 * only (no styled component takes props of its own), so TypeScript already refuses
 * anything else. Keeping every prop also keeps attributes the table does not know yet.
 */
export default function isPropValid(): boolean {
  return true
}
