import type { Page } from '@playwright/test'
import { expect, hydrated, test } from './fixtures'
import { loginWithCode } from './sandbox'

// Logins, reloads and a quiz on a shared two-core machine: more than the default 30 s.
test.describe.configure({ timeout: 120_000 })

/** Opens the points dialog from the user panel's points figure. */
async function openPoints(page: Page) {
  await page.getByTestId('user-menu').click()
  await page.getByTestId('open-points').click()
  const dialog = page.getByTestId('points-dialog')
  await expect(dialog.getByRole('heading', { name: '积分任务' })).toBeVisible()
  return dialog
}

async function panelPoints(page: Page): Promise<string> {
  await page.getByTestId('user-menu').click()
  const text = (await page.getByTestId('open-points').textContent()) ?? ''
  await page.keyboard.press('Escape')
  return text.replace(/\D/g, '')
}

test('a main account signs in once for a double click, keeps 已签到 after a reload, and reads its detail by month', async ({ page }) => {
  await page.goto('/')
  await hydrated(page)
  // 13800138007 (马骁, 90 points): no other journey logs in with it, so its SMS cooldown and points are ours.
  await loginWithCode(page, '13800138007')
  const dialog = await openPoints(page)
  await expect(dialog.getByTestId('points-balance')).toHaveText('90')
  const card = dialog.getByTestId('points-sign-in')
  await expect(card.getByRole('listitem')).toHaveText(['+5今天', '+5第2天', '+10第3天', '+5第4天', '+5第5天', '+5第6天', '+15第7天'])
  await card.getByRole('button', { name: '签到' }).dblclick()
  await expect(card.getByRole('button', { name: '已签到' })).toBeDisabled()
  await expect(card.getByRole('listitem').first()).toHaveText('+5已签')
  await expect(dialog.getByTestId('points-balance')).toHaveText('95')

  // The panel's figure follows without a reload.
  await dialog.getByRole('button', { name: '关闭' }).click()
  await expect(page.getByTestId('user-menu')).toBeVisible()
  expect(await panelPoints(page)).toBe('95')

  await page.reload()
  await hydrated(page)
  const again = await openPoints(page)
  await expect(again.getByTestId('points-sign-in').getByRole('button', { name: '已签到' })).toBeDisabled()

  // The detail: one sign-in record, months newest first, signed amounts.
  await again.getByRole('button', { name: /积分详情/ }).click()
  await expect(again.getByRole('heading', { name: '积分详情' })).toBeVisible()
  const detail = again.getByTestId('points-detail')
  await expect(detail.getByText('+5', { exact: true })).toHaveCount(1)
  await expect(detail.getByText('+90', { exact: true })).toBeVisible()
  expect(await detail.getByTestId('points-month').count()).toBeGreaterThanOrEqual(2)
  await expect(detail.getByTestId('points-month').first().locator('header strong')).toHaveText(/^\d{4}年\d{1,2}月$/)
  await again.getByTestId('points-back').click()
  await expect(again.getByRole('heading', { name: '积分任务' })).toBeVisible()
})

