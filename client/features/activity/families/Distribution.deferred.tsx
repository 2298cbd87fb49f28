import { useEffect, useRef } from 'react'
import { useSearchParams } from 'react-router'
import type { ActivityInfo } from '../../../../shared/contracts/schemas/activity'
import { useClipboard } from '../../../lib/useClipboard'
import { showToast } from '../../../lib/toast'
import { useActivityMe } from '../api/activityUser'
import { useDistribution, useJoinSalesman, useSalesman } from '../api/families'
import { useActivityAction } from '../loginSheet'
import { Card, Cta, Notice, SectionTitle } from '../styles'
import { chinaDate, textOf, textsOf } from './data'
import { Lines, Muted, Perks, Person, Stats } from './styles'
import { FAMILY_TEXT } from './text'

const TEXT = FAMILY_TEXT.distribution

/** The salesman's code: the link's `sales`, else the activity's own salesman. */
function useSalesCode(activity: ActivityInfo): string | null {
  const [search] = useSearchParams()
  return search.get('sales') || textOf(activity.data, 'sales')
}

/** Binds the logged-in visitor to the salesman once per page: the link's whole point. */
function Bind({ activity, code, name }: { activity: ActivityInfo; code: string; name: string }) {
  const me = useActivityMe()
  const join = useJoinSalesman()
  const act = useActivityAction(activity)
  const asked = useRef(false)
  const loggedIn = Boolean(me.data)
  useEffect(() => {
    if (!loggedIn || asked.current) return
    asked.current = true
    join.mutate({ uuid: activity.uuid, code })
  }, [loggedIn, activity.uuid, code, join])
  if (join.data) {
    return (
      <Notice data-tone="success" data-testid="salesman-bound">
        {join.data.counted ? TEXT.bound(name) : TEXT.boundBefore}
      </Notice>
    )
  }
  if (loggedIn) return null
  return (
    <Cta type="button" onClick={() => act(() => undefined)} style={{ marginTop: 14 }}>
      {TEXT.bind}
    </Cta>
  )
}

/** The QR and link that attribute new visitors to the salesman. */
function SalesmanQr({ name, link, qr }: { name: string; link: string; qr: string }) {
  const clipboard = useClipboard()
  const copy = async () => {
    if (await clipboard.copy(link)) showToast(TEXT.copied)
  }
  return (
    <Card data-testid="salesman-qr" style={{ textAlign: 'center' }}>
      <SectionTitle>{TEXT.qrTitle(name)}</SectionTitle>
      <img src={qr} alt={TEXT.qrTitle(name)} width={180} height={180} style={{ display: 'block', margin: '0 auto' }} />
      <Muted>{TEXT.qrLead}</Muted>
      <Cta
        type="button"
        onClick={copy}
        style={{ marginTop: 12, background: '#fff', color: 'var(--accent-text)', border: '1px solid var(--accent)', boxShadow: 'none' }}
      >
        {TEXT.copyLink}
      </Cta>
    </Card>
  )
}

/** The registrations and subscriptions the salesman brought, the family's own figure first. */
function Served({ code, name, subFirst }: { code: string; name: string; subFirst: boolean }) {
  const info = useDistribution(code)
  if (!info.data) return null
  const stats = [
    [TEXT.registrations, info.data.registrations, 'registrations'],
    [TEXT.subscriptions, info.data.subscriptions, 'subscriptions'],
  ] as const
  return (
    <Card data-testid="salesman-served">
      <SectionTitle>{TEXT.served(name)}</SectionTitle>
      <Stats>
        {(subFirst ? [...stats].reverse() : stats).map(([label, value, id]) => (
          <div key={id}>
            <dt>{label}</dt>
            <dd data-testid={`salesman-${id}`}>
              {value}
              <small style={{ fontSize: 13 }}> {TEXT.people}</small>
            </dd>
          </div>
        ))}
      </Stats>
      {info.data.recent.length > 0 ? (
        <>
          <Muted>{TEXT.recentTitle}</Muted>
          <Lines>
            {info.data.recent.map((item) => (
              <li key={`${item.phone}-${item.kind}-${item.created_at}`}>
                <span>{item.phone}</span>
                <small>
                  {TEXT.kinds[item.kind] ?? item.kind} · {chinaDate(item.created_at)}
                </small>
              </li>
            ))}
          </Lines>
        </>
      ) : null}
    </Card>
  )
}

/**
 * distribution, distribution-reg, distribution-sub: the salesman's page. Their card
 * (sales/info), the visitor bound to them on login, what they brought
 * (distribution/info) and the QR that brings more; -reg leads with the QR, -sub with
 * subscriptions.
 */
export default function DistributionPanel({ activity }: { activity: ActivityInfo }) {
  const code = useSalesCode(activity)
  return code ? <SalesmanPage activity={activity} code={code} /> : <NoSalesman />
}

function NoSalesman() {
  return (
    <Card>
      <Notice data-testid="salesman-missing">{TEXT.noSalesman}</Notice>
    </Card>
  )
}

function SalesmanPage({ activity, code }: { activity: ActivityInfo; code: string }) {
  const salesman = useSalesman(code, activity.uuid)
  if (!salesman.data) return <NoSalesman />
  const { name, phone, link, qr_img: qr } = salesman.data
  const family = activity.family
  const card = (
    <Card data-testid="salesman" key="card">
      <SectionTitle>{TEXT.focus[family] ?? TEXT.focus.distribution}</SectionTitle>
      <Person>
        <span aria-hidden="true">{name.slice(0, 1)}</span>
        <div>
          <small>{TEXT.manager}</small>
          <strong data-testid="salesman-name">{name}</strong>
        </div>
        {phone ? (
          <a href={`tel:${phone}`} aria-label={`${TEXT.call} ${phone}`}>
            {TEXT.call}
          </a>
        ) : null}
      </Person>
      {textsOf(activity.data, 'perks').length > 0 ? (
        <Perks aria-label={TEXT.perks}>
          {textsOf(activity.data, 'perks').map((perk) => (
            <li key={perk}>{perk}</li>
          ))}
        </Perks>
      ) : null}
      <Bind activity={activity} code={code} name={name} />
    </Card>
  )
  const qrCard = <SalesmanQr key="qr" name={name} link={link} qr={qr} />
  const served = <Served key="served" code={code} name={name} subFirst={family === 'distribution-sub'} />
  const order = family === 'distribution-reg' ? [qrCard, card, served] : family === 'distribution-sub' ? [card, served, qrCard] : [card, qrCard, served]
  // The deferred box takes no part in layout: the cards are the page body's own rows.
  return <>{order}</>
}
