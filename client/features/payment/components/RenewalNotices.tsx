import { Button } from '../../../components/form'
import { useOrgSummary } from '../api/orgSummary'
import { useReadRenewalNotice } from '../api/renewalNoticeRead'
import { PACKAGE_TEXT } from '../packageMessages'
import { formatDate, formatPrice } from '../price'
import { Notice } from './profileStyles'

/** The auto-renewal notices (sent 5 days before each charge) the subscriber has not dismissed yet. */
export function RenewalNotices() {
  const summary = useOrgSummary()
  const read = useReadRenewalNotice()
  const notices = summary.data?.notices ?? []
  if (notices.length === 0) return null
  return (
    <>
      {notices.map((notice) => (
        <Notice key={notice.id} role="status" data-testid="renewal-notice">
          <span>{PACKAGE_TEXT.renewalNotice(formatDate(notice.charge_at), formatPrice(notice.amount))}</span>
          <Button type="button" data-variant="link" onClick={() => read.mutate(notice.id)}>
            {PACKAGE_TEXT.noticeRead}
          </Button>
        </Notice>
      ))}
    </>
  )
}
