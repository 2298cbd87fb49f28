import { lazy, Suspense, useState } from 'react'
import type { ActivityInfo } from '../../../shared/contracts/schemas/activity'
import { useInviteInfo } from './api/activityActions'
import { Cta } from './styles'
import { INVITE_TEXT } from './inviteText'
import { deferred } from '../../lib/deferred'

/** 我的奖励 (RewardsPanel.deferred.tsx). */
const RewardsPanel = deferred('client/features/activity/RewardsPanel.deferred.tsx', () => import('./RewardsPanel.deferred'))
/**
 * 去个人中心查看, shown after an action only: a deferred part whose code (and the handover's call)
 * loads then; declared in each panel that shows it, so that it is not a chunk of its own.
 */
const ProfileLink = deferred('client/features/activity/ProfileLink.deferred.tsx', () => import('./ProfileLink.deferred'))

/** Where the main site shows an invite's reward (the user panel shows points, the packages the rest). */
const REWARD_PAGE = '/profile/packages'

const TEXT = INVITE_TEXT

const InvitePoster = lazy(() => import('./InvitePoster'))

/** My link, QR and poster, carrying my opaque code, 已邀请 N 人 and the rewards earned. */
export default function MyInvite({ activity }: { activity: ActivityInfo }) {
  const info = useInviteInfo(activity.uuid)
  const [poster, setPoster] = useState(false)
  if (!info.data) return null
  return (
    <div data-testid="my-invite">
      <p>
        <strong data-testid="invited-count">{TEXT.invited(info.data.invited)}</strong>
      </p>
      <p>{TEXT.inviteLink}</p>
      <input readOnly value={info.data.link} aria-label={TEXT.inviteLink} style={{ width: '100%' }} onFocus={(event) => event.target.select()} />
      <img src={info.data.qr_img} alt={TEXT.inviteLink} width={160} height={160} style={{ display: 'block', margin: '12px auto' }} />
      {poster ? (
        <Suspense fallback={null}>
          <InvitePoster activity={activity} link={info.data.link} />
        </Suspense>
      ) : (
        <Cta type="button" onClick={() => setPoster(true)}>
          {TEXT.makePoster}
        </Cta>
      )}
      <RewardsPanel uuid={activity.uuid} />
      {/* A block with a paragraph's margins: the link is a deferred part, whose box a <p> cannot hold. */}
      {info.data.invited > 0 ? (
        <div style={{ margin: '1em 0' }}>
          <ProfileLink to={REWARD_PAGE} />
        </div>
      ) : null}
    </div>
  )
}
