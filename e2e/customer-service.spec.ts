import { chunkOf } from './chunks'
import { expect, hydrated, test } from './fixtures'
import { freshPhone, loginWithCode } from './sandbox'

const IM_ORIGIN = 'https://im.retouch.example'

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } })

  test('a visitor is offered the consultation and the hotline', async ({ page }) => {
    await page.goto('/download')
    await hydrated(page)
    const entry = page.getByTestId('customer-service-entry')
    await expect(entry).toHaveText('在线客服')
    // Floating above the bottom of the screen, clear of sticky bottom bars.
    const box = (await entry.boundingBox())!
    expect(740 - (box.y + box.height)).toBeGreaterThanOrEqual(80)
    await entry.click()
    const dialog = page.getByTestId('customer-service')
    await expect(dialog.getByTestId('customer-service-hotline')).toContainText('400-800-0000')
    await expect(dialog.getByRole('link', { name: '400-800-0000' })).toHaveAttribute('href', 'tel:4008000000')
    await dialog.getByTestId('customer-service-consult').click()
    await expect(dialog).toBeHidden()
    await expect(page.getByTestId('consultation-dialog')).toBeVisible()
  })

  test('on an ad landing 在线客服 is in the bottom bar, covering none of the first screen, and its dialog, loaded on the tap, offers the hotline and the consultation', async ({
    page,
  }) => {
    // A common phone's screen, where a floating entry above the bar sat on the landing's third figure.
    await page.setViewportSize({ width: 375, height: 812 })
    const scripts: string[] = []
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname)
    })
    await page.goto('/ad/1')
    await hydrated(page)
    const entry = page.getByTestId('customer-service-entry')
    await expect(entry).toHaveCount(1)
    await expect(entry).toBeVisible()
    await expect(entry).toHaveText('在线客服')
    const box = (await entry.boundingBox())!
    const bar = (await page.getByTestId('ad-sticky').boundingBox())!
    expect(box.y).toBeGreaterThanOrEqual(bar.y)
    expect(box.y + box.height).toBeLessThanOrEqual(bar.y + bar.height)
    expect(box.x).toBeGreaterThanOrEqual(0)
    // Every figure of the first screen shows whole: at each point of a grid over it is the figure itself (or the bar, fixed at the bottom).
    const figures = page.getByRole('list', { name: '用户数据' }).getByRole('listitem')
    await expect(figures).toHaveCount(3)
    for (const figure of await figures.all()) {
      await expect(figure).toBeInViewport()
      const covered = await figure.evaluate((item) => {
        const bar = document.querySelector('[data-testid="ad-sticky"]')!
        const { left, top, width, height } = item.getBoundingClientRect()
        const points = [0.05, 0.5, 0.95].flatMap((x) => [0.05, 0.5, 0.95].map((y) => [left + x * width, top + y * height] as const))
        return points.filter(([x, y]) => y < innerHeight && !item.contains(document.elementFromPoint(x, y)) && !bar.contains(document.elementFromPoint(x, y)))
      })
      expect(covered, await figure.innerText()).toEqual([])
    }
    const dialogCode = () => scripts.some((path) => chunkOf(path)?.src === 'client/features/customerService/LandingServiceDialog.tsx')
    expect(dialogCode()).toBe(false)

    // The hotline comes with the page, so the dialog opens whole: the config, were it asked for, is held back.
    let release!: () => void
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route(/\/api\/main\/v1\/ow\/config/, async (route) => {
      await held
      await route.continue()
    })
    await entry.click()
    const dialog = page.getByTestId('customer-service')
    await expect(dialog.getByTestId('customer-service-consult')).toBeVisible()
    const before = (await dialog.boundingBox())!.height
    release()
    await expect(dialog.getByTestId('customer-service-hotline')).toContainText('400-800-0000')
    expect((await dialog.boundingBox())!.height).toBe(before)
    await expect(dialog.getByRole('link', { name: '400-800-0000' })).toHaveAttribute('href', 'tel:4008000000')
    expect(dialogCode()).toBe(true)
    // A landing has no login dialog: a visitor is not offered one.
    await expect(dialog.getByRole('button', { name: '登录后在线咨询' })).toHaveCount(0)
    await dialog.getByTestId('customer-service-consult').click()
    await expect(dialog).toBeHidden()
    await expect(page.getByTestId('consultation-dialog')).toBeVisible()
  })
})

test('a logged-in user chats with support or sales in im/info’s chat, which is kept under the spec’s keys', async ({ page, context }) => {
  await context.route(`${IM_ORIGIN}/**`, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<title>客服</title>' }))
  await page.goto('/help')
  await hydrated(page)
  await loginWithCode(page, freshPhone())
  // After user info, im/info: its url and timestamp are kept.
  await expect.poll(() => page.evaluate(() => localStorage.getItem('im_url'))).toMatch(/^https:\/\/im\.retouch\.example\/chat\?uid=\d+/)
  expect(Number(await page.evaluate(() => localStorage.getItem('im_url_timestamp')))).toBeGreaterThan(0)

  await page.getByTestId('customer-service-entry').click()
  const dialog = page.getByTestId('customer-service')
  for (const [group, id] of [
    ['support', '1'],
    ['sales', '2'],
  ] as const) {
    if (group === 'sales') await page.getByTestId('customer-service-entry').click()
    const popup = page.waitForEvent('popup')
    await dialog.getByTestId(`chat-${group}`).click()
    const chat = new URL((await popup).url())
    expect(chat.origin).toBe(IM_ORIGIN)
    expect(chat.searchParams.get('group')).toBe(id)
    expect(Number(chat.searchParams.get('level'))).toBeLessThanOrEqual(8)
    await (await popup).close()
  }

  // Logging out forgets the chat.
  await page.getByTestId('user-menu').click()
  await page.getByRole('button', { name: '退出登录' }).click()
  await expect.poll(() => page.evaluate(() => localStorage.getItem('im_url'))).toBeNull()
})
