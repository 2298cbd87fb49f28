import { useQueryClient } from '@tanstack/react-query'
import { useState, type ReactNode } from 'react'
import { activityState } from '../../../shared/activityState'
import { useNavigate } from '../../lib/links'
import { useParams, useSearchParams } from 'react-router'
import type { ActivityInfo } from '../../../shared/contracts/schemas/activity'
import { ActivityState } from '../../../shared/contracts/activity'
import { endedActivityPath, endedActivityUrl, type RouteEntry } from '../../../shared/routes'
import { activityLoginScene } from '../../../shared/scenes'
import { ActivitySceneContext } from './activityScene'
import { useGlobalConfig } from '../../blocks/config/globalConfig'
import { useActivityInfo, type ActivityKey } from './api/activityInfo'
import { activityKeyOf } from './activityKey'
import { usePageHead } from '../../lib/pageHead'
import { CampaignView } from './CampaignView'
import { ACTIVITY_TEXT } from './messages'
import { Body, Card, Cta, Hero, Page, Subtitle, Title } from './styles'

function Message({ title, text }: { title: string; text: string }) {
  return (
    <Page>
      <Hero>
        <Title>{title}</Title>
        <Subtitle>{text}</Subtitle>
      </Hero>
      <Body>
        <Card>
          <Cta as="a" href="/" style={{ display: 'grid', placeItems: 'center', textDecoration: 'none' }}>
            {ACTIVITY_TEXT.backHome}
          </Cta>
        </Card>
      </Body>
    </Page>
  )
}

/**
 * The panel an activity's page shows under its countdown: the page's own (campaignPanel, for the
 * campaign pages) or its family's (familyPanel, for the pages under /activity/). Each page module
 * brings its own, so neither kind of page loads the other's table of deferred parts.
 */
export interface PanelChoice {
  panel: (entry: RouteEntry, activity: ActivityInfo) => ReactNode
  /** Whether the panel sells the offer cards its own way, so the page leaves out the generic ones. */
  ownsCards?: (activity: ActivityInfo) => boolean
}

function LoadedActivity({ entry, activityKey, panel, ownsCards }: { entry: RouteEntry; activityKey: ActivityKey } & PanelChoice) {
  const { data: fetched, dataUpdatedAt } = useActivityInfo(activityKey)
  // The activity's own share card in the head (the server wrote it there first) and for WeChat.
  usePageHead(fetched?.share)
  const config = useGlobalConfig()
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  // The server time the countdown last reached zero at: the state moves on with it at once.
  const [reached, setReached] = useState(0)
  if (!fetched) return <Message title={ACTIVITY_TEXT.notFoundTitle} text={ACTIVITY_TEXT.notFoundText} />
  const activity = reached > fetched.server_time ? { ...fetched, state: Math.max(fetched.state, activityState(fetched, reached)) } : fetched
  // The global config's server time when it is as fresh as the activity; else the activity's own.
  const serverTime = config.data && config.dataUpdatedAt >= dataUpdatedAt - 5_000 ? config.data.server_time : activity.server_time
  const onTimeout = (serverNowMs: number) => {
    if (activity.state >= ActivityState.Started) {
      navigate(endedActivityUrl(endedActivityPath(entry), activity.uuid))
      return
    }
    setReached(Math.ceil(serverNowMs / 1000))
    void queryClient.invalidateQueries({ queryKey: ['activity', 'info', activityKey] })
    void queryClient.invalidateQueries({ queryKey: ['main', 'ow-config'] })
  }
  // The activity's family says which campaign login its page uses (the promotions': activity-ex).
  return (
    <ActivitySceneContext value={activityLoginScene(activity.family)}>
      <CampaignView activity={activity} serverTime={serverTime} onTimeout={onTimeout} panel={panel(entry, activity)} offerCards={!ownsCards?.(activity)} />
    </ActivitySceneContext>
  )
}

/** Every activity, invite, share, register, exchange and welfare page: its activity from the service. */
export function ActivityRoute({ entry, panel, ownsCards }: { entry: RouteEntry } & PanelChoice) {
  const { uuid } = useParams()
  const [search] = useSearchParams()
  const key = activityKeyOf(entry.id, uuid, search)
  if (!key) return <Message title={ACTIVITY_TEXT.notFoundTitle} text={ACTIVITY_TEXT.notFoundText} />
  return <LoadedActivity entry={entry} activityKey={key} panel={panel} ownsCards={ownsCards} />
}
