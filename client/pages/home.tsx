import { useRef } from 'react'
import { Hero } from '../features/home/Hero'
import { useHeaderTone } from '../features/home/useHeaderTone'
import { deferred } from '../lib/deferred'

/** Everything under the hero: rendered by the server, its code fetched after the first paint. */
const BelowHero = deferred('client/features/home/BelowHero.deferred.tsx', () => import('../features/home/BelowHero.deferred'))

/** The home page: the sections of spec section 2 in its order; the header follows the section under it. */
export default function HomePage() {
  const page = useRef<HTMLDivElement>(null)
  useHeaderTone(page)
  return (
    <div ref={page}>
      <Hero />
      <BelowHero />
    </div>
  )
}
