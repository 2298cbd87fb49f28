/// <reference types="vite/client" />

declare module 'virtual:client-build' {
  interface ManifestChunk {
    file: string
    css?: string[]
    imports?: string[]
    dynamicImports?: string[]
    isEntry?: boolean
  }
  const build: {
    dev: boolean
    buildId: string
    entry: string
    adEntry: string
    homeEntry: string
    manifest: Record<string, ManifestChunk>
    /** The text of each built stylesheet by its URL path. */
    styles: Record<string, string>
  }
  export default build
}

/** Id of this build, compared with /version.json to notice a deploy. */
declare const __BUILD_ID__: string

interface Window {
  __staticRouterHydrationData?: unknown
}

/** Element Timing (https://w3c.github.io/element-timing/), which React passes through but does not type. */
declare namespace React {
  interface ImgHTMLAttributes<T> {
    elementtiming?: string
  }
}
