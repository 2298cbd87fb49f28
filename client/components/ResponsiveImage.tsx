import { styled } from '@linaria/react'
import { useEffect, useReducer, useRef, type CSSProperties } from 'react'
import { HERO_ELEMENT_TIMING } from '../../shared/constants'
import { imageClockRuns, imageReducer, LAZY_IMAGE_TIMEOUT_MS } from './lazyImage'

/** An image rendered as /media/{name}-{width}.{version}.avif at `widths` and .webp at `webp` widths. */
export interface ImageAsset {
  name: string
  /** The content hash in its file names (scripts/images/generate.mjs): the files are immutable. */
  version: string
  widths: readonly number[]
  webp: readonly number[]
  width: number
  height: number
  color: string
  alt: string
}

const Frame = styled.span`
  position: relative;
  display: block;
  overflow: hidden;
  &[data-fill='true'] {
    position: absolute;
    inset: 0;
  }
  img {
    display: block;
    width: 100%;
    height: auto;
  }
  &[data-fill='true'] img {
    height: 100%;
    object-fit: cover;
  }
`

const GaveUp = styled.span`
  position: absolute;
  inset: 0;
  display: grid;
  place-content: center;
  justify-items: center;
  gap: 8px;
  padding: 16px;
  text-align: center;
  font-size: 13px;
  line-height: 1.4;
  color: rgba(255, 255, 255, 0.86);
  background: linear-gradient(135deg, rgba(0, 0, 0, 0.12), rgba(0, 0, 0, 0.32));
  svg {
    opacity: 0.8;
  }
`

/** A lazy image's priority is the default, left unsaid (docs/decisions/042: every byte of `/` counts). */
const FETCH_PRIORITY = { lazy: undefined, eager: 'low', priority: 'high' } as const

/** One rendered file of an image. */
function mediaFile(image: ImageAsset, width: number, format: 'avif' | 'webp'): string {
  return `/media/${image.name}-${width}.${image.version}.${format}`
}

export function srcSet(image: ImageAsset, format: 'avif' | 'webp'): string {
  return (format === 'avif' ? image.widths : image.webp).map((width) => `${mediaFile(image, width, format)} ${width}w`).join(', ')
}

/** The plain `src`: the largest WebP, for browsers that know neither source type. */
export function imageUrl(image: ImageAsset): string {
  return mediaFile(image, image.webp.at(-1)!, 'webp')
}

export type ImageLoading = 'lazy' | 'eager' | 'priority'

export interface ResponsiveImageProps {
  image: ImageAsset
  /** The `sizes` attribute: how wide the image is drawn at each viewport width. */
  sizes: string
  /**
   * `lazy` below the fold; `eager` in the first screen but not its largest paint (fetched at
   * once at low priority, so the largest paint has the network first); `priority` the
   * largest paint (high priority, decoded with its frame, and named for the loader).
   */
  loading?: ImageLoading
  /** Fill the positioned parent (object-fit: cover) instead of flowing at its aspect ratio. */
  fill?: boolean
  alt?: string
  className?: string
  style?: CSSProperties
}

/**
 * `<picture>` with AVIF and WebP sources, intrinsic width/height (no layout shift) and the
 * average colour behind it while it loads. Below the fold it loads lazily and gives up
 * LAZY_IMAGE_TIMEOUT_MS after coming into view, leaving a quiet placeholder.
 */
export function ResponsiveImage({ image, sizes, loading = 'lazy', fill = false, alt, className, style }: ResponsiveImageProps) {
  const [status, dispatch] = useReducer(imageReducer, 'idle')
  const frameRef = useRef<HTMLSpanElement>(null)
  const imgRef = useRef<HTMLImageElement>(null)
  const label = alt ?? image.alt

  useEffect(() => {
    const img = imgRef.current
    // Loaded before hydration: React saw no load event.
    if (img?.complete && img.naturalWidth > 0) {
      dispatch('load')
      return
    }
    if (loading !== 'lazy' || typeof IntersectionObserver === 'undefined') {
      dispatch('start')
      return
    }
    const frame = frameRef.current
    if (!frame) return
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        dispatch('start')
        observer.disconnect()
      }
    })
    observer.observe(frame)
    return () => observer.disconnect()
  }, [loading, image.name])

  useEffect(() => {
    if (!imageClockRuns(status)) return
    const timer = window.setTimeout(() => dispatch('timeout'), LAZY_IMAGE_TIMEOUT_MS)
    return () => window.clearTimeout(timer)
  }, [status])

  return (
    <Frame
      ref={frameRef}
      className={className}
      data-fill={fill}
      data-status={status}
      style={{ backgroundColor: image.color, ...(fill ? null : { aspectRatio: `${image.width} / ${image.height}` }), ...style }}
    >
      {status === 'failed' ? (
        <GaveUp role="img" aria-label={label}>
          <svg width="28" height="28" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.6" aria-hidden="true">
            <rect x="3" y="4" width="18" height="16" rx="3" />
            <circle cx="9" cy="10" r="2" />
            <path d="M4 18l5-5 4 4 3-3 4 4" />
          </svg>
          <span>图片加载较慢，请稍后刷新</span>
        </GaveUp>
      ) : (
        <picture>
          <source type="image/avif" srcSet={srcSet(image, 'avif')} sizes={sizes} />
          {/* One WebP is the img's own src: a source for it would only repeat it (docs/decisions/042). */}
          {image.webp.length > 1 && <source type="image/webp" srcSet={srcSet(image, 'webp')} sizes={sizes} />}
          <img
            ref={imgRef}
            src={imageUrl(image)}
            width={image.width}
            height={image.height}
            alt={label}
            loading={loading === 'lazy' ? 'lazy' : 'eager'}
            decoding={loading === 'priority' ? 'sync' : 'async'}
            fetchPriority={FETCH_PRIORITY[loading]}
            elementtiming={loading === 'priority' ? HERO_ELEMENT_TIMING : undefined}
            draggable={false}
            onLoad={() => dispatch('load')}
            onError={() => dispatch('error')}
          />
        </picture>
      )}
    </Frame>
  )
}
