import { lazy, Suspense, useState } from 'react'
import { AccessTag } from '../../shared/access'
import { Button } from '../components/form'
import { completedInfoQuery, formOptionsQueries, useCompletedInfo } from '../features/completeInfo/completeInfo'
import { COMPLETE_INFO_TEXT } from '../features/completeInfo/messages'
import { PageVisibility } from '../../shared/pageVisibility'
import { useGlobalConfig, usePageVisibility } from '../blocks/config/globalConfig'
import { ProfileFrame } from '../features/profile/ProfileFrame'
import { useCachedUserInfo } from '../blocks/session/cachedUserInfo'
import type { PagePrefetch } from './registry'

/**
 * What the account has filled in, and the form's options (it shows on arrival while nothing
 * is filled in), asked by the server with the viewer's session (see profilePackages.tsx).
 */
export const prefetch: PagePrefetch = ({ queryClient, api }) =>
  Promise.all([queryClient.prefetchQuery(completedInfoQuery(api)), ...formOptionsQueries(api).map((query) => queryClient.prefetchQuery(query))])

const CompleteInfoForm = lazy(() => import('../features/completeInfo/CompleteInfoForm'))

/** /profile/information: the complete-info form, editable from the page when accessTag has the modify flag (8). */
export default function ProfileInformationPage() {
  const { data: config } = useGlobalConfig()
  const { pageHidden } = usePageVisibility()
  const user = useCachedUserInfo()
  const completed = useCompletedInfo()
  const [editing, setEditing] = useState(false)
  const mayEdit = user !== undefined && (user.access_tag & AccessTag.ShowModifyInfoButton) === AccessTag.ShowModifyInfoButton
  const info = completed.data?.info
  const showForm = editing || (completed.data?.completed === false && !!user && (user.access_tag & AccessTag.ShowCompleteInfoDialog) !== 0)
  return (
    <ProfileFrame>
      {config?.complete_info_entrance_text && !pageHidden(PageVisibility.Complete) ? (
        <p data-testid="complete-info-entrance">{config.complete_info_entrance_text}</p>
      ) : null}
      <h2>{COMPLETE_INFO_TEXT.title}</h2>
      {showForm ? (
        <Suspense fallback={null}>
          <CompleteInfoForm onDone={() => setEditing(false)} />
        </Suspense>
      ) : info ? (
        <dl data-testid="complete-info-summary">
          <dt>{COMPLETE_INFO_TEXT.orgName}</dt>
          <dd>{info.org_name}</dd>
          <dt>{COMPLETE_INFO_TEXT.contactName}</dt>
          <dd>{info.contact_name}</dd>
          <dt>{COMPLETE_INFO_TEXT.city}</dt>
          <dd>{info.city || '—'}</dd>
        </dl>
      ) : (
        <p>{COMPLETE_INFO_TEXT.summaryEmpty}</p>
      )}
      {mayEdit && !showForm ? (
        <Button type="button" onClick={() => setEditing(true)} data-testid="complete-info-edit">
          {COMPLETE_INFO_TEXT.edit}
        </Button>
      ) : null}
    </ProfileFrame>
  )
}
