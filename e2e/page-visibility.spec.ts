import type { Page } from '@playwright/test'
import { expect, hydrated, test } from './fixtures'

/** Ticks or clears the console's 帮助中心 visibility box and saves the global config. */
async function setHelpHidden(ops: Page, hidden: boolean) {
  await ops.goto('/admin/config')
  await ops.getByRole('group', { name: '隐藏页面入口' }).getByRole('checkbox', { name: '帮助中心' }).setChecked(hidden)
  await ops.getByRole('button', { name: '保存' }).click()
  await expect(ops.getByText('已保存')).toBeVisible()
}

test('an operator hides the help center in the global config: its header and footer entries disappear, and come back when shown again', async ({
  page,
  browser,
}) => {
  const ops = await (await browser.newContext()).newPage()
  await ops.goto('/admin')
  await ops.getByRole('link', { name: '沙箱 Access 登录' }).click()
  await ops.getByTestId('access-sign-in-operator@example.com').click()

  const header = page.getByRole('navigation', { name: '主导航' })
  const support = page.getByTestId('site-footer').getByRole('navigation', { name: '支持' })
  await page.goto('/guide')
  await hydrated(page)
  await expect(header.getByRole('link', { name: '帮助中心' })).toBeVisible()

  // Help is bit 2 of the page-visibility set; the other entries stay.
  await setHelpHidden(ops, true)
  try {
    await page.goto('/guide')
    await hydrated(page)
    await expect(header.getByRole('link', { name: '使用教程' })).toBeVisible()
    await expect(header.getByRole('link', { name: '帮助中心' })).toHaveCount(0)
    await expect(support.getByRole('link', { name: '使用教程' })).toBeVisible()
    await expect(support.getByRole('link', { name: '帮助中心' })).toHaveCount(0)

    // Search leads nowhere near the hidden help center: no help answers (each links into
    // /help), and a keyword only help answers match finds nothing, without 查看帮助中心.
    await page.goto('/search?keyword=' + encodeURIComponent('芯片'))
    await hydrated(page)
    await expect(page.getByRole('region', { name: '教程' })).toBeVisible()
    await expect(page.getByRole('region', { name: '帮助' })).toHaveCount(0)
    await expect(page.getByRole('main').locator('a[href^="/help"]')).toHaveCount(0)
    await page.goto('/search?keyword=' + encodeURIComponent('发票'))
    await hydrated(page)
    await expect(page.getByTestId('search-empty')).toBeVisible()
    await expect(page.getByRole('link', { name: '查看帮助中心' })).toHaveCount(0)
  } finally {
    await setHelpHidden(ops, false)
  }
  await page.goto('/guide')
  await hydrated(page)
  await expect(header.getByRole('link', { name: '帮助中心' })).toBeVisible()
  await expect(support.getByRole('link', { name: '帮助中心' })).toBeVisible()
  // Shown again, search offers its help answers and the way to the help center.
  await page.goto('/search?keyword=' + encodeURIComponent('发票'))
  await hydrated(page)
  await expect(page.getByRole('region', { name: '帮助' }).getByRole('link', { name: /可以开发票吗/ })).toBeVisible()
  await page.goto('/search?keyword=' + encodeURIComponent('没有这个词语'))
  await hydrated(page)
  await expect(page.getByRole('link', { name: '查看帮助中心' })).toBeVisible()
})
