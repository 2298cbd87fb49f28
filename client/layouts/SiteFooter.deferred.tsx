import { styled } from '@linaria/react'
import { Link } from '../lib/links'
import { BRAND_NAME } from '../../shared/constants'
import { POLICY_PAGES } from '../../shared/routes'
import { useGlobalConfig, usePageVisibility } from '../blocks/config/globalConfig'

const Footer = styled.footer`
  border-top: 1px solid var(--line);
  background: var(--bg-soft);
  color: var(--fg-muted);
  font-size: 14px;
  line-break: strict;
  word-break: keep-all;
  overflow-wrap: anywhere;
`

const Inner = styled.div`
  max-width: var(--max-width);
  margin: 0 auto;
  padding: 40px 20px;
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(160px, 1fr));
  gap: 24px;
  h2 {
    font-size: 14px;
    color: var(--fg);
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: 6px;
  }
  a {
    text-decoration: none;
  }
  a:hover {
    color: var(--fg);
  }
  img {
    display: block;
    border-radius: 6px;
    background: #fff;
  }
`

const Legal = styled.div`
  max-width: var(--max-width);
  margin: 0 auto;
  padding: 0 20px 32px;
  font-size: 12px;
  display: flex;
  flex-wrap: wrap;
  gap: 4px 16px;
  /* Clear of the floating customer-service button on phones. */
  padding-bottom: calc(32px + env(safe-area-inset-bottom));
  a {
    display: inline-flex;
    align-items: center;
    gap: 4px;
    text-decoration: none;
  }
  a:hover {
    color: var(--fg);
  }
`

const COLUMNS = [
  {
    title: '产品',
    links: [
      ['产品功能', '/ability'],
      ['iPad 版', '/ipad'],
      ['手机版', '/mobile'],
      ['PixSoda', '/pixsoda'],
    ],
  },
  {
    title: '支持',
    links: [
      ['下载中心', '/download'],
      ['使用教程', '/guide'],
      ['帮助中心', '/help'],
      ['搜索', '/search'],
    ],
  },
  {
    title: '购买',
    links: [
      ['购买套餐', '/payment'],
      ['限时特惠', '/activity/special-offer'],
      ['作品集', '/portfolio'],
    ],
  },
] as const

/** The MIIT record site an ICP number links to, and the public-security record site's query for a record code. */
export const ICP_RECORD_SITE = 'https://beian.miit.gov.cn/'
export const policeRecordLink = (code: string) => `https://beian.mps.gov.cn/#/query/webSearch?code=${encodeURIComponent(code)}`

/**
 * The site footer (a deferred part, client/layouts/SiteFooter.tsx): navigation, the policies, customer service and the official account,
 * then the operator and its record numbers as Chinese law asks of every page. The
 * operator's details come from the global config, so a deploy sets them; an empty one is
 * left out.
 */
export default function SiteFooter() {
  const { data: config } = useGlobalConfig()
  const { entryHidden } = usePageVisibility()
  const year = new Date((config?.server_time ?? 0) * 1000 || Date.UTC(2026, 0, 1)).getUTCFullYear()
  return (
    <Footer data-testid="site-footer">
      <Inner>
        {COLUMNS.map((column) => (
          <nav key={column.title} aria-label={column.title}>
            <h2>{column.title}</h2>
            <ul>
              {column.links
                .filter(([, to]) => !entryHidden(to))
                .map(([label, to]) => (
                  <li key={to}>
                    <Link to={to}>{label}</Link>
                  </li>
                ))}
            </ul>
          </nav>
        ))}
        <nav aria-label="协议与政策">
          <h2>协议与政策</h2>
          <ul>
            {POLICY_PAGES.map((page) => (
              <li key={page.name}>
                <Link to={page.path}>{page.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        {config?.service_hotline ? (
          <section aria-label="客服热线">
            <h2>客服热线</h2>
            <ul>
              <li>
                <a href={`tel:${config.service_hotline.replace(/[^\d+]/g, '')}`} data-testid="footer-hotline">
                  {config.service_hotline}
                </a>
              </li>
              {config.service_hours ? <li>{config.service_hours}</li> : null}
              {config.service_email ? (
                <li>
                  <a href={`mailto:${config.service_email}`}>{config.service_email}</a>
                </li>
              ) : null}
            </ul>
          </section>
        ) : null}
        {config?.official_account_qr ? (
          <section aria-label="官方公众号">
            <h2>关注公众号</h2>
            {/* Inside the iOS / iPad app a tap saves it to the photo library (saveImage, client/features/appBridge/hostPage.ts). */}
            <img
              src={config.official_account_qr}
              width={96}
              height={96}
              alt={`${BRAND_NAME}公众号二维码`}
              loading="lazy"
              decoding="async"
              data-app-message="saveImage"
            />
          </section>
        ) : null}
      </Inner>
      <Legal>
        <span>
          © {year} {config?.company_name || BRAND_NAME} 版权所有
        </span>
        {config?.icp_record ? (
          <a href={ICP_RECORD_SITE} target="_blank" rel="noopener noreferrer" data-testid="footer-icp">
            {config.icp_record}
          </a>
        ) : null}
        {config?.police_record ? (
          <a href={policeRecordLink(config.police_record_code)} target="_blank" rel="noopener noreferrer" data-testid="footer-police">
            <img src="/police-badge.svg" width={14} height={14} alt="" />
            {config.police_record}
          </a>
        ) : null}
      </Legal>
    </Footer>
  )
}
