import { PricingView } from '../features/payment/PricingView'

/** /payment: open to visitors; the catalogue is rendered on the server, the QR dialog loads on purchase. */
export default function PaymentPage() {
  return <PricingView />
}
