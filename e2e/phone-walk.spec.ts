import { expect, hydrated, test } from './fixtures'
import { activityLogin, freshPhone, loginInDialog } from './sandbox'

/** What a visitor on a phone met walking the site: each journey is one thing that was broken there. */

const IPHONE_SAFARI = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1'

test.use({ viewport: { width: 375, height: 812 }, userAgent: IPHONE_SAFARI, isMobile: true, hasTouch: true })

test('every package card on /payment names itself legibly on its colour band', async ({ page }) => {
  await page.goto('/payment')
  await hydrated(page)
  const cards = page.getByTestId('product-card')
  await expect(cards.first()).toBeVisible()
  // The name's colour against where its band's gradient starts (the name sits at the band's top left).
  const ratios = await cards.evaluateAll((elements) =>
    elements.map((card) => {
      const name = card.querySelector('header h2')!
      const channels = (colour: string) => colour.match(/\d+/g)!.slice(0, 3).map(Number)
      const luminance = (colour: string) => {
        const [r, g, b] = channels(colour).map((value) => {
          const channel = value / 255
          return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4
        })
        return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!
      }
      const band = /rgb\(\d+, \d+, \d+\)/.exec(getComputedStyle(card.querySelector('header')!).backgroundImage)![0]
      const [light, dark] = [luminance(getComputedStyle(name).color), luminance(band)].sort((x, y) => y - x)
      return `${name.textContent}: ${((light! + 0.05) / (dark! + 0.05)).toFixed(1)}`
    }),
  )
  for (const ratio of ratios) expect(Number(ratio.split(': ')[1]), ratio).toBeGreaterThanOrEqual(4.5)
})

test('at an activity page’s end 在线客服 steps aside, so 分享给好友 is wholly there; it comes back on the way up', async ({ page }) => {
  await page.goto('/activity/group/demo-group')
  await hydrated(page)
  const entry = page.getByTestId('customer-service-entry')
  await expect(entry).toBeVisible()
  const share = page.getByRole('button', { name: '分享给好友' })
  // As a thumb would: the wheel, until the page can go no further.
  await expect(async () => {
    await page.mouse.wheel(0, 2000)
    expect(await page.evaluate(() => window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1)).toBe(true)
  }).toPass()
  await expect(entry).toBeHidden()
  await expect(share).toBeInViewport({ ratio: 1 })
  await page.mouse.wheel(0, -400)
  await expect(entry).toBeVisible()
})

test('a visitor’s 登录后在线咨询 goes on to the chat choices once logged in, not to the complete-info form', async ({ page }) => {
  await page.goto('/help')
  await hydrated(page)
  await page.getByTestId('customer-service-entry').click()
  await page.getByTestId('customer-service').getByRole('button', { name: '登录后在线咨询' }).click()
  // A new account, which a login from the header would ask to complete its details.
  await loginInDialog(page, freshPhone())
  const service = page.getByTestId('customer-service')
  await expect(service.getByTestId('chat-support')).toBeEnabled()
  await expect(service.getByTestId('chat-sales')).toBeEnabled()
  await expect(page.getByTestId('complete-info-dialog')).toHaveCount(0)
})

test('a welfare claimed with a phone that has no main account: 去登录 logs in here and opens /profile/packages with the gift', async ({ page }) => {
  const phone = freshPhone()
  await page.goto('/welfare/demo-welfare?from=singlemessage&isappinstalled=0')
  await hydrated(page)
  await page.getByRole('button', { name: '立即领取' }).click()
  await activityLogin(page, phone)
  await expect(page.getByTestId('welfare-outcome')).toHaveAttribute('data-code', '0')
  await page.getByTestId('profile-link').click()
  // The profile pages need the main login: followed bare, the link sent the visitor to the home page, logged out.
  await page.getByTestId('profile-login-hint').getByRole('link', { name: '去登录' }).click()
  await loginInDialog(page, phone)
  await expect(page).toHaveURL(/\/profile\/packages$/)
  await hydrated(page)
  await expect(page.getByTestId('user-menu')).toBeVisible()
  await expect(page.getByText('AIGC 创作点数').first()).toBeVisible()
  // The assets above the list add it up: the gift's 30 points, never 暂无剩余资产 over a package with all of them left.
  const assets = page.getByTestId('remaining-assets')
  await expect(assets.getByTestId('asset').filter({ hasText: 'AIGC 点数' })).toContainText('30 / 30 点')
  await expect(assets).not.toContainText('暂无剩余资产')
})

test('a long sheet keeps its title and × in view while its body scrolls', async ({ page }) => {
  await page.goto('/help')
  await hydrated(page)
  await page.getByTestId('consultation-entry').first().click()
  const sheet = page.getByTestId('consultation-dialog')
  // 市场合作 is the longest form: taller than the sheet, so its body scrolls.
  await sheet.getByText('市场合作', { exact: true }).click()
  const body = sheet.locator('[data-dialog-body]')
  expect(await body.evaluate((element) => element.scrollHeight > element.clientHeight)).toBe(true)
  await sheet.getByRole('button', { name: '提交合作意向' }).scrollIntoViewIfNeeded()
  expect(await body.evaluate((element) => element.scrollTop)).toBeGreaterThan(0)
  await expect(sheet.getByRole('button', { name: '提交合作意向' })).toBeInViewport()
  await expect(sheet.getByRole('heading', { level: 2 }).first()).toBeInViewport()
  await expect(sheet.getByRole('button', { name: '关闭' })).toBeInViewport({ ratio: 1 })
  await sheet.getByRole('button', { name: '关闭' }).click()
  await expect(sheet).toBeHidden()
})

test.describe('in WeChat', () => {
  test.use({
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.49(0x18003129) NetType/WIFI Language/zh_CN',
  })

  test('分享给好友 points to the top-right menu, where WeChat shares the page, instead of copying the link', async ({ page }) => {
    await page.goto('/activity/group/demo-group')
    await hydrated(page)
    await page.getByRole('button', { name: '分享给好友' }).click()
    const guide = page.getByTestId('wechat-share-guide')
    await expect(guide).toHaveAccessibleName(/^点击右上角\s*···\s*分享给朋友$/)
    await expect(page.getByText('活动链接已复制，快去分享吧')).toHaveCount(0)
    await guide.getByRole('button', { name: '我知道了' }).click()
    await expect(guide).toHaveCount(0)
  })
})
