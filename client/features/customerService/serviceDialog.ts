import { declareDialog } from '../../components/dialogStore'

/**
 * The 在线客服 dialog that the floating entry opens, declared apart from its code: the app
 * provides its dialog (CustomerServiceButton.tsx), an ad landing a visitor's without the
 * login (client/island), so the entry reaches neither's code.
 */
export const customerServiceDialog = declareDialog('customer service')
