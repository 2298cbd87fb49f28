// Draws every illustration of the site (scripts/images/catalogue.mjs), renders it to AVIF
// and WebP at its widths into public/media/, makes the workflow clips (H.264) with ffmpeg
// (when it is installed) and writes the TypeScript manifest the components read.
//
//   node scripts/images/generate.mjs            everything
//   node scripts/images/generate.mjs skin-*     only matching names (the manifest is still whole)
//   node scripts/images/generate.mjs none       nothing rendered: names and manifest only
//
// Every file is named by its content ({name}-{width}.{version}.avif, version = hash of all
// of one image's files), so public/media can be cached for a year, immutable.
// The outputs are committed; a fresh clone never needs to run this.
import { spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import sharp from 'sharp'
import { ILLUSTRATIONS, renderSvg } from './catalogue.mjs'

const OUT = 'public/media'
const MANIFEST = 'client/blocks/showcase/media.ts'
/**
 * Images a page paints on arrival, written to a small manifest of their own: a page's first
 * download then carries their entries only, not the whole table (decision 018).
 */
const FIRST_SCREEN_MANIFEST = 'client/blocks/showcase/firstScreenMedia.ts'
const FIRST_SCREEN = ['hero']
/**
 * The media of the workflow widgets (the tethered camera's images and the steps' clips), in a
 * manifest of their own: the ability page loads its first module's widgets with the page and
 * needs these entries only, not the whole table.
 */
const WORKFLOW_MANIFEST = 'client/blocks/showcase/workflowMedia.ts'
const WORKFLOW = ['tether-off', 'tether-on']
const AVIF = { quality: 42, effort: 6, chromaSubsampling: '4:2:0' }
const WEBP = { quality: 58, effort: 6, smartSubsample: true }
/** The workflow clips: [clip name, first frame, last frame]. */
const CLIPS = [
  ['wf-select', 'wf-select-a', 'wf-select-b'],
  ['wf-colour', 'wf-colour-a', 'wf-colour-b'],
  ['wf-portrait', 'wf-portrait-a', 'wf-portrait-b'],
  ['wf-background', 'wf-background-a', 'wf-background-b'],
  ['wf-export', 'wf-export-a', 'wf-export-b'],
]
const CLIP_SIZE = [960, 600]
/** Hold the first frame, wipe to the second, hold it: seconds. */
const CLIP_TIMING = { hold: 0.9, wipe: 1.4, end: 2.2 }

const patterns = process.argv.slice(2)
const wanted = (name) => patterns.length === 0 || patterns.some((p) => (p.endsWith('*') ? name.startsWith(p.slice(0, -1)) : name === p))

mkdirSync(OUT, { recursive: true })

/**
 * AVIF at every width. WebP is the fallback of browsers without AVIF (Safari before 16),
 * so it comes at the largest width only, except for the hero, the largest paint.
 */
function webpWidths(item) {
  return item.name === 'hero' ? item.widths : [item.widths.at(-1)]
}

async function renderImage(item) {
  for (const width of item.widths) {
    const raster = sharp(Buffer.from(renderSvg(item, width)), { density: 72 }).removeAlpha()
    await raster.clone().avif(AVIF).toFile(`${OUT}/${item.name}-${width}.avif`)
    if (webpWidths(item).includes(width)) await raster.clone().webp(WEBP).toFile(`${OUT}/${item.name}-${width}.webp`)
  }
}

/** The colour shown while an image loads: the average of a tiny render. */
async function placeholderColour(item) {
  const { dominant } = await sharp(Buffer.from(renderSvg(item, 48)))
    .removeAlpha()
    .stats()
  return `#${[dominant.r, dominant.g, dominant.b].map((v) => v.toString(16).padStart(2, '0')).join('')}`
}

function hasFfmpeg() {
  return spawnSync('ffmpeg', ['-version'], { stdio: 'ignore' }).status === 0
}

async function renderClip([clip, first, last]) {
  const dir = mkdtempSync(join(tmpdir(), 'clip-'))
  const frame = async (name, file) => {
    const item = ILLUSTRATIONS.find((entry) => entry.name === name)
    await sharp(Buffer.from(renderSvg(item, CLIP_SIZE[0])))
      .removeAlpha()
      .png()
      .toFile(join(dir, file))
  }
  await frame(first, 'a.png')
  await frame(last, 'b.png')
  const { hold, wipe, end } = CLIP_TIMING
  const filter = `[0][1]xfade=transition=wiperight:duration=${wipe}:offset=${hold},format=yuv420p`
  const inputs = ['-loop', '1', '-t', String(hold + wipe), '-i', join(dir, 'a.png'), '-loop', '1', '-t', String(wipe + end), '-i', join(dir, 'b.png')]
  const run = (args) => {
    const result = spawnSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', ...inputs, '-filter_complex', filter, '-r', '24', '-an', ...args], {
      stdio: 'inherit',
    })
    if (result.status !== 0) throw new Error(`ffmpeg failed for ${clip}`)
  }
  // H.264 plays everywhere the site is read (Safari, WeChat, Android, Chromium), so one file.
  run(['-c:v', 'libx264', '-preset', 'veryslow', '-crf', '33', '-tune', 'stillimage', '-movflags', '+faststart', '-pix_fmt', 'yuv420p', `${OUT}/${clip}.mp4`])
  // The poster is the last frame: a video's poster takes one URL, so one WebP.
  await sharp(join(dir, 'b.png')).webp(WEBP).toFile(`${OUT}/${clip}-poster.webp`)
  rmSync(dir, { recursive: true, force: true })
}

