import type { Locator, Page } from '@playwright/test'
import { expect, hydrated, test } from './fixtures'

/**
 * The showcase widgets as a visitor sees them (spec section 2). Timers run on Playwright's
 * clock: it is paused once the page has hydrated and moved on explicitly, so "1.3 s later"
 * means exactly that.
 */

test.use({ viewport: { width: 1280, height: 800 } })

const START = new Date('2026-03-02T10:00:00+08:00').getTime()

/** Opens a page with the clock installed, then pauses time once React has hydrated. */
async function openPaused(page: Page, path: string) {
  await page.clock.install({ time: START })
  await page.goto(path)
  await hydrated(page)
  await page.clock.pauseAt(START + 60_000)
}

/** Scrolls until the widget's observer has reported it (its timers are then armed). */
async function bringIntoView(widget: Locator, armed: Locator, attribute: string, value = 'true') {
  await widget.scrollIntoViewIfNeeded()
  await expect(armed).toHaveAttribute(attribute, value)
}

test('the skin switch turns on 1.3 s after it is wholly in view and off when it leaves', async ({ page }) => {
  await openPaused(page, '/')
  const widget = page.locator('[data-widget="skin-switch"]')
  const toggle = widget.getByRole('switch', { name: '一键美肤效果开关' })
  await expect(toggle).toHaveAttribute('aria-checked', 'false')

  await bringIntoView(widget.locator('[data-photos]'), widget, 'data-armed')
  await page.clock.runFor(1299)
  await expect(toggle).toHaveAttribute('aria-checked', 'false')
  await page.clock.runFor(1)
  await expect(toggle).toHaveAttribute('aria-checked', 'true')
  await expect(toggle).toHaveText('效果')

  // Leaving view turns it off at once.
  await page.locator('#hero').scrollIntoViewIfNeeded()
  await expect(toggle).toHaveAttribute('aria-checked', 'false')

  // The visitor can flip it by hand.
  await bringIntoView(widget.locator('[data-photos]'), widget, 'data-armed')
  await toggle.click()
  await expect(toggle).toHaveAttribute('aria-checked', 'true')
  await toggle.click()
  await expect(toggle).toHaveAttribute('aria-checked', 'false')
  // A flip cancels the pending automatic turn-on.
  await page.clock.runFor(2000)
  await expect(toggle).toHaveAttribute('aria-checked', 'false')
})

test('face and body shaping switches its after-state the same way and changes tabs', async ({ page }) => {
  await openPaused(page, '/')
  const widget = page.locator('[data-widget="shaping"]')
  const toggle = widget.getByRole('switch', { name: '塑形效果开关' })
  await bringIntoView(widget.getByRole('tabpanel'), widget, 'data-armed')
  await page.clock.runFor(1300)
  await expect(toggle).toHaveAttribute('aria-checked', 'true')
  await expect(widget.getByRole('listitem').filter({ hasText: '瘦脸' }).locator('output')).toHaveText('+62')

  await widget.getByRole('tab', { name: '天鹅颈/直角肩' }).click()
  await expect(widget.getByRole('tab', { name: '天鹅颈/直角肩' })).toHaveAttribute('aria-selected', 'true')
  await expect(widget.getByRole('img', { name: /天鹅颈与直角肩调整后/ })).toBeAttached()
  await expect(widget.getByRole('listitem').filter({ hasText: '直角肩' }).locator('output')).toHaveText('+58')
})

