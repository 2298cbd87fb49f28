import { expect, hydrated, test } from './fixtures'
import { freshPhone, logInByApi } from './sandbox'

test('an account that may complete its details finds 完善信息 in the account menu', async ({ page, baseURL }) => {
  // A new account has the complete-info flag (4), which opens /profile/information.
  await logInByApi(page.request, baseURL!, freshPhone())
  await page.goto('/profile/device')
  await hydrated(page)
  const menu = page.getByRole('complementary', { name: '个人中心菜单' })
  await menu.getByRole('link', { name: '完善信息' }).click()
  await expect(page).toHaveURL(/\/profile\/information$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('完善信息')
  await expect(menu.getByRole('link', { name: '完善信息' })).toHaveClass(/active/)
})

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('the account menu is one row of tabs, and the page starts in the first screen', async ({ page, baseURL }) => {
    await logInByApi(page.request, baseURL!, freshPhone())
    await page.goto('/profile/account-security')
    await hydrated(page)
    const menu = page.getByRole('complementary', { name: '个人中心菜单' })
    const links = menu.getByRole('link')
    await expect(links.first()).toBeVisible()
    const tops = await links.evaluateAll((items) => items.map((item) => Math.round(item.getBoundingClientRect().top)))
    expect(new Set(tops).size).toBe(1)
    const heading = await page.getByRole('heading', { level: 1 }).boundingBox()
    expect(heading!.y).toBeLessThan(844 / 3)
    // The rows of the page itself are on the first screen too.
    await expect(page.getByTestId('security-phone')).toBeInViewport()
  })
})

test('the account pages come with their data: the phone asks for nothing on arrival, nor loads zod to read an answer', async ({ page, baseURL }) => {
  await logInByApi(page.request, baseURL!, freshPhone())
  const calls: string[] = []
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/')) calls.push(`${page.url()} ${request.method()} ${request.url()}`)
  })
  // What each page shows of its data for a new account.
  for (const [path, shown] of [
    ['/profile/packages', page.getByTestId('subscription')],
    ['/profile/invoices', page.getByTestId('invoice-orders-empty')],
    ['/profile/invoicing-history', page.getByText('暂无开票记录。')],
    ['/profile/device', page.getByTestId('devices').or(page.getByText('暂无登录过的设备'))],
    ['/profile/account-security', page.getByTestId('security-phone')],
    ['/profile/information', page.getByTestId('complete-info-form')],
  ] as const) {
    await page.goto(path)
    await hydrated(page)
    await page.waitForLoadState('networkidle')
    await expect(shown).toBeVisible()
  }
  expect(calls).toEqual([])
})
