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
