import { styled } from '@linaria/react'
import type { GlobalConfig } from '../../../shared/contracts/schemas/config'
import { BRAND_NAME } from '../../../shared/constants'
import { POLICY_PAGES, type PolicyName } from '../../../shared/routes'
import { policyText, type PolicyContact } from './texts'

const Article = styled.article`
  max-width: 800px;
  margin: 0 auto;
  padding: 56px 20px 88px;
  line-height: 1.8;
  line-break: strict;
  word-break: keep-all;
  overflow-wrap: anywhere;
  h1 {
    margin: 0 0 8px;
    font-size: clamp(26px, 4vw, 36px);
    text-wrap: balance;
  }
  h2 {
    margin: 36px 0 8px;
    font-size: 19px;
  }
  p {
    margin: 0 0 12px;
  }
  [data-part='effective'] {
    color: var(--fg-muted);
    font-size: 14px;
  }
  nav ul {
    display: flex;
    flex-wrap: wrap;
    gap: 8px 20px;
    margin: 40px 0 0;
    padding: 20px 0 0;
    border-top: 1px solid var(--line);
    list-style: none;
    font-size: 14px;
  }
`

/** What the texts say of the operator, from the global config; the brand stands in until a deploy sets a company. */
export function policyContact(config: GlobalConfig | undefined): PolicyContact {
  return {
    company: config?.company_name || `${BRAND_NAME}运营方`,
    hotline: config?.service_hotline ?? '',
    hours: config?.service_hours ?? '',
    email: config?.service_email ?? '',
  }
}

/** One policy page: plain server-rendered text, the other policies linked at its foot. */
export function PolicyDocument({ name, title, config }: { name: PolicyName; title: string; config: GlobalConfig | undefined }) {
  const text = policyText(name, policyContact(config))
  return (
    <Article data-testid="policy">
      <h1>{title}</h1>
      <p data-part="effective">{text.effective}</p>
      <p>{text.lead}</p>
      {text.sections.map((section) => (
        <section key={section.heading}>
          <h2>{section.heading}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </section>
      ))}
      <nav aria-label="其他协议">
        <ul>
          {POLICY_PAGES.filter((page) => page.name !== name).map((page) => (
            <li key={page.name}>
              <a href={page.path}>《{page.label}》</a>
            </li>
          ))}
        </ul>
      </nav>
    </Article>
  )
}
