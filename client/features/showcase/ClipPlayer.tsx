import { styled } from '@linaria/react'
import { useEffect, useRef } from 'react'
import { CLIP_TAG } from './content'
import type { MediaClip } from './media'
import { stage, Tag } from './ui'
import { useInView } from './useInView'
import { useReducedMotion } from './useMedia'

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
export function ClipPlayer({ clip, active = true, threshold = 0.5 }: { clip: MediaClip; active?: boolean; threshold?: number }) {
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
      <Tag style={{ left: 12, top: 12 }}>{CLIP_TAG}</Tag>
    </Frame>
  )
}