test('AI colour match rotates every 1.3 s, wraps, stops on a manual pick and restarts with a new image list', async ({ page }) => {
  await openPaused(page, '/')
  const widget = page.locator('[data-widget="colour-match"]')
  const style = (name: string) => widget.getByRole('button', { name, exact: true })
  await bringIntoView(widget.locator('[data-frame]'), widget, 'data-auto')
  await expect(style('晨光')).toHaveAttribute('aria-pressed', 'true')
  // The rotating caption is not a live region: a screen reader would read it out every 1.3 s.
  await expect(widget.getByText('AI 调色匹配 · 晨光')).toBeVisible()
  await expect(widget.locator('[role="status"], [role="alert"], [aria-live]')).toHaveCount(0)

  await page.clock.runFor(1300)
  await expect(style('简白')).toHaveAttribute('aria-pressed', 'true')
  await page.clock.runFor(1300)
  await expect(style('清新')).toHaveAttribute('aria-pressed', 'true')
  await page.clock.runFor(1300)
  await expect(style('自然')).toHaveAttribute('aria-pressed', 'true')
  // After the last style it wraps to the first.
  await page.clock.runFor(1300)
  await expect(style('晨光')).toHaveAttribute('aria-pressed', 'true')

  // Clicking the current style does nothing: still advancing.
  await style('晨光').click()
  await expect(widget).toHaveAttribute('data-auto', 'true')
  await page.clock.runFor(1300)
  await expect(style('简白')).toHaveAttribute('aria-pressed', 'true')

  // A manual pick stops the rotation.
  await style('自然').click()
  await expect(style('自然')).toHaveAttribute('aria-pressed', 'true')
  await expect(widget).toHaveAttribute('data-auto', 'false')
  await page.clock.runFor(5200)
  await expect(style('自然')).toHaveAttribute('aria-pressed', 'true')
  await expect(widget.getByRole('img', { name: /草地·自然风格/ })).toBeAttached()

  // A new image list starts again at the first style and advances again.
  await widget.getByRole('button', { name: '海边栈道' }).click()
  await expect(style('晨光')).toHaveAttribute('aria-pressed', 'true')
  await expect(widget).toHaveAttribute('data-auto', 'true')
  await page.clock.runFor(1300)
  await expect(style('简白')).toHaveAttribute('aria-pressed', 'true')
  await expect(widget.getByRole('img', { name: /海边栈道·简白风格/ })).toBeAttached()
})

test('the workflow camera draws logo, line and spinner, connects, and starts over when it leaves view', async ({ page }) => {
  await openPaused(page, '/')
  const widget = page.locator('[data-widget="workflow-camera"]')
  await bringIntoView(widget, widget, 'data-running')
  await expect(widget).toHaveAttribute('data-phase', 'logo')
  await page.clock.runFor(280)
  await expect(widget).toHaveAttribute('data-phase', 'line')
  await page.clock.runFor(360)
  await expect(widget).toHaveAttribute('data-phase', 'loading')
  await page.clock.runFor(960)
  await expect(widget).toHaveAttribute('data-phase', 'loading')
  await page.clock.runFor(40)
  await expect(widget).toHaveAttribute('data-phase', 'connected')
  await expect(widget.getByTestId('tether-status')).toHaveText('已连接，照片实时传入')
  // The looping states are not a live region: a screen reader would read each one out.
  await expect(widget.locator('[role="status"], [aria-live]')).toHaveCount(0)

  await page.locator('#features').scrollIntoViewIfNeeded()
  await expect(widget).toHaveAttribute('data-phase', 'logo')
})

test('the compare slider follows a mouse drag, stays within the image and answers the keyboard', async ({ page }) => {
  await page.goto('/')
  await hydrated(page)
  const slider = page.getByRole('slider', { name: 'AI 局部调色：修图前后对比' })
  await slider.scrollIntoViewIfNeeded()
  await expect(slider).toHaveAttribute('aria-valuenow', '50')
  // Its code is fetched when it comes near (decision 037): a drag before then moves nothing.
  await expect(page.locator('#ai-tools')).toHaveAttribute('data-hydrated', 'true')

  const frame = page.locator('#ai-tools [data-compare]')
  const box = (await frame.boundingBox())!
  const y = box.y + box.height / 2
  await page.mouse.move(box.x + box.width / 2, y)
  await page.mouse.down()
  await page.mouse.move(box.x + box.width / 4, y, { steps: 4 })
  await expect(slider).toHaveAttribute('aria-valuenow', '25')
  // Past the left edge it stops at 0.
  await page.mouse.move(box.x - 80, y, { steps: 4 })
  await expect(slider).toHaveAttribute('aria-valuenow', '0')
  await page.mouse.move(box.x + box.width * 0.8, y, { steps: 4 })
  await page.mouse.up()
  await expect(slider).toHaveAttribute('aria-valuenow', '80')
  // Moving without the button held does nothing.
  await page.mouse.move(box.x + box.width * 0.3, y)
  await expect(slider).toHaveAttribute('aria-valuenow', '80')

  await slider.focus()
  await page.keyboard.press('End')
  await expect(slider).toHaveAttribute('aria-valuenow', '100')
  await page.keyboard.press('ArrowRight')
  await expect(slider).toHaveAttribute('aria-valuenow', '100')
  await page.keyboard.press('ArrowLeft')
  await expect(slider).toHaveAttribute('aria-valuenow', '98')
  await page.keyboard.press('Shift+ArrowLeft')
  await expect(slider).toHaveAttribute('aria-valuenow', '78')
  await page.keyboard.press('Home')
  await expect(slider).toHaveAttribute('aria-valuenow', '0')
  await expect(slider).toHaveAttribute('aria-valuetext', '修图前 0%，修图后 100%')
})

