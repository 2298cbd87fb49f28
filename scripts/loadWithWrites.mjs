// The bounded mixed load of `npm run bench` (issue 13): pages, assets, logins, user info,
// sign-ins, order creation and the channel's notification (sent twice, as channels do), all
// at once on loopback. Afterwards D1 must hold every successful write exactly once: one
// session per login, one sign-in record per account and day whatever the concurrency, one
// credit per paid order, and no request may have failed.
import { spawnSync } from 'node:child_process'
import { md5 } from 'js-md5'
import { bin, ENV, SANDBOX_CAPTCHA } from './local.mjs'

const ACCOUNTS = 6
const CONCURRENCY = 12
const SECONDS = 8
const PAGES = ['/', '/download', '/help', '/payment']
const ASSET = '/favicon.svg'
const PRODUCT_ID = 1001 // 体验版, ¥9.90 (db/demo-pay.sql)
const ALIPAY_QR = 7
const BROWSER = {
  'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1',
}

/** Reads D1 of the running worker's local state. */
function query(stateDir, sql) {
  const result = spawnSync(bin('wrangler'), ['d1', 'execute', 'DB', '--local', '--persist-to', stateDir, '--json', '--command', sql], {
    encoding: 'utf8',
    env: ENV,
  })
  if (result.status !== 0) throw new Error(`d1 query failed: ${result.stderr}`)
  return JSON.parse(result.stdout)[0].results
}

function phoneOf(index) {
  return `167${String(Date.now()).slice(-6)}${String(index).padStart(2, '0')}`
}

