import { useEffect, useState } from 'react'
import type { ActivityInfo } from '../../../shared/contracts/schemas/activity'
import { qrPath } from '../../blocks/wechat/qrMatrix'
import { Cta } from './styles'
import { INVITE_TEXT } from './inviteText'

const WIDTH = 750
const HEIGHT = 1200
const QR_BOX = 360

/** The accents of the campaign themes (styles.ts ThemeScope), for a poster drawn outside CSS. */
const ACCENTS: Record<string, [string, string]> = {
  red: ['#e8322f', '#ff7a45'],
  blue: ['#2f6bff', '#37b7ff'],
  purple: ['#7b3fe4', '#ff8a3d'],
}
const DEFAULT_ACCENT: [string, string] = ['#ff5a1f', '#ff9a3d']

/** Lines of `text` no wider than `width` at the context's font (CJK wraps anywhere). */
function wrap(context: CanvasRenderingContext2D, text: string, width: number): string[] {
  const lines: string[] = []
  let line = ''
  for (const char of text) {
    if (line && context.measureText(line + char).width > width) {
      lines.push(line)
      line = ''
    }
    line += char
  }
  return line ? [...lines, line] : lines
}

/** The invite poster as a PNG data URL: the activity's title and offer, my QR (my link, with my code) and how to use it. */
function drawPoster(activity: ActivityInfo, link: string): string {
  const canvas = document.createElement('canvas')
  canvas.width = WIDTH
  canvas.height = HEIGHT
  const context = canvas.getContext('2d')!
  const [accent, accent2] = ACCENTS[activity.theme] ?? DEFAULT_ACCENT
  const background = context.createLinearGradient(0, 0, WIDTH, HEIGHT)
  background.addColorStop(0, accent)
  background.addColorStop(1, accent2)
  context.fillStyle = background
  context.fillRect(0, 0, WIDTH, HEIGHT)

  context.textAlign = 'center'
  context.fillStyle = '#fff'
  context.font = '600 30px sans-serif'
  context.fillText(INVITE_TEXT.posterBrand, WIDTH / 2, 96)
  context.font = '700 64px sans-serif'
  wrap(context, activity.title, WIDTH - 120).forEach((line, index) => context.fillText(line, WIDTH / 2, 200 + index * 80))
  context.font = '400 34px sans-serif'
  wrap(context, activity.subtitle, WIDTH - 80).forEach((line, index) => context.fillText(line, WIDTH / 2, 340 + index * 48))

  // A white card with the QR, its quiet zone included.
  const cardTop = 480
  context.fillStyle = '#fff'
  context.beginPath()
  context.roundRect(95, cardTop, WIDTH - 190, 600, 32)
  context.fill()
  const { size, path } = qrPath(link)
  const scale = QR_BOX / size
  context.save()
  context.translate((WIDTH - QR_BOX) / 2, cardTop + 60)
  context.scale(scale, scale)
  context.fillStyle = '#000'
  context.fill(new Path2D(path))
  context.restore()
  context.fillStyle = '#1d1e22'
  context.font = '600 34px sans-serif'
  context.fillText(INVITE_TEXT.posterScan, WIDTH / 2, cardTop + 60 + QR_BOX + 70)
  context.fillStyle = '#6b6f7a'
  context.font = '400 26px sans-serif'
  context.fillText(INVITE_TEXT.posterNote, WIDTH / 2, cardTop + 60 + QR_BOX + 118)
  return canvas.toDataURL('image/png')
}

/**
 * 邀请海报: drawn in the browser from my link (so it carries my opaque code, never my phone),
 * shown as an image a phone can long-press to save, and saved as a file by 保存海报.
 * Loaded when asked for: the QR encoder stays out of the page's first download.
 */
export default function InvitePoster({ activity, link }: { activity: ActivityInfo; link: string }) {
  const [poster, setPoster] = useState<string | null>(null)
  useEffect(() => setPoster(drawPoster(activity, link)), [activity, link])
  if (!poster) return null
  return (
    <figure data-testid="invite-poster" data-link={link} style={{ margin: '16px 0 0', textAlign: 'center' }}>
      <img src={poster} alt={INVITE_TEXT.poster} width={WIDTH / 2.5} height={HEIGHT / 2.5} style={{ maxWidth: '100%', height: 'auto', borderRadius: 12 }} />
      <figcaption style={{ margin: '8px 0 12px', fontSize: 13, color: '#6b6f7a' }}>{INVITE_TEXT.posterHint}</figcaption>
      <Cta as="a" href={poster} download={INVITE_TEXT.posterFile} style={{ display: 'grid', placeItems: 'center', textDecoration: 'none' }}>
        {INVITE_TEXT.posterSave}
      </Cta>
    </figure>
  )
}
