import { useEffect, useRef } from 'react'
import { POINTS_RULES } from '../../../../shared/points'
import { formatChinaTime } from '../format'
import { useDebouncedLeading } from '../../../lib/useRateLimited'
import { useDetailLog } from '../api/detailLog'
import { POINTS_TEXT } from '../messages'
import { monthLabel, signedPoints } from '../rules'
import { Empty, MonthGroup, Scroller } from './styles'
import type { MonthGroup as Group } from '../../../../shared/contracts/schemas/points'

/** Pages of months, merged: a month split across two pages shows as one group. */
function mergeMonths(pages: readonly { data: Group[] }[]): Group[] {
  const groups: Group[] = []
  for (const group of pages.flatMap((page) => page.data)) {
    const last = groups.at(-1)
    if (last?.month === group.month) last.records = [...last.records, ...group.records]
    else groups.push({ ...group, records: [...group.records] })
  }
  return groups
}

/** 积分详情: records by month with signed amounts, loading more within 10 px of the end (at most once a second). */
export function DetailView() {
  const detail = useDetailLog()
  const scroller = useRef<HTMLDivElement>(null)
  const loadMore = useDebouncedLeading(() => {
    if (detail.hasNextPage && !detail.isFetchingNextPage) void detail.fetchNextPage()
  }, POINTS_RULES.loadDebounceMs)

  const nearEnd = () => {
    const element = scroller.current
    return !!element && element.scrollHeight - element.scrollTop - element.clientHeight <= POINTS_RULES.loadDistance
  }

  // A first page that does not fill the box cannot be scrolled: load on.
  useEffect(() => {
    if (detail.data && nearEnd()) loadMore()
  })

  if (!detail.data) return <Empty>{detail.isError ? POINTS_TEXT.loadFailed : POINTS_TEXT.loading}</Empty>
  const groups = mergeMonths(detail.data.pages)
  if (groups.length === 0) return <Empty data-testid="points-detail-empty">{POINTS_TEXT.detailEmpty}</Empty>

  return (
    <Scroller ref={scroller} data-testid="points-detail" onScroll={() => (nearEnd() ? loadMore() : undefined)}>
      {groups.map((group) => (
        <MonthGroup key={group.month} data-testid="points-month">
          <header>
            <strong>{monthLabel(group.month)}</strong>
            <span>
              {POINTS_TEXT.detailReceived} {group.received_points} · {POINTS_TEXT.detailUsed} {group.used_points}
            </span>
          </header>
          <ul>
            {group.records.map((record) => (
              <li key={record.id}>
                <span>{record.task_name}</span>
                <b data-negative={record.points < 0}>{signedPoints(record.points)}</b>
                <time dateTime={new Date(record.created_at * 1000).toISOString()}>{formatChinaTime(record.created_at)}</time>
              </li>
            ))}
          </ul>
        </MonthGroup>
      ))}
      {detail.isFetchingNextPage ? <Empty>{POINTS_TEXT.loading}</Empty> : null}
      {!detail.hasNextPage ? <Empty>{POINTS_TEXT.noMore}</Empty> : null}
    </Scroller>
  )
}
