import { css } from '@linaria/core'
import { styled } from '@linaria/react'
import { useEffect, type MouseEvent } from 'react'
import type { DownloadInfo } from '../../../shared/contracts/schemas/download'
import { PlatformKey } from '../../../shared/contracts/download'
import type { Landing } from '../../../shared/contracts/schemas/ads'
import { useApi } from '../../lib/api/context'
import { ConsultationButton } from '../../blocks/dialogs/ConsultationButton'
import { DownloadList } from '../../blocks/download/DownloadList'
import { useDetectedPlatform } from '../../blocks/download/useDevice'
import { CompareSlider } from '../../blocks/showcase/CompareSlider'
import { clickOf } from './adCache'
import { LANDING_IMAGE_SIZES, mediaOf } from './heroImage'
import { ADS_MESSAGES as M } from './messages'
import { primaryAction } from '../../components/actionStyles'
import { customerServiceDialog } from '../../blocks/dialogs/dialogs'
import { ServiceEntryLabel } from '../../blocks/dialogs/ServiceEntryLabel'

const Column = styled.div`
  max-width: 480px;
  margin: 0 auto;
  padding: 0 0 96px;
  background: linear-gradient(180deg, #fff3ea 0, #ffffff 420px);
  color: #16171a;
`

const Hero = styled.section`
  padding: 20px 16px 8px;
  text-align: center;
  h1 {
    margin: 10px 0 8px;
    font-size: 28px;
    line-height: 1.25;
    font-weight: 800;
    letter-spacing: 0.5px;
    text-wrap: balance;
  }
  p {
    margin: 0 auto 16px;
    max-width: 22em;
    font-size: 15px;
    line-height: 1.6;
    color: #5b5d66;
  }
`

const Badge = styled.span`
  display: inline-block;
  padding: 4px 12px;
  border-radius: 999px;
  font-size: 12px;
  font-weight: 700;
  color: #9a3412;
  background: #ffe4d2;
`

const HeroFrame = styled.div`
  position: relative;
  overflow: hidden;
  border-radius: 18px;
  box-shadow: 0 18px 40px rgba(255, 90, 31, 0.18);
`

/** The hero is square on a phone, so the headline and the download bar share the first screen with it. */
const heroSquare = css`
  aspect-ratio: 1 / 1 !important;
`

const Hint = styled.small`
  display: block;
  margin-top: 10px;
  font-size: 12px;
  color: #8a8c94;
`

const Proof = styled.ul`
  display: grid;
  grid-template-columns: repeat(3, 1fr);
  margin: 16px 16px 0;
  padding: 14px 0;
  list-style: none;
  border-radius: 14px;
  background: #fff;
  box-shadow: 0 6px 20px rgba(22, 23, 26, 0.06);
  li {
    display: grid;
    gap: 2px;
    text-align: center;
  }
  li + li {
    border-left: 1px solid #f0e6df;
  }
  strong {
    font-size: 20px;
    font-weight: 800;
    color: #ff5a1f;
  }
  span {
    font-size: 12px;
    color: #6b6d75;
  }
`

const Section = styled.section`
  margin: 28px 16px 0;
  h2 {
    margin: 0 0 4px;
    font-size: 20px;
    font-weight: 800;
  }
  > p {
    margin: 0 0 14px;
    font-size: 13px;
    color: #6b6d75;
  }
`

const Trust = styled.ul`
  display: flex;
  gap: 14px;
  margin: 12px 0 0;
  padding: 0;
  list-style: none;
  font-size: 12px;
  color: #6b6d75;
  li::before {
    content: '✓ ';
    color: #16a34a;
    font-weight: 700;
  }
`

const Cards = styled.div`
  display: grid;
  gap: 16px;
  article {
    overflow: hidden;
    border-radius: 16px;
    background: #fff;
    box-shadow: 0 6px 20px rgba(22, 23, 26, 0.06);
  }
  h3 {
    margin: 12px 14px 2px;
    font-size: 16px;
  }
  article p {
    margin: 0 14px 14px;
    font-size: 13px;
    color: #6b6d75;
  }
`

const Consult = styled.aside`
  margin: 28px 16px 0;
  padding: 20px 18px;
  border-radius: 16px;
  color: #fff;
  background: radial-gradient(300px 160px at 100% 0%, rgba(255, 154, 61, 0.5), transparent 70%), #16171a;
  h2 {
    margin: 0 0 4px;
    font-size: 18px;
  }
  p {
    margin: 0 0 14px;
    font-size: 13px;
    color: rgba(255, 255, 255, 0.75);
  }
`

const Sticky = styled.div`
  position: fixed;
  z-index: 20;
  left: 50%;
  bottom: 0;
  width: 100%;
  max-width: 480px;
  transform: translateX(-50%);
  display: flex;
  align-items: center;
  gap: 12px;
  padding: 10px 16px calc(10px + env(safe-area-inset-bottom));
  background: rgba(255, 255, 255, 0.96);
  box-shadow: 0 -6px 20px rgba(22, 23, 26, 0.08);
  span {
    flex: 1;
    font-size: 12px;
    color: #6b6d75;
  }
  strong {
    display: block;
    font-size: 14px;
    color: #16171a;
  }
  a {
    padding: 12px 28px;
    border-radius: 999px;
    font-size: 16px;
    font-weight: 800;
    color: #fff;
    text-decoration: none;
    background: linear-gradient(135deg, #ff9a3d, #ff5a1f);
    box-shadow: 0 8px 20px rgba(255, 90, 31, 0.35);
  }
`

