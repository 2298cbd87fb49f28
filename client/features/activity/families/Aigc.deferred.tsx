import type { CSSProperties } from 'react'
import { familyRoot } from '../../../../shared/activityFamilies'
import type { ActivityInfo } from '../../../../shared/contracts/schemas/activity'
import { useActivitiesOfType } from '../api/families'
import { Card, SectionTitle } from '../styles'
import { numberOf, textsOf } from './data'
import { Lines, Muted, Tiles } from './styles'
import { FAMILY_TEXT } from './text'

const TEXT = FAMILY_TEXT.aigc

/** The other AI plays running now (activity info by type: the AI activities share a type). */
function MorePlays({ activity }: { activity: ActivityInfo }) {
  const list = useActivitiesOfType(activity.type)
  const others = (list.data ?? []).filter((item) => item.uuid !== activity.uuid && familyRoot(item.family) === 'aigc')
  if (others.length === 0) return null
  return (
    <Card data-testid="aigc-more">
      <SectionTitle>{TEXT.more}</SectionTitle>
      <Lines>
        {others.map((item) => (
          <li key={item.uuid}>
            <span>
              <strong>{item.title}</strong>
              <br />
              <small>{item.subtitle}</small>
            </span>
            <a href={item.share.link} style={{ alignSelf: 'center', color: 'var(--accent-text)' }}>
              {TEXT.go}
            </a>
          </li>
        ))}
      </Lines>
    </Card>
  )
}

/** aigc and its sub-pages: the AI styles of this play and what a picture costs, with the other plays beside it. */
export default function AigcPanel({ activity }: { activity: ActivityInfo }) {
  const styles = textsOf(activity.data, 'styles')
  const cost = numberOf(activity.data, 'cost')
  return (
    <>
      {styles.length > 0 ? (
        <Card data-testid="aigc-styles">
          <SectionTitle>{TEXT.styles}</SectionTitle>
          <Tiles>
            {styles.map((name, index) => (
              // Each style its own colour around the wheel.
              <li key={name} style={{ '--hue': (index * 47 + 250) % 360 } as CSSProperties}>
                {name}
              </li>
            ))}
          </Tiles>
          {cost !== null ? <Muted>{TEXT.cost(cost)}</Muted> : null}
        </Card>
      ) : null}
      <MorePlays activity={activity} />
    </>
  )
}
