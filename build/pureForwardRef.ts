import type { Plugin } from 'vite'

/** react-router's DOM components, made with `React.forwardRef(...)` calls its build leaves unmarked. */
const ROUTER_DOM = /[\\/]node_modules[\\/]react-router[\\/]dist[\\/]production[\\/]lib[\\/]dom[\\/]lib\.js$/

/** `Link.displayName = "Link";` and the like, each on a line of its own at the module's top level. */
const DISPLAY_NAMES = /^(Link|NavLink|Form)\.displayName = "\w+";$/gm

/** The module's code with its `forwardRef` calls marked pure and its components' display names dropped. */
export function markPure(code: string): string {
  // The display names are for React's development tools; a property written on a component
  // would keep it too.
  return code.replaceAll('React$1.forwardRef(', '/* @__PURE__ */ React$1.forwardRef(').replace(DISPLAY_NAMES, '')
}

/**
 * Marks react-router's `forwardRef` calls pure, so that a component the app does not use
 * (its Link, NavLink and Form, once the app's modules import links of their own) is dropped
 * with its prefetch links and fetcher code: an unmarked call counts as a side effect, and
 * the bundler kept all three on every app page (decision 037).
 */
export function pureForwardRef(): Plugin {
  return {
    name: 'pure-forward-ref',
    applyToEnvironment: (environment) => environment.name === 'client',
    transform: {
      filter: { id: ROUTER_DOM },
      handler(code) {
        return { code: markPure(code), map: null }
      },
    },
  }
}
