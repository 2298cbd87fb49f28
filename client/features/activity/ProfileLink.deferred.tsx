import { openLoginDialog } from '../../blocks/dialogs/dialogs'
import { useProfileHandover } from './api/handover'
import { WELFARE_TEXT } from './welfareText'

/**
 * 去个人中心查看 (its label unless said): logs the visitor in to the main site when their activity login's phone has
 * an account there, then opens the page that shows the reward (a full load, so the site
 * reads the new login); otherwise names the phone to log in with.
 */
export default function ProfileLink({ to, label = WELFARE_TEXT.viewInProfile }: { to: string; label?: string }) {
  const handover = useProfileHandover()
  const go = () =>
    handover.mutate(undefined, {
      onSuccess: (result) => {
        if (result.loggedIn) window.location.assign(to)
      },
    })
  return (
    <>
      <a
        href={to}
        data-testid="profile-link"
        onClick={(event) => {
          event.preventDefault()
          if (!handover.isPending) go()
        }}
      >
        {label} ›
      </a>
      {handover.data && !handover.data.loggedIn ? (
        <div data-testid="profile-login-hint">
          {WELFARE_TEXT.loginWith(handover.data.maskedPhone)}{' '}
          <a
            href={to}
            onClick={(event) => {
              // The page needs the main login: opened bare it would send a visitor home, so the login comes first, here.
              event.preventDefault()
              openLoginDialog({ continues: true, onLoggedIn: () => window.location.assign(to) })
            }}
          >
            {WELFARE_TEXT.goLogin} ›
          </a>
        </div>
      ) : null}
    </>
  )
}