/**
 * 在线客服 at the bar's start, as on the shopping apps' bottom bars: a landing's bar is always
 * there, so a floating entry above it would cover the first screen's figures on a phone.
 */
const ServiceInBar = styled.button`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 2px;
  padding: 2px 12px 2px 0;
  border: 0;
  border-right: 1px solid #ececef;
  font: inherit;
  font-size: 11px;
  line-height: 1.2;
  color: #16171a;
  background: none;
  cursor: pointer;
  &:focus-visible {
    outline: 2px solid #ff9a3d;
    outline-offset: 2px;
  }
`

/** Phones see their own app first; a desktop sees the desktop builds. */
function platformsFor(detected: PlatformKey | null | undefined): PlatformKey[] {
  if (detected === PlatformKey.iPhone || detected === PlatformKey.Android || detected === PlatformKey.iPad) return [detected]
  if (detected === PlatformKey.Win || detected === PlatformKey.Mac || detected === PlatformKey.MacArm)
    return [detected, PlatformKey.iPhone, PlatformKey.Android]
  return [PlatformKey.iPhone, PlatformKey.Android, PlatformKey.Win, PlatformKey.Mac]
}

/**
 * An ad landing: headline, the hero before/after (the largest paint, preloaded by the
 * edge), proof, the download entry for the visitor's system (`download`: the product's
 * download info, null when it could not be read), showcases and the consultation entry; a
 * sticky download bar. It sends the ad report once on arrival. The report and the
 * conversion (and the contracts they validate with) load only when there is one to send.
 */
export function AdLanding({ landing, download }: { landing: Landing; download: DownloadInfo | null }) {
  const api = useApi()
  const detected = useDetectedPlatform()
  useEffect(() => {
    if (!clickOf(window.location.search)) return
    void import('./adReport').then((module) => module.reportLanding(api))
  }, [api])
  const before = mediaOf(landing.hero.before)
  const after = mediaOf(landing.hero.after)
  const onDownloadClick = (event: MouseEvent<HTMLDivElement>) => {
    const link = event.target instanceof Element ? event.target.closest('a[data-platform-type]') : null
    const platform = link?.getAttribute('data-platform-type')
    if (platform) void import('./conversion').then((module) => module.reportDownload(api, platform))
  }
  // The conversion's code starts loading as the finger goes down, before the click leaves the page.
  const warmConversion = () => void import('./conversion')
  return (
    <Column data-testid="ad-landing" data-landing={landing.key}>
      <Hero>
        <Badge>{M.badge}</Badge>
        <h1>{landing.headline}</h1>
        <p>{landing.subline}</p>
        {before && after ? (
          <HeroFrame>
            <CompareSlider
              before={before}
              after={after}
              sizes={LANDING_IMAGE_SIZES}
              label={landing.headline}
              priority
              className={heroSquare}
              openable={false}
            />
          </HeroFrame>
        ) : null}
        <Hint>{M.compareHint}</Hint>
      </Hero>
      <Proof aria-label="用户数据">
        {landing.proof.map((item) => (
          <li key={item.label}>
            <strong>{item.value}</strong>
            <span>{item.label}</span>
          </li>
        ))}
      </Proof>
      <Section id="download" aria-labelledby="ad-download-title">
        <h2 id="ad-download-title">{M.downloadTitle}</h2>
        <p>{M.downloadLead}</p>
        <div onClickCapture={onDownloadClick} onPointerDownCapture={warmConversion} data-track="ad-download">
          {download ? (
            <DownloadList info={download} platforms={platformsFor(detected)} />
          ) : (
            <a className={primaryAction} href="/download">
              {M.downloadFallback}
            </a>
          )}
        </div>
        <Trust>
          {M.trust.map((text) => (
            <li key={text}>{text}</li>
          ))}
        </Trust>
      </Section>
      <Section aria-labelledby="ad-showcases-title">
        <h2 id="ad-showcases-title">{M.showcasesTitle}</h2>
        <Cards>
          {landing.showcases.map((item) => {
            const from = mediaOf(item.before)
            const to = mediaOf(item.after)
            if (!from || !to) return null
            return (
              <article key={item.title}>
                <CompareSlider before={from} after={to} sizes={LANDING_IMAGE_SIZES} label={item.title} openable={false} />
                <h3>{item.title}</h3>
                <p>{item.text}</p>
              </article>
            )
          })}
        </Cards>
      </Section>
      <Consult>
        <h2>{M.consultTitle}</h2>
        <p>{M.consultText}</p>
        <ConsultationButton variant="solid">{M.consultButton}</ConsultationButton>
      </Consult>
      <Sticky data-testid="ad-sticky">
        <ServiceInBar
          type="button"
          data-testid="customer-service-entry"
          aria-haspopup="dialog"
          onPointerDown={() => void customerServiceDialog.preload()}
          onClick={() => customerServiceDialog.open()}
        >
          <ServiceEntryLabel />
        </ServiceInBar>
        <span>
          <strong>{M.brand}</strong>
          {M.stickyNote}
        </span>
        <a href="#download" data-track="ad-sticky-download">
          {M.stickyCta}
        </a>
      </Sticky>
    </Column>
  )
}
