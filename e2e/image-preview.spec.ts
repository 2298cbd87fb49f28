import { chunkOf } from './chunks'
import { expect, hydrated, test } from './fixtures'

test.use({ viewport: { width: 1280, height: 800 } })

test('a before/after image opens large and zooms by buttons, keys and the wheel within 0.5 to 3 (1.2 per step); Escape closes it', async ({ page }) => {
  // The preview's code is not in the page's first download: it is fetched on first use.
  const previewChunks: string[] = []
  page.on('request', (request) => {
    if (chunkOf(request.url())?.src === 'client/blocks/showcase/ImagePreview.tsx') previewChunks.push(request.url())
  })
  await page.goto('/')
  await hydrated(page)
  expect(previewChunks).toEqual([])

  const frame = page.locator('#ai-tools [data-compare]')
  await frame.scrollIntoViewIfNeeded()
  // The section's code is fetched when it comes near (decision 037); this journey is about the preview, so it starts once that code is in.
  await expect(page.locator('#ai-tools')).toHaveAttribute('data-hydrated', 'true')
  const slider = frame.getByRole('slider')
  await expect(slider).toHaveAttribute('aria-valuenow', '50')
  const open = frame.getByRole('button', { name: /^查看大图：/ })
  await open.click()
  // Opening is not a drag of the divider.
  await expect(slider).toHaveAttribute('aria-valuenow', '50')

  const preview = page.getByTestId('image-preview')
  await expect(preview).toBeVisible()
  await expect(preview.locator('img')).toBeVisible()
  const scale = preview.getByTestId('preview-scale')
  const viewport = preview.getByLabel(/^图片预览/)
  await expect(scale).toHaveText('100%')
  await expect(viewport).toBeFocused()

  const zoomIn = preview.getByRole('button', { name: '放大' })
  const zoomOut = preview.getByRole('button', { name: '缩小' })
  await zoomIn.click()
  await expect(scale).toHaveText('120%')
  await zoomIn.click()
  await expect(scale).toHaveText('144%')
  // 1.2^6 = 2.99, the seventh step stops at 3.
  for (let step = 0; step < 5; step++) await zoomIn.click()
  await expect(scale).toHaveText('300%')
  await expect(zoomIn).toBeDisabled()
  // At 3x the image overflows the viewport and can be scrolled around.
  expect(await viewport.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true)

  await preview.getByRole('button', { name: '还原' }).click()
  await expect(scale).toHaveText('100%')
  await viewport.focus()
  await page.keyboard.press('-')
  await expect(scale).toHaveText('83%')
  for (let step = 0; step < 5; step++) await page.keyboard.press('-')
  await expect(scale).toHaveText('50%')
  await expect(zoomOut).toBeDisabled()
  await page.keyboard.press('+')
  await expect(scale).toHaveText('60%')
  await page.keyboard.press('0')
  await expect(scale).toHaveText('100%')

  // The wheel: up zooms in a step, down zooms out a step, and the page does not scroll under it.
  const pageScroll = await page.evaluate(() => window.scrollY)
  const box = (await viewport.boundingBox())!
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2)
  await page.mouse.wheel(0, -100)
  await expect(scale).toHaveText('120%')
  await page.mouse.wheel(0, 100)
  await expect(scale).toHaveText('100%')
  expect(await page.evaluate(() => window.scrollY)).toBe(pageScroll)

  await page.keyboard.press('Escape')
  await expect(preview).toBeHidden()
  await expect(open).toBeFocused()
  expect(previewChunks.length).toBeGreaterThan(0)
})