test('a main account answers the quiz, one wrong answer first, and gets 50', async ({ page }) => {
  await page.goto('/')
  await hydrated(page)
  await loginWithCode(page, '13900139000')
  const dialog = await openPoints(page)
  await expect(dialog.getByTestId('points-balance')).toHaveText('120')
  await dialog.getByTestId('points-task-2').getByRole('button', { name: '去完成' }).click()
  const quiz = page.getByTestId('points-quiz')
  await expect(quiz.getByRole('heading', { name: '答题领积分' })).toBeVisible()
  await quiz.getByRole('button', { name: '规则说明' }).click()
  await expect(quiz.getByRole('heading', { name: '规则说明' })).toBeVisible()
  await quiz.getByRole('button', { name: '开始答题' }).click()

  // Reversed order: the last question of the list comes first (a multi-answer one).
  await expect(quiz.getByTestId('quiz-question')).toHaveText('哪些账号可以参与积分任务？（多选）')
  await quiz.getByLabel('主账号', { exact: true }).check()
  await quiz.getByRole('button', { name: '下一题' }).click()
  await expect(quiz.getByTestId('quiz-explanation')).toContainText('只有主账号可以参与积分任务')
  await expect(quiz.getByTestId('quiz-question')).toHaveText('哪些账号可以参与积分任务？（多选）')
  await quiz.getByLabel('子账号的导出计入主账号的任务').check()
  await quiz.getByRole('button', { name: '下一题' }).click()

  const answers: [string, string][] = [
    ['积分的有效期是多久？', '最长两年，至次年 12 月 31 日 23:59:59'],
    ['导出图片应点击哪里的按钮？', '右上角黄色导出按钮'],
  ]
  for (const [question, option] of answers) {
    await expect(quiz.getByTestId('quiz-question')).toHaveText(question)
    await quiz.getByLabel(option).check()
    await quiz.getByRole('button', { name: '下一题' }).click()
  }
  await expect(quiz.getByTestId('quiz-question')).toHaveText('以下哪些属于 AI 人像修图的能力？（多选）')
  for (const option of ['祛痘祛斑', '脸型液化', '肤色匀净']) await quiz.getByLabel(option).check()
  await quiz.getByRole('button', { name: '下一题' }).click()
  await expect(quiz.getByTestId('quiz-question')).toHaveText('批量修图时，如何让整组照片使用同一套参数？')
  await quiz.getByLabel('调整一张后同步到整组').check()
  await quiz.getByRole('button', { name: '提交' }).click()
  await expect(quiz.getByTestId('quiz-result')).toContainText('恭喜你获得50积分！')
  await quiz.getByRole('button', { name: '去赚更多积分' }).click()
  await expect(quiz).toBeHidden()
  await expect(dialog.getByTestId('points-balance')).toHaveText('170')
  await expect(dialog.getByTestId('points-task-2').getByRole('button')).toHaveText('已完成')
  // Finished tasks sink to the bottom.
  await expect(dialog.getByTestId('points-tasks').getByRole('listitem').last()).toHaveAttribute('data-testid', 'points-task-2')
})

test('a main account claims the manual export challenge', async ({ page }) => {
  await page.goto('/')
  await hydrated(page)
  // 13800138006 (何静): no other journey logs in with it by phone.
  await loginWithCode(page, '13800138006')
  const dialog = await openPoints(page)
  const challenge = dialog.getByTestId('points-task-6')
  await challenge.getByRole('button', { name: '领取任务' }).click()
  await expect(page.getByTestId('toasts')).toContainText('领取成功')
  await expect(challenge.getByRole('button')).toHaveText('去完成')
  await challenge.getByRole('button', { name: '去完成' }).click()
  const guide = page.getByTestId('points-export-guide')
  await expect(guide).toContainText('点击右上角黄色的导出按钮')
  await guide.getByRole('button', { name: '我知道了' }).click()

  // The desktop app reports exports (the sandbox plays it): progress shows as x / target.
  const report = await page.request.post('/__sandbox/points/export', { data: { phone: '13800138006', images: 12 } })
  expect(report.status()).toBe(200)
  await page.reload()
  await hydrated(page)
  const reopened = await openPoints(page)
  await expect(reopened.getByTestId('points-task-6').getByRole('button')).toHaveText('12 / 500')
  await reopened.getByTestId('points-mall').click()
  const mall = page.getByTestId('points-mall-qr')
  await expect(mall.getByRole('heading', { name: '积分商城小程序' })).toBeVisible()
  await expect(mall).toContainText('微信扫一扫立即进入积分商城')
})

test('a sub-account sees no points and no points tasks', async ({ page }) => {
  await page.goto('/')
  await hydrated(page)
  await loginWithCode(page, '13800138001')
  await page.getByTestId('user-menu').click()
  await expect(page.getByTestId('user-panel')).toBeVisible()
  await expect(page.getByTestId('panel-counts')).toBeVisible()
  await expect(page.getByTestId('open-points')).toHaveCount(0)
  const tasks = await page.request.get('/api/main/v1/points/get_all_tasks')
  expect(await tasks.json()).toMatchObject({ code: 0, data: [], meta: { left_points: 0 } })
})
