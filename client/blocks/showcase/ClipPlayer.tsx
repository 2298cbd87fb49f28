import { styled } from '@linaria/react'
import { useEffect, useRef, type ReactNode } from 'react'
import type { MediaClip } from './media'
import { CLIP_TAG } from './workflowContent'
import { stage } from './ui'
import { useInView } from './useInView'
import { useReducedMotion } from './useMedia'

const Figure = styled.figure`
  margin: 0;
  figcaption {
    display: flex;
    align-items: baseline;
    gap: 10px;
    margin-top: 14px;
    font-size: 15px;
    color: var(--s-muted);
  }
  figcaption > span:first-child {
    flex: none;
    padding: 2px 10px;
    border-radius: 999px;
    font-size: 12px;
    font-weight: 600;
    color: var(--s-fg);
    background: var(--s-chip);
    border: 1px solid var(--s-line);
  }
`

const Frame = styled.div`
  aspect-ratio: 16 / 10;
  video {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`

/**
 * A short clip with its poster: it loads nothing until it should play, plays muted and
 * looped while it is the active one and in view, and only shows controls (no autoplay)
 * for reduced motion. The clips are generated from the illustrations (a wipe between two
 * frames of the app), and say so.
 */
export function ClipPlayer({ clip, active = true, threshold = 0.5, caption }: { clip: MediaClip; active?: boolean; threshold?: number; caption?: ReactNode }) {
  const videoRef = useRef<HTMLVideoElement>(null)
  const inView = useInView(videoRef, threshold)
  const reduced = useReducedMotion()
  const play = active && inView && !reduced
  useEffect(() => {
    const video = videoRef.current
    if (!video) return
    if (play) {
      video.muted = true
      // A play() interrupted by pause() rejects; that is expected here.
      video.play().catch(() => undefined)
    } else {
      video.pause()
    }
  }, [play])
  return (
    <Figure>
      <Frame className={stage}>
        <video
          ref={videoRef}
          muted
          loop
          playsInline
          preload="none"
          poster={clip.poster}
          width={clip.width}
          height={clip.height}
          aria-label={clip.alt}
          controls={reduced}
        >
          <source src={clip.mp4} type="video/mp4" />
        </video>
      </Frame>
      <figcaption>
        <span>{CLIP_TAG}</span>
        <span>{caption ?? clip.alt}</span>
      </figcaption>
    </Figure>
  )
}
