/** Loading WeChat's JS-SDK: up to 10 tries, 1 s apart. */
export const SDK_TRIES = 10
export const SDK_RETRY_MS = 1000

/** Tries `load` until it succeeds or SDK_TRIES attempts failed, waiting between tries. */
export async function withRetries<T>(load: () => Promise<T>, wait: (ms: number) => Promise<void>, tries = SDK_TRIES): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await load()
    } catch (error) {
      if (attempt >= tries) throw error
      await wait(SDK_RETRY_MS)
    }
  }
}

/** One attempt: a script element for `src`, resolved once `window.wx` exists. */
export function injectScript(src: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script')
    script.src = src
    script.async = true
    script.onload = () => {
      if ((window as { wx?: unknown }).wx) resolve()
      else reject(new Error('JS-SDK loaded without wx'))
    }
    script.onerror = () => {
      script.remove()
      reject(new Error(`JS-SDK failed to load from ${src}`))
    }
    document.head.appendChild(script)
  })
}
