import { useRef } from 'react'
import { Hero } from '../features/home/Hero'
import { useHeaderTone } from '../features/home/useHeaderTone'
import { deferred } from '../lib/deferred'
import { WhenNear } from '../lib/whenNear'

/** Everything under the hero: rendered by the server, its code fetched when it comes near (decision 037). */
const BelowHero = deferred('client/features/home/BelowHero.deferred.tsx', () => import('../features/home/BelowHero.deferred'), { gate: WhenNear })

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