const images = ILLUSTRATIONS.filter((item) => !item.frame)
const colours = {}
for (const item of images) {
  colours[item.name] = await placeholderColour(item)
  if (!wanted(item.name)) continue
  await renderImage(item)
  process.stdout.write(`· ${item.name}\n`)
}

const clips = []
if (hasFfmpeg()) {
  for (const clip of CLIPS) {
    if (wanted(clip[0])) {
      await renderClip(clip)
      process.stdout.write(`· ${clip[0]} (clip)\n`)
    }
    clips.push(clip)
  }
} else {
  console.warn('ffmpeg is not installed: the workflow clips are left as they are (apt-get install -y ffmpeg).')
  // A clip made earlier keeps its file (plain or fingerprinted); without one the step shows its poster.
  const present = readdirSync(OUT)
  for (const clip of CLIPS) {
    if (present.some((file) => file === `${clip[0]}.mp4` || new RegExp(`^${clip[0]}\\.[0-9a-f]{8}\\.mp4$`).test(file))) clips.push(clip)
  }
}

/**
 * Names one group of files (an image's widths and formats, or a clip and its poster) by
 * their content: a freshly rendered plain name replaces its older fingerprinted copy, then
 * every file of the group gets the group's version. Returns the version.
 */
function fingerprint(files) {
  const present = readdirSync(OUT)
  const current = files.map(({ stem, ext }) => {
    const plain = `${stem}.${ext}`
    const versioned = present.filter((file) => new RegExp(`^${stem}\\.[0-9a-f]{8}\\.${ext}$`).test(file))
    if (present.includes(plain)) {
      for (const old of versioned) rmSync(join(OUT, old))
      return { stem, ext, file: plain }
    }
    if (versioned.length !== 1) throw new Error(`${plain}: expected one rendered file, found ${versioned.length}`)
    return { stem, ext, file: versioned[0] }
  })
  const hash = createHash('sha256')
  for (const { file } of current) hash.update(readFileSync(join(OUT, file)))
  const version = hash.digest('hex').slice(0, 8)
  for (const { stem, ext, file } of current) {
    const named = `${stem}.${version}.${ext}`
    if (file !== named) renameSync(join(OUT, file), join(OUT, named))
  }
  return version
}

const versions = {}
for (const item of images) {
  versions[item.name] = fingerprint([
    ...item.widths.map((width) => ({ stem: `${item.name}-${width}`, ext: 'avif' })),
    ...webpWidths(item).map((width) => ({ stem: `${item.name}-${width}`, ext: 'webp' })),
  ])
}
for (const [clip] of clips)
  versions[clip] = fingerprint([
    { stem: clip, ext: 'mp4' },
    { stem: `${clip}-poster`, ext: 'webp' },
  ])

