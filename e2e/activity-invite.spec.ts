import type { Page } from '@playwright/test'
import { expect, hydrated, test } from './fixtures'
import { activityLogin, freshPhone, loginWithCode } from './sandbox'

/** Invite on a phone (issue 27): my link, a friend registers through it, 已邀请 1 人 and my reward, here and on the main site. */

const IPHONE_SAFARI = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Mobile/15E148 Safari/604.1'
const PHONE = { viewport: { width: 375, height: 812 }, userAgent: IPHONE_SAFARI, isMobile: true, hasTouch: true }

test.use(PHONE)

/** The activity login comes over the page as a bottom sheet, the full width of the phone; the page has no login form of its own. */
async function expectLoginSheet(page: Page) {
  const sheet = page.getByTestId('activity-login-sheet')
  await expect(sheet.getByRole('heading', { name: '登录参与活动' })).toBeVisible()
  const box = (await sheet.boundingBox())!
  expect(box.width).toBe(375)
  expect(Math.round(box.y + box.height)).toBe(812)
  await expect(page.getByTestId('activity-login')).toHaveCount(1)
  return sheet
}

test('my link through the login sheet; a friend registers through it; I see 已邀请 1 人 and my reward, then on the main site', async ({ page, browser }) => {
  const inviterPhone = freshPhone()
  await page.goto('/invite?uuid=demo-invite')
  await hydrated(page)
  // No inline login form: 获取我的邀请链接 opens the sheet.
  await expect(page.getByTestId('activity-login')).toHaveCount(0)
  await page.getByRole('button', { name: '获取我的邀请链接' }).click()
  const sheet = await expectLoginSheet(page)
  await activityLogin(page, inviterPhone)
  await expect(sheet).toBeHidden()
  await expect(page.getByTestId('invited-count')).toHaveText('已邀请 0 人')
  const link = await page.getByRole('textbox', { name: '我的邀请链接' }).inputValue()
  expect(link).toMatch(/[?&]inviter=[A-Z2-9]{12}$/)
  expect(link).not.toContain(inviterPhone)
  // The poster to save is drawn from the same link, and saves as a PNG.
  await page.getByRole('button', { name: '生成邀请海报' }).click()
  const poster = page.getByTestId('invite-poster')
  await expect(poster).toHaveAttribute('data-link', link)
  await expect(poster.getByRole('img', { name: '邀请海报' })).toHaveJSProperty('naturalWidth', 750)
  await expect(poster.getByRole('link', { name: '保存海报' })).toHaveAttribute('href', /^data:image\/png;base64,/)
  await expect(page.getByTestId('my-rewards')).toHaveCount(0)

  // A friend, in a browser of their own, opens the link and registers with a new phone through the sheet.
  const context = await browser.newContext(PHONE)
  const friend = await context.newPage()
  await friend.goto(link)
  await hydrated(friend)
  await expect(friend.getByTestId('activity-login')).toHaveCount(0)
  await friend.getByRole('button', { name: '接受邀请' }).click()
  const friendSheet = await expectLoginSheet(friend)
  // Consent to the policies is asked before the phone number leaves.
  await expect(friendSheet.getByRole('checkbox', { name: /我已阅读并同意/ })).not.toBeChecked()
  const recorded = friend.waitForResponse((response) => response.url().includes('/v1/organization_history_source/create'))
  await activityLogin(friend, freshPhone())
  // Registering through the link records where the friend came from, once, with the source channel.
  const record = await recorded
  expect(record.request().postDataJSON()).toEqual({ activity_uuid: 'demo-invite', source_id: 924, channel: 'invite' })
  expect(await record.json()).toMatchObject({ code: 0, data: { created: true } })
  // The friend's browser keeps it (the source cache) and will not send this activity's source again.
  await expect.poll(() => friend.evaluate(() => localStorage.getItem('source_cache'))).toBe(JSON.stringify({ 'demo-invite': 924 }))
  await expect(friend.getByTestId('invite-outcome')).toContainText('接受邀请成功，奖励已记录')
  // The friend's own reward.
  await expect(friend.getByTestId('my-rewards')).toContainText('邀请奖励积分 × 100积分')
  await context.close()

  await page.reload()
  await hydrated(page)
  await expect(page.getByTestId('invited-count')).toHaveText('已邀请 1 人')
  await expect(page.getByTestId('my-rewards')).toContainText('邀请奖励积分 × 100积分')
  // 去个人中心查看: my phone has no main account yet, so I am asked to log in with it there.
  await page.getByTestId('profile-link').click()
  await expect(page.getByTestId('profile-login-hint')).toContainText(`${inviterPhone.slice(0, 3)}****${inviterPhone.slice(-4)}`)

  // My first main login brings the kept reward: 100 points in the user panel.
  await page.goto('/')
  await hydrated(page)
  await loginWithCode(page, inviterPhone)
  await page.getByTestId('user-menu').click()
  await expect(page.getByTestId('panel-points')).toContainText('100')
})
