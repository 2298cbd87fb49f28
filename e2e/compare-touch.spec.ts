import { expect, hydrated, test } from './fixtures'

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true })

test('on a touch screen the before/after divider follows a tap within 10 px and a sideways drag, and a vertical swipe scrolls the page instead', async ({
  page,
}) => {
  await page.goto('/')
  await hydrated(page)
  const frame = page.locator('#ai-tools [data-compare]')
  await frame.scrollIntoViewIfNeeded()
  const slider = frame.getByRole('slider')
  await expect(slider).toHaveAttribute('aria-valuenow', '50')
  // Its code is fetched when it comes near (decision 037): a touch before then moves nothing.
  await expect(page.locator('#ai-tools')).toHaveAttribute('data-hydrated', 'true')
  const cdp = await page.context().newCDPSession(page)
  const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', x = 0, y = 0) =>
    cdp.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x, y }] })
  const box = async () => (await frame.boundingBox())!

  // A tap that wobbles by 8 px is still a tap: the divider goes where it tapped.
  let b = await box()
  const y = b.y + b.height / 2
  await touch('touchStart', b.x + b.width / 4, y)
  await touch('touchMove', b.x + b.width / 4 + 8, y)
  await expect(slider).toHaveAttribute('aria-valuenow', '50')
  await touch('touchEnd')
  // Where the finger was lifted.
  await expect(slider).toHaveAttribute('aria-valuenow', String(Math.round(((b.width / 4 + 8) / b.width) * 100)))

  // Sideways past 10 px drags it.
  b = await box()
  await touch('touchStart', b.x + b.width / 2, b.y + b.height / 2)
  await touch('touchMove', b.x + b.width * 0.6, b.y + b.height / 2)
  await touch('touchMove', b.x + b.width * 0.8, b.y + b.height / 2)
  await expect(slider).toHaveAttribute('aria-valuenow', '80')
  await touch('touchEnd')
  await expect(slider).toHaveAttribute('aria-valuenow', '80')

  // Up the screen: the page scrolls and the divider stays.
  b = await box()
  const before = await page.evaluate(() => window.scrollY)
  const x = b.x + b.width * 0.3
  await touch('touchStart', x, b.y + b.height * 0.8)
  for (let step = 1; step <= 6; step++) await touch('touchMove', x, b.y + b.height * 0.8 - step * 20)
  await touch('touchEnd')
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(before)
  await expect(slider).toHaveAttribute('aria-valuenow', '80')
})
