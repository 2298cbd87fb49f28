import { PaymentSuccess } from '../features/payment/PaymentSuccess'

/** /payment/success (empty layout; the edge lets in only a visitor with the pay-user cookie). */
export default function PaymentSuccessPage() {
  return <PaymentSuccess />
}
