import { styled } from '@linaria/react'
import { Link } from '../lib/links'
import { DOWNLOAD_APPS } from '../../shared/contracts/download'
import type { ProductKey } from '../../shared/contracts/schemas/content'
import { ConsultationCallout } from '../blocks/dialogs/ConsultationButton'
import { Art } from '../blocks/portfolio/Art'
import { AppControl } from '../blocks/appHost/AppControl'
import { APP_CONTROL_TEXT } from '../blocks/appHost/messages'
import { productQuery } from '../features/content/queries'
import { useRead } from '../lib/api/useRead'
import { DownloadButtons } from '../features/download/DownloadButtons'
import type { PageVariant, RouteEntry } from '../../shared/routes'
import { useRouteEntry } from '../lib/useRouteEntry'
import type { PagePrefetch } from './registry'
import { media } from '../styles/media'

const Page = styled.div`
  max-width: var(--max-width);
  margin: 0 auto;
  padding: 48px 20px 80px;
  /* The mobile layout is a phone-wide frame: one column there whatever the window. */
  &[data-product='mobile'] {
    padding-top: 32px;
  }
`

const Hero = styled.section`
  display: grid;
  align-items: center;
  gap: 32px;
  h1 {
    margin: 0 0 12px;
    font-size: clamp(32px, 5vw, 54px);
    letter-spacing: -0.02em;
  }
  > div > p {
    margin: 0 0 24px;
    font-size: 17px;
    color: var(--fg-muted);
  }
  > svg {
    width: 100%;
    height: auto;
    border-radius: 24px;
  }
  ${media.from('md')} {
    [data-product='ipad'] > &,
    [data-product='pixsoda'] > & {
      grid-template-columns: 1.1fr 1fr;
      gap: 56px;
    }
  }
`

const Tagline = styled.p`
  margin: 0 0 8px !important;
  font-size: 14px !important;
  font-weight: 600;
  letter-spacing: 0.08em;
  color: var(--accent-text) !important;
`

const More = styled(Link)`
  display: inline-block;
  margin-top: 16px;
  font-size: 14px;
  color: var(--fg-muted);
`

const Features = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(240px, 1fr));
  gap: 20px;
  margin: 72px 0 0;
  padding: 0;
  list-style: none;
  [data-product='mobile'] & {
    grid-template-columns: 1fr;
  }
  li {
    overflow: hidden;
    border-radius: 18px;
    background: var(--bg-soft);
    box-shadow: inset 0 0 0 1px var(--line);
  }
  svg {
    width: 100%;
    height: auto;
  }
  div {
    padding: 18px 20px 22px;
  }
  h2 {
    margin: 0 0 6px;
    font-size: 18px;
  }
  p {
    margin: 0;
    font-size: 14px;
    color: var(--fg-muted);
  }
`

const PRODUCT_BY_VARIANT: Partial<Record<PageVariant, ProductKey>> = { ipad: 'ipad', mobile: 'mobile', pixsoda: 'pixsoda' }

function productOf(entry: RouteEntry): ProductKey {
  return (entry.variant && PRODUCT_BY_VARIANT[entry.variant]) ?? 'ipad'
}

export const prefetch: PagePrefetch = ({ queryClient, api, entry }) => queryClient.ensureQueryData(productQuery(api, productOf(entry)))

/** /ipad, /mobile and /pixsoda: the app for that device, its download entry and what it does. */
export default function ProductPage() {
  const entry = useRouteEntry()
  const key = productOf(entry)
  const product = useRead(productQuery, key)
  const allPlatforms = product.app === DOWNLOAD_APPS.Soda ? '/pixsoda/download' : '/download'
  return (
    <Page data-product={key}>
      <Hero>
        <div>
          <Tagline>{product.tagline}</Tagline>
          <h1>{product.name}</h1>
          <p>{product.description}</p>
          <DownloadButtons app={product.app} platforms={product.platforms} />
          <More to={allPlatforms}>查看全部平台 →</More>
          <AppControl message="workflow" workflow="retouch">
            {APP_CONTROL_TEXT.openWorkflow}
          </AppControl>
        </div>
        <Art hue={product.hue} motif={product.motif} shape="photo" label={product.name} />
      </Hero>
      <Features aria-label="功能亮点">
        {product.features.map((feature) => (
          <li key={feature.title}>
            <Art hue={feature.hue} motif={feature.motif} shape="wide" />
            <div>
              <h2>{feature.title}</h2>
              <p>{feature.text}</p>
            </div>
          </li>
        ))}
      </Features>
      <ConsultationCallout title="团队批量采购？" text="影楼与工作室可享批量授权与专属顾问服务。" />
    </Page>
  )
}
