import { useRef } from 'react'
import { Brands } from '../features/home/Brands'
import { ColourEngine, Company } from '../features/home/Company'
import { AiTools, Creative } from '../features/home/Creative'
import { Download } from '../features/home/Download'
import { Evaluation } from '../features/home/Evaluation'
import { Features } from '../features/home/Features'
import { Hero } from '../features/home/Hero'
import { Presets } from '../features/home/Presets'
import { Technology } from '../features/home/Technology'
import { useHeaderTone } from '../features/home/useHeaderTone'

/** The home page: the sections of spec section 2 in its order; the header follows the section under it. */
export default function HomePage() {
  const page = useRef<HTMLDivElement>(null)
  useHeaderTone(page)
  return (
    <div ref={page}>
      <Hero />
      <Technology />
      <Features />
      <Presets />
      <Creative />
      <AiTools />
      <Download />
      <Brands />
      <Evaluation />
      <Company />
      <ColourEngine />
    </div>
  )
}
