import type { Page } from '@playwright/test'
import { expect, hydrated, test } from './fixtures'
import { activityLogin as submitActivityLogin, freshPhone, loginWithCode, smsCode } from './sandbox'

async function activityLogin(page: Page, phone: string) {
  await submitActivityLogin(page, phone)
  await expect(page.getByTestId('activity-user')).toBeVisible()
}

/** A visitor's 登录 beside the welfare claim: the login sheet, with nothing to go on with after it. */
async function openLoginSheet(page: Page) {
  await page.getByTestId('activity-visitor').getByRole('button', { name: '登录', exact: true }).click()
  await expect(page.getByTestId('activity-login-sheet')).toBeVisible()
}

test('an activity login leaves the main site logged out', async ({ page }) => {
  await page.goto('/welfare/demo-welfare')
  await hydrated(page)
  await openLoginSheet(page)
  await activityLogin(page, freshPhone())
  await page.goto('/')
  await hydrated(page)
  await expect(page.getByTestId('login-entry')).toBeVisible()
  await expect(page.getByTestId('user-menu')).toHaveCount(0)
})

test('a main login leaves the activity pages logged out', async ({ page }) => {
  await page.goto('/')
  await hydrated(page)
  await loginWithCode(page, freshPhone())
  await page.goto('/welfare/demo-welfare')
  await hydrated(page)
  await expect(page.getByTestId('activity-visitor')).toBeVisible()
  await expect(page.getByTestId('activity-user')).toHaveCount(0)
})

test('a preheat activity counts down on the server clock and starts at zero', async ({ page }) => {
  await page.clock.install({ time: new Date('2030-01-01T00:00:00Z') })
  // The visitor's clock makes the server's data look years old, so the page asks for the
  // activity and the config again once hydrated; their server time re-anchors the countdown.
  // The clock runs on only once both have answered, or an answer landing mid-run would undo it.
  const askedAgain = Promise.all(['/activity/common/info', '/ow/config'].map((path) => page.waitForResponse((response) => response.url().includes(path))))
  await page.goto('/activity/sale/demo-sale-preheat')
  await hydrated(page)
  await askedAgain
  await expect(page.getByTestId('activity-state')).toHaveText('预热中')
  const info = (await (await page.request.get('/api/activity/v1/activity/common/info?uuid=demo-sale-preheat')).json()) as {
    data: { start_at: number; server_time: number }
  }
  const left = info.data.start_at - info.data.server_time
  expect(left).toBeGreaterThan(60)
  // The visitor's clock says 2030; the countdown still shows the server's time to the start.
  await expect(page.getByTestId('countdown')).toHaveAttribute('aria-label', /距活动开始 0天0时\d+分\d+秒/)
  // Run on by what the page itself shows: it read the server's time before the API call above,
  // so on a busy machine it may be some seconds further from the start than `left`.
  const [, minutes, seconds] = (await page.getByTestId('countdown').getAttribute('aria-label'))!.match(/0天0时(\d+)分(\d+)秒/)!
  const shown = Number(minutes) * 60 + Number(seconds)
  expect(shown).toBeGreaterThanOrEqual(left - 1)
  await page.clock.runFor((shown + 2) * 1000)
  await expect(page.getByTestId('activity-state')).toHaveText('火热进行中')
  await expect(page.getByTestId('countdown')).toHaveAttribute('aria-label', /距活动结束/)
})

const OUTCOMES: [string, string, number, RegExp][] = [
  ['13700137014', 'demo-new-welfare', 14, /仅限新用户/],
  ['13700137015', 'demo-welfare-paid', 15, /仅限付费用户/],
  ['13700137024', 'demo-welfare', 24, /已领取过该福利/],
  ['13700137030', 'demo-welfare-recent', 30, /注册超过 30 天/],
  ['13700137031', 'demo-welfare-vip', 31, /会员用户/],
  ['13700137032', 'demo-welfare-vip', 32, /老用户专属福利/],
]