const q = (value) => JSON.stringify(value)
const imageLine = (item) =>
  `  ${q(item.name)}: img(${q(item.name)}, [${item.widths.join(', ')}], [${webpWidths(item).join(', ')}], ${item.width}, ${item.height}, ${q(colours[item.name])}, ${q(item.alt)}, ${q(versions[item.name])}),`
const firstScreenLines = images.filter((item) => FIRST_SCREEN.includes(item.name)).map(imageLine)
const workflowLines = images.filter((item) => WORKFLOW.includes(item.name)).map(imageLine)
const lines = images.filter((item) => !FIRST_SCREEN.includes(item.name) && !WORKFLOW.includes(item.name)).map(imageLine)
const clipLines = clips.map(([clip, , last]) => {
  const poster = ILLUSTRATIONS.find((entry) => entry.name === last)
  return `  ${q(clip)}: { mp4: '/media/${clip}.${versions[clip]}.mp4', poster: '/media/${clip}-poster.${versions[clip]}.webp', width: ${CLIP_SIZE[0]}, height: ${CLIP_SIZE[1]}, alt: ${q(poster.alt)} },`
})
writeFileSync(
  FIRST_SCREEN_MANIFEST,
  `// Generated by scripts/images/generate.mjs from scripts/images/catalogue.mjs. Do not edit.

/** One illustration: /media/{name}-{width}.{version}.avif at each width, .webp at the webp widths; intrinsic size of the largest. */
export interface MediaImage {
  name: string
  /** The hash of the image's files, in their names: they are cached for a year. */
  version: string
  widths: readonly number[]
  webp: readonly number[]
  width: number
  height: number
  /** Average colour, shown while the image loads. */
  color: string
  alt: string
}

export interface MediaClip {
  mp4: string
  /** The still shown before the clip plays (its last frame), WebP. */
  poster: string
  width: number
  height: number
  alt: string
}

export function img(name: string, widths: readonly number[], webp: readonly number[], width: number, height: number, color: string, alt: string, version: string): MediaImage {
  return { name, version, widths, webp, width, height, color, alt }
}

/** The images pages paint on arrival (also in MEDIA, ./media.ts). */
export const FIRST_SCREEN_MEDIA = {
${firstScreenLines.join('\n')}
} as const satisfies Record<string, MediaImage>
`,
)
writeFileSync(
  WORKFLOW_MANIFEST,
  `// Generated by scripts/images/generate.mjs from scripts/images/catalogue.mjs. Do not edit.
import { img, type MediaClip, type MediaImage } from './firstScreenMedia'

/** The workflow widgets' images (also in MEDIA, ./media.ts). */
export const WORKFLOW_MEDIA = {
${workflowLines.join('\n')}
} as const satisfies Record<string, MediaImage>

export const CLIPS = {
${clipLines.join('\n')}
} as const satisfies Record<string, MediaClip>

export type ClipName = keyof typeof CLIPS
`,
)
writeFileSync(
  MANIFEST,
  `// Generated by scripts/images/generate.mjs from scripts/images/catalogue.mjs. Do not edit.
import { FIRST_SCREEN_MEDIA, img, type MediaImage } from './firstScreenMedia'
import { WORKFLOW_MEDIA } from './workflowMedia'

export type { MediaClip, MediaImage } from './firstScreenMedia'
export { CLIPS, type ClipName } from './workflowMedia'

export const MEDIA = {
  ...FIRST_SCREEN_MEDIA,
  ...WORKFLOW_MEDIA,
${lines.join('\n')}
} as const satisfies Record<string, MediaImage>

export type MediaName = keyof typeof MEDIA
`,
)

let total = 0
for (const file of readdirSync(OUT)) total += statSync(join(OUT, file)).size
console.log(`${images.length} images, ${clips.length} clips; public/media holds ${(total / 1024).toFixed(0)} kB`)