test('ID-photo dressing resets the style to the first when the costume changes', async ({ page }) => {
  await page.goto('/')
  await hydrated(page)
  const creative = page.locator('#creative')
  await creative.getByRole('tab', { name: /证件照换装/ }).click()
  const widget = creative.locator('[data-widget="id-photo"]')
  await expect(widget.getByRole('button', { name: '黑色西装' })).toHaveAttribute('aria-pressed', 'true')

  await widget.getByRole('button', { name: '米色西装' }).click()
  await expect(widget.getByRole('button', { name: '米色西装' })).toHaveAttribute('aria-pressed', 'true')
  await expect(widget.getByRole('img', { name: '女士证件照换装：米色西装' })).toBeVisible()

  await widget.getByRole('button', { name: '男士' }).click()
  await expect(widget.getByRole('button', { name: '男士' })).toHaveAttribute('aria-pressed', 'true')
  await expect(widget.getByRole('button', { name: '黑西装红领带' })).toHaveAttribute('aria-pressed', 'true')
  await expect(widget.getByRole('img', { name: '男士证件照换装：黑西装红领带' })).toBeVisible()

  await widget.getByRole('button', { name: '灰西装' }).click()
  await widget.getByRole('button', { name: '儿童' }).click()
  await expect(widget.getByRole('button', { name: '白衬衫领结' })).toHaveAttribute('aria-pressed', 'true')
  await expect(widget.getByRole('button', { name: '针织背心' })).toHaveAttribute('aria-pressed', 'false')
})

test('scene placement and double eyelid switch their after images', async ({ page }) => {
  await page.goto('/')
  await hydrated(page)
  const creative = page.locator('#creative')
  await creative.getByRole('tab', { name: /场景摆放/ }).click()
  await creative.getByRole('button', { name: '粉色甜心' }).click()
  await expect(creative.getByRole('img', { name: '粉色甜心场景' })).toBeVisible()

  const features = page.locator('#features')
  await features.getByRole('tab', { name: /双眼皮/ }).click()
  const styles = features.getByRole('group', { name: '双眼皮款式' }).getByRole('button')
  await expect(styles).toHaveCount(7)
  await styles.filter({ hasText: '欧式型' }).click()
  await expect(features.getByRole('img', { name: '双眼皮：欧式型' })).toBeVisible()
})

test('the header follows the tone of the section under it and is restored on leaving the page', async ({ page }) => {
  const theme = () => page.evaluate(() => [document.documentElement.dataset.headerTheme, document.documentElement.dataset.colorMode])
  await page.goto('/')
  await hydrated(page)
  expect(await theme()).toEqual(['gray', 'dark'])
  await page.evaluate(() => document.getElementById('features')!.scrollIntoView())
  await expect.poll(theme).toEqual(['white-transparent', 'light'])
  await page.evaluate(() => document.getElementById('creative')!.scrollIntoView())
  await expect.poll(theme).toEqual(['gray', 'dark'])
  await page.evaluate(() => document.getElementById('brands')!.scrollIntoView())
  await expect.poll(theme).toEqual(['white-transparent', 'light'])

  // Leaving for the download page gives it its own theme from the route table.
  await page.locator('#download').getByRole('link', { name: '免费试用' }).click()
  await expect(page).toHaveURL('/download')
  await expect.poll(theme).toEqual(['white-transparent', 'light'])
  await page.goBack()
  await expect(page).toHaveURL('/')
  // The home page comes back where it was left (its sections render, then the scroll is restored).
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0)
  await expect.poll(theme).toEqual(['white-transparent', 'light'])
  await page.evaluate(() => window.scrollTo(0, 0))
  await expect.poll(theme).toEqual(['gray', 'dark'])
})

test('a learn-more button opens the ability section of its module', async ({ page }) => {
  await page.goto('/')
  await hydrated(page)
  const learnMore = page
    .locator('#features')
    .getByRole('link', { name: /了解更多/ })
    .first()
  await expect(learnMore).toHaveAttribute('href', '/ability#module-1')
  await learnMore.click()
  await expect(page).toHaveURL('/ability#module-1')
  await expect(page.getByRole('heading', { level: 2, name: '无瑕肌肤' })).toBeInViewport()
  for (let index = 0; index < 7; index++) await expect(page.locator(`#module-${index}`)).toHaveCount(1)
})