for (const [phone, uuid, code, message] of OUTCOMES) {
  test(`welfare outcome ${code} for ${phone}`, async ({ page }) => {
    const path = uuid.startsWith('demo-new-welfare') ? `/new-welfare/${uuid}` : `/welfare/${uuid}`
    await page.goto(path)
    await hydrated(page)
    // A visitor's 立即领取 asks for the login, then claims.
    await page.getByRole('button', { name: '立即领取' }).click()
    await activityLogin(page, phone)
    const outcome = page.getByTestId('welfare-outcome')
    await expect(outcome).toHaveAttribute('data-code', String(code))
    await expect(outcome).toContainText(message)
    await expect(outcome.getByRole('link')).toBeVisible()
  })
}

test('an ended welfare activity offers no claim, only that it has ended', async ({ page }) => {
  await page.goto('/welfare/demo-welfare-ended')
  await hydrated(page)
  await expect(page.getByTestId('activity-state')).toHaveText('已结束')
  await expect(page.getByTestId('activity-ended')).toContainText('本期活动已结束')
  await expect(page.getByTestId('activity-ended').getByRole('link', { name: /看看其他活动/ })).toBeVisible()
  await expect(page.getByRole('button', { name: '立即领取' })).toHaveCount(0)
  await expect(page.getByRole('button', { name: '分享给好友' })).toHaveCount(0)
  // Logged in, still nothing to claim.
  await openLoginSheet(page)
  await activityLogin(page, freshPhone())
  await expect(page.getByTestId('activity-ended')).toBeVisible()
  await expect(page.getByRole('button', { name: '立即领取' })).toHaveCount(0)
})

test('a new user claims welfare once', async ({ page }) => {
  await page.goto('/new-welfare/demo-new-welfare')
  await hydrated(page)
  await page.getByRole('button', { name: '立即领取' }).click()
  await activityLogin(page, freshPhone())
  await expect(page.getByTestId('welfare-outcome')).toHaveAttribute('data-code', '0')
  await page.reload()
  await hydrated(page)
  await page.getByRole('button', { name: '立即领取' }).click()
  await expect(page.getByTestId('welfare-outcome')).toHaveAttribute('data-code', '24')
})

test('receive-free storage: information, scan, success, then already bound', async ({ page }) => {
  await page.goto('/activity/welfare/storage/demo-storage')
  await hydrated(page)
  // A visitor's 立即领取 opens the login sheet; the steps follow once they are in.
  await page.getByTestId('storage-start').click()
  await activityLogin(page, freshPhone())
  const flow = page.getByTestId('storage-flow')
  await expect(flow).toHaveAttribute('data-state', '0')
  await flow.getByLabel('机构名称').fill('晨曦婚纱摄影')
  await flow.getByLabel('机构类型').selectOption('2')
  await flow.getByRole('button', { name: '下一步' }).click()
  await expect(flow).toHaveAttribute('data-state', '1')
  const href = await page.getByTestId('org-qr').getAttribute('href')
  const token = new URL(href!).searchParams.get('token')
  const scanned = await page.request.post('/__sandbox/activity/scan', { data: { token } })
  expect(await scanned.json()).toEqual({ confirmed: true })
  await flow.getByRole('button', { name: '我已扫码，立即领取' }).click()
  await expect(page.getByTestId('storage-outcome')).toContainText('领取成功')
  await page.reload()
  await hydrated(page)
  await expect(page.getByTestId('storage-outcome')).toContainText('已领取过免费存储空间')
})

test('an unknown activity is a real 404; an ended one goes to the timeout page, which names it and leads to a running one', async ({ page }) => {
  const missing = await page.request.get('/activity/sale/no-such-activity')
  expect(missing.status()).toBe(404)
  // A visitor from an ad or a shared link of a campaign that has ended.
  await page.goto('/activity/sale/demo-sale-ended')
  await expect(page).toHaveURL(/\/activity\/timeout\?uuid=demo-sale-ended$/)
  await expect(page.getByRole('heading', { name: '活动已结束', level: 1 })).toBeVisible()
  await expect(page.getByTestId('ended-activity')).toHaveText('「双 11 特惠（已结束）」已结束，感谢您的关注')
  const running = page.getByTestId('other-activities').getByRole('link').filter({ hasText: '进行中' }).first()
  const title = (await running.locator('strong').textContent())!
  expect(title).not.toContain('已结束')
  await hydrated(page)
  await running.click()
  await expect(page).not.toHaveURL(/timeout/)
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible()
  await expect(page.getByTestId('activity-state')).toHaveText('火热进行中')

  // The new-user welfare's own timeout page names its ended activity too.
  await page.goto('/new-welfare/demo-new-welfare-ended')
  await expect(page).toHaveURL(/\/new-welfare\/timeout\?uuid=demo-new-welfare-ended$/)
  await expect(page.getByTestId('ended-activity')).toHaveText('「新人福利（已结束）」已结束，感谢您的关注')
  await expect(page.getByTestId('other-activities').getByRole('link').first()).toBeVisible()
})

