import type { PaymentScene } from '../../../shared/scenes'
import { declareDialog } from '../../components/dialogStore'

/**
 * The dialogs that features open for one another, declared here, below the features, so
 * that none imports another to open one: the pricing page opens the login dialog without
 * importing the login feature. The app shell gives each its code (client/router/dialogs.ts,
 * and the ad island for the consultation dialog); the code loads on first open.
 */

export interface LoginDialogProps {
  /** The login is a step of something the visitor is doing (a purchase): nothing else is asked after it. */
  continues?: boolean
  /** What the visitor goes on with once logged in in this dialog (a login that leaves the page drops it). */
  onLoggedIn?: () => void
}

/** The main scene's login dialog: the header's entry, a 401 of the main scene and any page open it. */
export const loginDialog = declareDialog<LoginDialogProps>('login')
export const openLoginDialog = (props: LoginDialogProps = {}) => loginDialog.open(props)

/**
 * The complete-info dialog of spec section 3 (accessTag flag 4). The login dialog opens it
 * after a login that is not a step of something else (a purchase goes on without it); it
 * shows itself only to an account that needs it, and gives way to any other dialog (the
 * pay dialog of a purchase kept across a login that left the page).
 */
export const completeInfoDialog = declareDialog('completeInfo', { yields: true })

/**
 * The consultation dialog. It stays mounted once opened, so what was typed survives a
 * close; a successful submit clears the form.
 */
export const consultationDialog = declareDialog('consultation', { keepMounted: true })

/**
 * 在线客服: the floating entry and an ad landing's bar open it; the app gives it the chat
 * once logged in (client/router/dialogs.ts), an ad landing a visitor's without the login (client/island).
 */
export const customerServiceDialog = declareDialog('customer service')

/** The points dialog: the user panel opens it (or warms it on hover of its entry). */
export const pointsDialog = declareDialog('points')

/** An activity's offer card, as gen_package_trace_id answered it. */
export interface OfferCheckout {
  cardId: number
  productId: number
  /** Cents: the card's price, which the payment service charges. */
  price: number
  name: string
  traceId: string
  payScene: PaymentScene
  activityUuid: string
  /** Where the success page returns to (the activity page). */
  returnPath: string
  /** The order to watch, back on the activity page from WeChat's sheet or a channel's mobile page. */
  resume?: string
}

/**
 * The pay dialog for an activity's offer card: the catalogue product it sells, shown with the
 * card's name and price, paid in the activity's payment scene under its activity login (a QR
 * on a computer, the channel's mobile page on a phone); with `resume`, the order back from
 * the channel.
 */
export const offerCheckoutDialog = declareDialog<OfferCheckout>('offer checkout')