export async function loadWithWrites(base, stateDir) {
  const json = (cookie) => ({ 'content-type': 'application/json', 'x-app-id': 'ow-web', origin: base, ...(cookie ? { cookie } : {}) })
  const counts = new Map()
  const failures = []
  const count = (kind, ok, detail) => {
    const entry = counts.get(kind) ?? { ok: 0, failed: 0 }
    entry[ok ? 'ok' : 'failed']++
    counts.set(kind, entry)
    if (!ok) failures.push(`${kind}: ${detail}`)
  }
  async function call(kind, path, init = {}) {
    try {
      const response = await fetch(`${base}${path}`, init)
      const text = await response.text()
      const body = (response.headers.get('content-type') ?? '').includes('json') ? JSON.parse(text) : text
      // API answers are envelopes whose code must be 0; the sandbox answers plain JSON.
      const ok = response.ok && (!path.startsWith('/api/') || body.code === 0)
      count(kind, ok, `${response.status} ${typeof body === 'object' ? JSON.stringify(body).slice(0, 120) : ''}`)
      return ok ? { response, body } : undefined
    } catch (error) {
      count(kind, false, String(error))
      return undefined
    }
  }

  // Logins, all at once: each a code sent, read from the sandbox, and a session opened.
  const accounts = await Promise.all(
    Array.from({ length: ACCOUNTS }, async (_, index) => {
      const phone = phoneOf(index)
      await call('send code', '/api/main/v1/user/send_verify_code', {
        method: 'POST',
        headers: json(),
        body: JSON.stringify({ phone, phone_cc: '86', scene: 0, captcha_verify_param: SANDBOX_CAPTCHA }),
      })
      const sms = await call('sandbox sms', `/__sandbox/sms?phone=${phone}`)
      const login =
        sms &&
        (await call('login', '/api/main/v1/ow/login', {
          method: 'POST',
          headers: json(),
          body: JSON.stringify({ phone, verify_code: md5(sms.body.code), login_method: 0 }),
        }))
      if (!login) return undefined
      return {
        phone,
        cookie: login.response.headers
          .getSetCookie()
          .map((line) => line.split(';')[0])
          .join('; '),
        signedPoints: 0,
      }
    }),
  )
  const loggedIn = accounts.filter(Boolean)
  if (loggedIn.length === 0) throw new Error(`no login succeeded: ${failures.slice(0, 3).join(' | ')}`)
  const paidOrders = []

  const started = performance.now()
  const deadline = started + SECONDS * 1000
  let requests = 0
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async (_, worker) => {
      for (let round = 0; performance.now() < deadline; round++) {
        // The account turns with every request sent, so each kind of call reaches every account.
        const account = loggedIn[requests++ % loggedIn.length]
        switch ((worker + round) % 6) {
          case 0:
            await call('page', PAGES[round % PAGES.length], { headers: BROWSER })
            break
          case 1:
            await call('asset', ASSET)
            break
          case 2:
            await call('user info', '/api/main/v1/user/info', { headers: json(account.cookie) })
            break
          case 3: {
            const signed = await call('sign-in', '/api/main/v1/points/sign', { method: 'POST', headers: json(account.cookie), body: '{}' })
            if (signed) account.signedPoints += signed.body.data.points
            break
          }
          default: {
            // Every third order is paid, its notification sent twice.
            const order = await call('create order', '/api/pay/v1/order/create_ex', {
              method: 'POST',
              headers: json(account.cookie),
              body: JSON.stringify({ product_id: PRODUCT_ID, pay_type: ALIPAY_QR }),
            })
            if (order && round % 3 === 0) {
              const tradeNo = order.body.data.out_trade_no
              const paid = await call('notification ×2', `/__sandbox/pay/order/${tradeNo}/pay`, {
                method: 'POST',
                headers: { 'content-type': 'application/json' },
                body: JSON.stringify({ times: 2 }),
              })
              if (paid) paidOrders.push({ tradeNo, phone: account.phone })
            }
          }
        }
      }
    }),
  )
  const seconds = (performance.now() - started) / 1000

  // What D1 holds now, against what the answers said.
  const phones = loggedIn.map((account) => `'${account.phone}'`).join(',')
  const checks = []
  const check = (name, ok, detail) => checks.push({ check: name, result: ok ? 'ok' : 'WRONG', detail })
  const sessions = query(stateDir, `SELECT count(*) AS n FROM sessions s JOIN users u ON u.id = s.user_id WHERE u.phone IN (${phones})`)[0].n
  check('one session per login', sessions === counts.get('login')?.ok, `${sessions} sessions, ${counts.get('login')?.ok ?? 0} logins`)
  const signs = query(
    stateDir,
    `SELECT u.phone AS phone, count(*) AS n, sum(r.points) AS points FROM points_records r JOIN users u ON u.org_id = r.org_id
      WHERE u.phone IN (${phones}) AND r.unique_key LIKE 'sign:%' GROUP BY u.phone`,
  )
  const signsRight = loggedIn.every((account) => {
    const row = signs.find((entry) => entry.phone === account.phone)
    return account.signedPoints === 0 ? !row : row?.n === 1 && row.points === account.signedPoints
  })
  check(
    'one sign-in record per account and day, its points as answered',
    signsRight,
    `${signs.length} accounts signed, ${counts.get('sign-in')?.ok ?? 0} sign-in answers`,
  )
  if (paidOrders.length > 0) {
    const tradeNos = paidOrders.map((order) => `'${order.tradeNo}'`).join(',')
    const [row] = query(
      stateDir,
      `SELECT (SELECT count(*) FROM pay_orders WHERE out_trade_no IN (${tradeNos}) AND state = 1) AS paid,
              (SELECT count(*) FROM pay_notifications WHERE out_trade_no IN (${tradeNos}) AND kind = 'paid') AS notifications,
              (SELECT count(*) FROM pay_credits WHERE out_trade_no IN (${tradeNos})) AS credits`,
    )
    check(
      'each paid order paid, noted and credited once (notification sent twice)',
      row.paid === paidOrders.length && row.notifications === paidOrders.length && row.credits === paidOrders.length,
      JSON.stringify(row),
    )
  }
  const created = counts.get('create order')?.ok ?? 0
  const orders = query(stateDir, `SELECT count(*) AS n FROM pay_orders o JOIN users u ON u.id = o.user_id WHERE u.phone IN (${phones})`)[0].n
  check('one order per successful create', orders === created, `${orders} orders, ${created} created`)
  check('no request failed', failures.length === 0, failures.slice(0, 3).join(' | '))

  return {
    summary: {
      requests,
      seconds: seconds.toFixed(1),
      'requests/s': (requests / seconds).toFixed(0),
      accounts: loggedIn.length,
      'paid orders': paidOrders.length,
    },
    counts: Object.fromEntries(counts),
    checks,
  }
}