test('client/share shows the work a photographer shared from the desktop client, and says so when it is gone', async ({ page }) => {
  const link = '/client/share?year=2024&work=morning-light'
  // The work is in the server's document, for the visitor and for WeChat's link preview.
  expect(await (await page.request.get(link)).text()).toContain('清晨逆光下的草坪婚纱')
  await page.goto(link)
  await hydrated(page)
  const work = page.getByTestId('shared-work')
  await expect(work.getByRole('img', { name: '晨光' })).toBeVisible()
  await expect(work).toContainText('林溪 · 溪光影像 · 婚纱')
  await expect(page.getByRole('link', { name: '我也要修出这样的照片' })).toHaveAttribute('href', '/download')

  await page.goto('/client/share?year=2024&work=no-such-work')
  await expect(page.getByText('分享的作品不存在或已被作者删除')).toBeVisible()
})

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 } })

  test('a welfare gift claimed before the main account exists reaches it: the user panel and /profile/packages show it, 去个人中心查看 logs in', async ({
    page,
  }) => {
    const phone = freshPhone()
    await page.goto('/welfare/demo-welfare')
    await hydrated(page)
    // 立即领取 as a visitor: the login comes up as a sheet at the foot of the phone's screen, and the claim follows it.
    await page.getByRole('button', { name: '立即领取' }).click()
    const sheet = page.getByTestId('activity-login-sheet')
    await expect(sheet).toBeVisible()
    const box = (await sheet.boundingBox())!
    expect(box.width).toBe(375)
    expect(Math.round(box.y + box.height)).toBe(812)
    await activityLogin(page, phone)
    await expect(page.getByTestId('welfare-outcome')).toHaveAttribute('data-code', '0')
    // No main account yet: the visitor is asked to log in with that phone.
    await page.getByTestId('profile-link').click()
    await expect(page.getByTestId('profile-login-hint')).toContainText(`${phone.slice(0, 3)}****${phone.slice(-4)}`)

    // The first main login brings the kept gifts: 200 points and 30 AIGC points.
    await page.goto('/')
    await hydrated(page)
    await loginWithCode(page, phone)
    await page.getByTestId('user-menu').click()
    await expect(page.getByTestId('user-panel')).toContainText('200')
    await page.goto('/profile/packages')
    await hydrated(page)
    await expect(page.getByText('AIGC 创作点数').first()).toBeVisible()
  })

  test('去个人中心查看 hands the activity login over to the main site of the same phone', async ({ page, browser }) => {
    const phone = freshPhone()
    // The phone has a main account (made in another browser).
    const other = await browser.newPage()
    await other.goto('/')
    await hydrated(other)
    await loginWithCode(other, phone)
    await other.close()

    await page.goto('/welfare/demo-welfare')
    await hydrated(page)
    await openLoginSheet(page)
    await activityLogin(page, phone)
    // A double tap sends one claim and ends on success.
    await page.getByRole('button', { name: '立即领取' }).dblclick()
    await expect(page.getByTestId('welfare-outcome')).toHaveAttribute('data-code', '0')
    await page.getByTestId('profile-link').click()
    await expect(page).toHaveURL(/\/profile\/packages$/)
    await hydrated(page)
    await expect(page.getByText('AIGC 创作点数').first()).toBeVisible()
    await expect(page.getByTestId('user-menu')).toBeVisible()
  })
})
