import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
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
import { familyPanel, ownsCards } from './families/FamilyPanel'
import { ACTIVITY_TEXT } from './messages'
import { Body, Card, Cta, Hero, Page, Subtitle, Title } from './styles'
import { deferred } from '../../lib/deferred'

/** The export tasks: their code loads with the xshd page only. */
const TaskPanel = deferred('client/features/activity/TaskPanel.deferred.tsx', () => import('./TaskPanel.deferred'))
/** The shared work of client/share: its drawing and content records load with that page only. */
const SharedWorkPanel = deferred('client/features/activity/SharedWorkPanel.deferred.tsx', () => import('./SharedWorkPanel.deferred'))
/**
 * The welfare, storage, exchange and invite pages' panels: each loads with its pages only, not
 * with every campaign page. As a part of its own the invite panel splits what it shares with
 * the page into small chunks (/invite about 0.8 kB heavier), but every other campaign page is
 * 1.0 kB lighter (decision 037).
 */
const StoragePanel = deferred('client/features/activity/StoragePanel.deferred.tsx', () => import('./StoragePanel.deferred'))
const WelfarePanel = deferred('client/features/activity/WelfarePanel.deferred.tsx', () => import('./WelfarePanel.deferred'))
const ExchangePanel = deferred('client/features/activity/ExchangePanel.deferred.tsx', () => import('./ExchangePanel.deferred'))
const InvitePanel = deferred('client/features/activity/InvitePanel.deferred.tsx', () => import('./InvitePanel.deferred'))

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

function panelFor(entry: RouteEntry, activity: ActivityInfo) {
  if (entry.id === 'activity-welfare-storage') return <StoragePanel activity={activity} />
  if (entry.id === 'welfare' || entry.id.startsWith('new-welfare')) return <WelfarePanel activity={activity} />
  if (entry.id === 'exchange') return <ExchangePanel activity={activity} />
  if (entry.id === 'invite') return <InvitePanel activity={activity} />
  if (entry.id === 'xshd') return <TaskPanel activity={activity} />
  if (entry.id === 'client-share') return <SharedWorkPanel />
  return familyPanel(activity)
}

function LoadedActivity({ entry, activityKey }: { entry: RouteEntry; activityKey: ActivityKey }) {
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
      <CampaignView activity={activity} serverTime={serverTime} onTimeout={onTimeout} panel={panelFor(entry, activity)} offerCards={!ownsCards(activity)} />
    </ActivitySceneContext>
  )
}

/** Every activity, invite, share, register, exchange and welfare page: its activity from the service. */
export function ActivityRoute({ entry }: { entry: RouteEntry }) {
  const { uuid } = useParams()
  const [search] = useSearchParams()
  const key = activityKeyOf(entry.id, uuid, search)
  if (!key) return <Message title={ACTIVITY_TEXT.notFoundTitle} text={ACTIVITY_TEXT.notFoundText} />
  return <LoadedActivity entry={entry} activityKey={key} />
}