test('a shared address of an ability section opens at that section', async ({ page }) => {
  // Loaded whole: React swaps the later sections in after the first paint (decision 023), which can be after the load event.
  await page.goto('/ability#module-1')
  await hydrated(page)
  await expect(page.getByRole('heading', { level: 2, name: '无瑕肌肤' })).toBeInViewport()
})

test('an ability tab switcher advances every 5 s while in view and stops once a tab is chosen', async ({ page }) => {
  await openPaused(page, '/ability')
  const section = page.locator('#module-1')
  const tabs = section.locator('[data-widget="auto-tabs"]')
  await bringIntoView(section.getByRole('heading', { level: 2 }), tabs, 'data-auto')
  const tab = (name: string) => tabs.getByRole('tab', { name })
  await expect(tab('祛痘祛斑')).toHaveAttribute('aria-selected', 'true')
  await page.clock.runFor(4999)
  await expect(tab('祛痘祛斑')).toHaveAttribute('aria-selected', 'true')
  await page.clock.runFor(1)
  await expect(tab('中性灰磨皮')).toHaveAttribute('aria-selected', 'true')
  await page.clock.runFor(5000)
  await expect(tab('身体祛瑕')).toHaveAttribute('aria-selected', 'true')
  await page.clock.runFor(5000)
  await expect(tab('祛痘祛斑')).toHaveAttribute('aria-selected', 'true')

  await tab('身体祛瑕').click()
  await expect(tabs).toHaveAttribute('data-auto', 'false')
  await page.clock.runFor(15_000)
  await expect(tab('身体祛瑕')).toHaveAttribute('aria-selected', 'true')
  await expect(section.getByRole('slider', { name: '身体祛瑕：修图前后对比' })).toBeVisible()
})

test('with reduced motion nothing moves by itself and the final states show', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await openPaused(page, '/')
  const skin = page.locator('[data-widget="skin-switch"]')
  await skin.scrollIntoViewIfNeeded()
  await expect(skin.getByRole('switch')).toHaveAttribute('aria-checked', 'true')
  const camera = page.locator('[data-widget="workflow-camera"]')
  await camera.scrollIntoViewIfNeeded()
  await expect(camera).toHaveAttribute('data-phase', 'connected')
  const colour = page.locator('[data-widget="colour-match"]')
  await colour.scrollIntoViewIfNeeded()
  await expect(colour).toHaveAttribute('data-auto', 'false')
  await page.clock.runFor(5000)
  await expect(colour.getByRole('button', { name: '晨光', exact: true })).toHaveAttribute('aria-pressed', 'true')
})

test('a lazy image that has not loaded 10 s after coming into view gives up for a placeholder', async ({ page }) => {
  // The gallery's images never arrive.
  await page.route('**/media/gallery-*', () => undefined)
  await openPaused(page, '/')
  const card = page.locator('[data-widget="gallery"] li').first()
  const image = card.locator('[data-status]')
  await card.scrollIntoViewIfNeeded()
  await expect(image).toHaveAttribute('data-status', 'loading')
  await page.clock.runFor(9_999)
  await expect(image).toHaveAttribute('data-status', 'loading')
  await page.clock.runFor(1)
  await expect(image).toHaveAttribute('data-status', 'failed')
  await expect(card.getByRole('img', { name: '人像：暗调氛围人像' })).toContainText('图片加载较慢')
})

test('images keep their box before they load and the hero loads first', async ({ page }) => {
  await page.goto('/')
  const hero = page.locator('#hero img')
  await expect(hero).toHaveAttribute('fetchpriority', 'high')
  await expect(hero).toHaveAttribute('loading', 'eager')
  const lazy = page.locator('[data-widget="gallery"] img').first()
  await expect(lazy).toHaveAttribute('loading', 'lazy')
  await expect(lazy).toHaveAttribute('decoding', 'async')
  await expect(lazy).toHaveAttribute('width', /\d+/)
  await expect(lazy).toHaveAttribute('height', /\d+/)
  const sources = page.locator('#hero picture source')
  await expect(sources.first()).toHaveAttribute('type', 'image/avif')
  await expect(sources.nth(1)).toHaveAttribute('type', 'image/webp')
  // A lazy image made at one WebP width: no WebP source repeats its src (decision 042).
  await expect(lazy.locator('xpath=..').locator('source')).toHaveCount(1)
  await expect(lazy.locator('xpath=..').locator('source')).toHaveAttribute('type', 'image/avif')
  await expect(lazy).toHaveAttribute('src', /\.webp$/)
})
