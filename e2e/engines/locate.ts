import { expect, type EngineTab } from './fixtures'
import type { ElementRef, WebDriverSession } from './webdriver'

/**
 * What to find on the page, as the Chromium journeys name it with Playwright's locators
 * (getByTestId, getByRole with a name, getByLabel), for WebDriver, which has only CSS and XPath.
 * Only visible elements count.
 */
export interface Target {
  /** Inside the first visible match of this target. */
  within?: Target
  testid?: string
  role?: 'button' | 'checkbox' | 'link' | 'heading'
  /** The accessible name, roughly: aria-label, a form control's label, or the text. */
  name?: string
  exact?: boolean
  /** A form control whose label, aria-label or placeholder contains this. */
  label?: string
  /** Has a heading with exactly this text (as Playwright's filter({ has })). */
  heading?: string
}

/** Runs in the page: the first visible element matching `target`, or null. Self-contained. */
function locateInPage(target: Target): Element | null {
  const visible = (element: Element) => {
    const box = element.getBoundingClientRect()
    return box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== 'hidden'
  }
  const text = (element: Element) => ((element as HTMLElement).innerText ?? element.textContent ?? '').trim()
  const nameOf = (element: Element) => {
    const labels = (element as HTMLInputElement).labels
    return (element.getAttribute('aria-label') ?? (labels && labels.length > 0 ? text(labels[0]!) : text(element))).trim()
  }
  const find = (spec: Target, root: ParentNode): Element | null => {
    let scope: ParentNode = root
    if (spec.within) {
      const outer = find(spec.within, root)
      if (!outer) return null
      scope = outer as unknown as ParentNode
    }
    const css = spec.testid
      ? `[data-testid="${spec.testid}"]`
      : spec.role === 'button'
        ? 'button, [role="button"]'
        : spec.role === 'checkbox'
          ? 'input[type="checkbox"]'
          : spec.role === 'link'
            ? 'a[href]'
            : spec.role === 'heading'
              ? 'h1, h2, h3, h4, h5, h6, [role="heading"]'
              : 'input, textarea, select'
    const labelled = (element: Element) => {
      const control = element as HTMLInputElement
      const wanted = spec.label!
      return (
        (control.getAttribute('aria-label') ?? '').includes(wanted) ||
        [...(control.labels ?? [])].some((label) => text(label).includes(wanted)) ||
        (control.placeholder ?? '').includes(wanted)
      )
    }
    const matches = (element: Element) =>
      visible(element) &&
      (spec.name === undefined || (spec.exact ? nameOf(element) === spec.name : nameOf(element).includes(spec.name))) &&
      (spec.label === undefined || labelled(element)) &&
      (spec.heading === undefined || [...element.querySelectorAll('h1, h2, h3, h4, h5, h6')].some((heading) => text(heading) === spec.heading))
    return [...scope.querySelectorAll(spec.testid || spec.role ? css : spec.label !== undefined ? 'input, textarea, select' : '*')].find(matches) ?? null
  }
  return find(target, document)
}

function describe(target: Target): string {
  return JSON.stringify(target)
}

/** Playwright-like steps over a WebKit tab's WebDriver session: each waits for its element. */
export class Steps {
  constructor(
    readonly tab: EngineTab,
    readonly session: WebDriverSession,
  ) {}

  /** The element, once it is there and visible. */
  async find(target: Target): Promise<ElementRef> {
    let found: ElementRef | null = null
    await expect
      .poll(
        async () => {
          found = (await this.session.execute(locateInPage as (target: Target) => unknown, target)) as ElementRef | null
          return found !== null
        },
        { message: `visible: ${describe(target)}`, timeout: 10_000, intervals: [50] },
      )
      .toBe(true)
    return found!
  }

  async click(target: Target) {
    await this.session.click(await this.find(target))
  }

  async fill(target: Target, value: string) {
    await this.session.type(await this.find(target), value)
  }

  /** Ticks a checkbox unless it is ticked already. */
  async check(target: Target) {
    const box = await this.find(target)
    if (!(await this.session.execute((element) => (element as unknown as HTMLInputElement).checked, box))) await this.session.click(box)
    expect(await this.session.execute((element) => (element as unknown as HTMLInputElement).checked, box), `ticked: ${describe(target)}`).toBe(true)
  }

  /** Resolves once nothing visible matches. */
  async gone(target: Target) {
    await expect
      .poll(async () => (await this.session.execute(locateInPage as (target: Target) => unknown, target)) === null, {
        message: `hidden: ${describe(target)}`,
        timeout: 10_000,
        intervals: [50],
      })
      .toBe(true)
  }

  /** Resolves once the element's text (or `attribute`) passes `test`; returns it. */
  async read(target: Target, test: (value: string) => boolean, attribute?: string): Promise<string> {
    let value = ''
    await expect
      .poll(
        async () => {
          const element = await this.find(target)
          try {
            value = await this.session.execute(
              (element, name) => {
                const node = element as unknown as HTMLElement
                return name ? (node.getAttribute(name) ?? '') : node.innerText.trim()
              },
              element,
              attribute ?? '',
            )
          } catch (error) {
            // The page re-rendered the element between finding and reading it: find it again.
            if (String(error).includes('stale element reference')) return false
            throw error
          }
          return test(value)
        },
        { message: `${attribute ?? 'text'} of ${describe(target)}`, timeout: 10_000, intervals: [50] },
      )
      .toBe(true)
    return value
  }

  async isVisible(target: Target): Promise<boolean> {
    return (await this.session.execute(locateInPage as (target: Target) => unknown, target)) !== null
  }
}
