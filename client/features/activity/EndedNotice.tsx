import { ACTIVITY_TEXT } from './messages'
import { Notice } from './styles'

/** In place of an ended activity's action button: it says so, and where to go instead. */
export function EndedNotice() {
  return (
    <Notice data-testid="activity-ended">
      {ACTIVITY_TEXT.ended.notice}
      <div>
        <a href={ACTIVITY_TEXT.ended.moreLink}>{ACTIVITY_TEXT.ended.more} ›</a>
      </div>
    </Notice>
  )
}
