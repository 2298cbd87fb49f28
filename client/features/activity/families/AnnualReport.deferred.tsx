import { reportYear } from '../../../../shared/activityFamilies'
import type { ActivityInfo } from '../../../../shared/contracts/schemas/activity'
import { useActivityMe } from '../api/activityUser'
import { useActivityFigures } from '../api/families'
import { useActivityAction } from '../loginSheet'
import { Cta } from '../styles'
import { numberOf, recordOf } from './data'
import { Slide } from './styles'
import { FAMILY_TEXT } from './text'

const TEXT = FAMILY_TEXT.annual

/** What the whole site did that year (the activity's data): the teaser a visitor sees. */
function SiteYear({ activity, year }: { activity: ActivityInfo; year: number }) {
  const act = useActivityAction(activity)
  const site = recordOf(activity.data, 'site')
  const studios = numberOf(site, 'studios')
  const images = numberOf(site, 'images')
  return (
    <Slide data-testid="annual-teaser">
      <p>{TEXT.teaser(year)}</p>
      {studios !== null ? (
        <>
          <p>{TEXT.site}</p>
          <strong>{studios.toLocaleString('zh-CN')}</strong>
          <p>{TEXT.studios}</p>
        </>
      ) : null}
      {images !== null ? (
        <>
          <strong>{(images / 1e8).toFixed(1)} 亿</strong>
          <p>{TEXT.siteImages}</p>
        </>
      ) : null}
      <Cta type="button" onClick={() => act(() => undefined)} style={{ marginTop: 16 }}>
        {TEXT.login}
      </Cta>
    </Slide>
  )
}

/** The studio's year in slides: exports, days, the busiest month, orders and points (info_ex). */
function MyYear({ activity, year }: { activity: ActivityInfo; year: number }) {
  const figures = useActivityFigures(activity.uuid)
  if (!figures.data) return null
  const images = figures.data.images ?? 0
  if (images === 0) {
    return (
      <Slide data-testid="annual-report">
        <p>{TEXT.empty(year)}</p>
      </Slide>
    )
  }
  const badge = TEXT.badges.find(([least]) => images >= least)?.[1]
  const month = figures.data.busiest_month ?? 0
  const extras = [
    (figures.data.orders ?? 0) > 0 ? TEXT.orders(figures.data.orders ?? 0) : null,
    (figures.data.points ?? 0) > 0 ? TEXT.points(figures.data.points ?? 0) : null,
  ].filter((line): line is string => line !== null)
  return (
    <>
      <Slide data-testid="annual-report">
        <p>{TEXT.title(year)}</p>
        <p>{TEXT.images}</p>
        <strong data-testid="annual-images">{images.toLocaleString('zh-CN')}</strong>
        <p>{TEXT.imagesUnit}</p>
        {badge ? <em>{badge}</em> : null}
      </Slide>
      <Slide>
        <p>{TEXT.days(figures.data.active_days ?? 0)}</p>
        {month > 0 ? <p>{TEXT.busiest(month, figures.data.busiest_images ?? 0)}</p> : null}
        {extras.map((line) => (
          <p key={line}>{line}</p>
        ))}
      </Slide>
    </>
  )
}

/** annual-report: the studio's year, from its exports, orders and points; a visitor sees the site's year and logs in for theirs. */
export default function AnnualReportPanel({ activity }: { activity: ActivityInfo }) {
  const me = useActivityMe()
  const year = reportYear(activity)
  return me.data ? <MyYear activity={activity} year={year} /> : <SiteYear activity={activity} year={year} />
}
