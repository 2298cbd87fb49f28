import type { Page } from '@playwright/test'
import { HEADERS, WEB_APP_ID } from '../shared/api'
import { activityCalls } from '../shared/contracts/activity'
import { expect, hydrated, test } from './fixtures'
import { activityLogin, freshPhone } from './sandbox'

/** The xshd export tasks on a phone: progress from the exports the desktop app reports, a reached task claimed once. */

test.use({ viewport: { width: 375, height: 812 } })

let reports = 0
/**
 * Stands in for the desktop app: it reports exports through the activity API with the same
 * login (the browser context's cookie is the token the gateway forwards).
 */
async function reportExports(page: Page, count: number) {
  const response = await page.request.post(`/api/activity${activityCalls.uploadDevice.path}`, {
    headers: { [HEADERS.appId]: WEB_APP_ID, origin: new URL(page.url()).origin },
    data: { device: 'MAC-E2E-01', exports: [{ id: `e2e-${Date.now()}-${++reports}`, count }] },
  })
  expect(await response.json()).toMatchObject({ code: 0 })
}

test('xshd: log in from 去完成, exports reported by the desktop app move the progress, 领取任务 credits the reward once and 我的奖励 shows it', async ({
  page,
}) => {
  await page.goto('/xshd')
  await hydrated(page)
  const tasks = page.getByTestId('export-tasks')
  const first = tasks.getByTestId('task-901')
  await expect(first).toContainText('导出 3 张照片')
  await expect(first).toContainText('奖励：80积分 新手积分')
  await expect(first).toContainText(/截止 \d{4}-\d{2}-\d{2} \d{2}:\d{2}/)
  // The Halloween task is past its deadline: no live button.
  await expect(tasks.getByTestId('task-904').getByRole('button')).toBeDisabled()
  await expect(tasks.getByTestId('task-904').getByRole('button')).toHaveText('已过期')

  // A visitor's 去完成 opens the login sheet, then the export guide.
  await first.getByRole('button', { name: '去完成' }).click()
  await expect(page.getByTestId('activity-login-sheet')).toBeVisible()
  await activityLogin(page, freshPhone())
  await expect(first.getByTestId('task-guide')).toContainText('点击右上角黄色的导出按钮')

  await reportExports(page, 2)
  await tasks.getByRole('button', { name: '刷新进度' }).click()
  await expect(first.getByRole('button')).toHaveText('2 / 3')
  await expect(first.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '2')

  await reportExports(page, 1)
  await tasks.getByRole('button', { name: '刷新进度' }).click()
  const receive = first.getByRole('button', { name: '领取任务' })
  await expect(receive).toBeEnabled()
  await receive.dblclick()
  await expect(tasks.getByTestId('task-outcome')).toContainText('领取成功！奖励已发放到您的账户')
  await expect(first.getByRole('button')).toHaveText('已完成')
  await expect(first.getByRole('button')).toBeDisabled()
  await expect(tasks.getByTestId('my-rewards')).toContainText('新手积分 × 80积分')

  // Still there after a reload: credited, once.
  await page.reload()
  await hydrated(page)
  await expect(page.getByTestId('task-901').getByRole('button')).toHaveText('已完成')
  await expect(page.getByTestId('my-rewards').getByText('新手积分', { exact: false })).toHaveCount(1)
})
