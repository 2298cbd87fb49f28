#!/usr/bin/env node
// Draws the site's share card (public/share-card.png, 1200x630): the image WeChat and other
// crawlers show for every page (worker/ssr/document.ts names it in og:image). Drawn with the
// Chromium Playwright uses and the installed Chinese fonts; run again after a brand change:
//
//   node scripts/share-card.mjs
import { readFileSync } from 'node:fs'
import { chromium } from '@playwright/test'

const logo = readFileSync(new URL('../public/favicon.svg', import.meta.url), 'utf8')
const html = `<!DOCTYPE html><html lang="zh-CN"><head><meta charset="utf-8"><style>
  html, body { margin: 0; width: 1200px; height: 630px; }
  body { font-family: 'Noto Sans CJK SC', 'Source Han Sans SC', 'WenQuanYi Micro Hei', sans-serif; color: #fff;
    background: radial-gradient(circle at 85% 20%, #ff8a3d 0, transparent 45%), linear-gradient(135deg, #17181c 0%, #26180f 100%);
    display: flex; flex-direction: column; justify-content: center; padding: 0 96px; box-sizing: border-box; }
  .brand { display: flex; align-items: center; gap: 24px; font-size: 64px; font-weight: 700; letter-spacing: 4px; }
  .brand svg { width: 96px; height: 96px; }
  h1 { font-size: 56px; margin: 48px 0 24px; font-weight: 700; }
  p { font-size: 32px; margin: 0; color: #f3d9c6; }
  .tags { margin-top: 48px; display: flex; gap: 16px; }
  .tags span { font-size: 26px; padding: 10px 22px; border-radius: 999px; background: rgba(255, 255, 255, 0.12); }
</style></head><body>
  <div class="brand">${logo}<span>光影修图</span></div>
  <h1>AI 人像修图软件，一键批量出片</h1>
  <p>面向摄影师与影楼：智能磨皮、液化塑形、AI 调色、证件照换装</p>
  <div class="tags"><span>免费下载</span><span>Windows · macOS · iPad</span></div>
</body></html>`

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] })
try {
  const page = await browser.newPage({ viewport: { width: 1200, height: 630 } })
  await page.setContent(html)
  await page.evaluate(() => document.fonts.ready)
  await page.screenshot({ path: new URL('../public/share-card.png', import.meta.url).pathname, type: 'png' })
} finally {
  await browser.close()
}
console.log('public/share-card.png written')
