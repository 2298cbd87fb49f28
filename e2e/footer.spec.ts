import { POLICY_PAGES } from '../shared/routes'
import { expect, hydrated, test } from './fixtures'

test('the footer names the operator, its ICP and public-security records, the hotline and the official account, on each layout that has one', async ({
  page,
}) => {
  for (const path of ['/', '/ipad', '/help']) {
    await page.goto(path)
    const footer = page.getByTestId('site-footer')
    // The demo values of db/demo.sql's global config, rendered by the server.
    await expect(footer).toContainText('深圳光影智能科技有限公司')
    await expect(footer.getByTestId('footer-icp')).toHaveText('粤ICP备2026000000号-1')
    await expect(footer.getByTestId('footer-icp')).toHaveAttribute('href', 'https://beian.miit.gov.cn/')
    const police = footer.getByTestId('footer-police')
    await expect(police).toHaveText('粤公网安备44030502000000号')
    await expect(police).toHaveAttribute('href', 'https://beian.mps.gov.cn/#/query/webSearch?code=44030502000000')
    await expect(police.locator('img')).toHaveAttribute('src', '/police-badge.svg')
    await expect(footer.getByTestId('footer-hotline')).toHaveText('400-800-0000')
    await expect(footer).toContainText('周一至周五 9:30-18:30')
    await expect(footer.getByRole('img', { name: '光影修图公众号二维码' })).toHaveAttribute('src', '/official-account-qr.svg')
  }
})

test('the footer links open the real policy pages, each with its text and a title that names the brand', async ({ page }) => {
  await page.goto('/')
  await hydrated(page)
  const policies = page.getByTestId('site-footer').getByRole('navigation', { name: '协议与政策' })
  const expected: Record<string, RegExp> = {
    '/agreement/user': /账号注销/,
    '/agreement/privacy': /个人信息保护法[\s\S]*保存期限[\s\S]*查阅、复制/,
    '/agreement/auto-renewal': /取消自动续费/,
    '/agreement/membership': /退款/,
  }
  for (const { path, label } of POLICY_PAGES) {
    await policies.getByRole('link', { name: label }).click()
    await expect(page).toHaveURL(path)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`光影修图${label}`)
    await expect(page).toHaveTitle(new RegExp(`光影修图${label}`))
    await expect(page.getByTestId('policy')).toContainText(expected[path]!)
    // The operator and hotline come from the global config.
    await expect(page.getByTestId('policy')).toContainText('深圳光影智能科技有限公司')
    await expect(page.getByTestId('policy')).toContainText('400-800-0000')
  }
  // Loaded in full, a policy page is the server's text with 200.
  const response = await page.goto('/agreement/privacy')
  expect(response?.status()).toBe(200)
})
