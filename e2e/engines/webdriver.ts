import { spawn, type ChildProcess } from 'node:child_process'
import { createServer } from 'node:net'

/**
 * A W3C WebDriver (classic) client over plain HTTP for WebKitGTK's WebKitWebDriver, just the
 * commands the cross-engine suite needs. selenium-webdriver hung on session creation with
 * this driver; raw calls do not (docs: TOOLCHAIN "Other engines").
 */
export const MINIBROWSER = '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser'
const DRIVER = '/usr/bin/WebKitWebDriver'
const ELEMENT_KEY = 'element-6066-11e4-a52e-4f735466cecf'

/** An element reference as WebDriver passes it in and out of scripts. */
export interface ElementRef {
  [ELEMENT_KEY]: string
}

export function isElementRef(value: unknown): value is ElementRef {
  return typeof value === 'object' && value !== null && ELEMENT_KEY in value
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number }
      server.close(() => resolve(port))
    })
  })
}

export class WebDriverSession {
  private constructor(
    private readonly driver: ChildProcess,
    private readonly base: string,
  ) {}

  /** Starts WebKitWebDriver and a MiniBrowser session in it (one session per driver). */
  static async start(): Promise<WebDriverSession> {
    if (!process.env.DISPLAY) throw new Error('WebKitGTK needs an X display: run under xvfb-run -a (scripts/test.mjs does)')
    const port = await freePort()
    const driver = spawn(DRIVER, [`--port=${port}`], { stdio: ['ignore', 'ignore', 'pipe'] })
    let failure = ''
    driver.stderr!.on('data', (chunk: Buffer) => (failure += chunk.toString()))
    const base = `http://127.0.0.1:${port}`
    const deadline = Date.now() + 15_000
    // The driver is up once its /status answers; a refused connection means not yet.
    for (;;) {
      if (driver.exitCode !== null) throw new Error(`WebKitWebDriver exited: ${failure}`)
      const ready = await fetch(`${base}/status`).then(
        (response) => response.ok,
        () => false,
      )
      if (ready) break
      if (Date.now() > deadline) throw new Error('WebKitWebDriver did not answer within 15 s')
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
    const session = new WebDriverSession(driver, base)
    // --full-screen: without it GTK keeps the window at least 447 px wide, wider than a phone.
    const created = await session.command<{ sessionId: string }>('POST', '/session', {
      capabilities: { alwaysMatch: { 'webkitgtk:browserOptions': { binary: MINIBROWSER, args: ['--automation', '--full-screen'] } } },
    })
    session.id = created.sessionId
    return session
  }

  private id = ''

  private async command<T>(method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown): Promise<T> {
    const url = path === '/session' ? `${this.base}/session` : `${this.base}/session/${this.id}${path}`
    const response = await fetch(url, {
      method,
      headers: { 'content-type': 'application/json' },
      body: method === 'POST' ? JSON.stringify(body ?? {}) : undefined,
    })
    const payload = (await response.json()) as { value: T & { error?: string; message?: string } }
    if (!response.ok) throw new Error(`WebDriver ${method} ${path}: ${payload.value.error} ${payload.value.message ?? ''}`)
    return payload.value
  }

  async quit() {
    try {
      await this.command('DELETE', '')
    } finally {
      this.driver.kill('SIGTERM')
    }
  }

  /** Loads a URL; resolves once its load event has fired (page load strategy "normal"). */
  async goto(url: string) {
    await this.command('POST', '/url', { url })
  }

  url(): Promise<string> {
    return this.command('GET', '/url')
  }

  async setWindowSize(width: number, height: number) {
    await this.command('POST', '/window/rect', { width, height })
  }

  /**
   * Runs `fn` in the page with `args` (element references pass both ways). `fn` must be
   * self-contained: it is sent as source text.
   */
  execute<T, A extends unknown[]>(fn: (...args: A) => T, ...args: A): Promise<Awaited<T>> {
    return this.command('POST', '/execute/sync', { script: `return (${fn.toString()}).apply(null, arguments)`, args })
  }

  /** Clicks as a user would: scrolled into view, at its centre, after WebDriver's interactability checks. */
  async click(element: ElementRef) {
    await this.command('POST', `/element/${element[ELEMENT_KEY]}/click`, {})
  }

  /** Types into an element with real key events. */
  async type(element: ElementRef, text: string) {
    await this.command('POST', `/element/${element[ELEMENT_KEY]}/value`, { text })
  }

  async screenshot(): Promise<Buffer> {
    return Buffer.from(await this.command<string>('GET', '/screenshot'), 'base64')
  }

  async deleteCookies() {
    await this.command('DELETE', '/cookie')
  }

  windowHandle(): Promise<string> {
    return this.command('GET', '/window')
  }

  /** Opens a tab and switches to it; resolves with its handle. */
  async newTab(): Promise<string> {
    const { handle } = await this.command<{ handle: string }>('POST', '/window/new', { type: 'tab' })
    await this.switchTo(handle)
    return handle
  }

  async switchTo(handle: string) {
    await this.command('POST', '/window', { handle })
  }

  async closeTab() {
    await this.command('DELETE', '/window')
  }
}
