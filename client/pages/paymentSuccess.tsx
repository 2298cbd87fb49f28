import { PaymentSuccess } from '../features/payment/components/PaymentSuccess'

/** /payment/success (empty layout; the edge lets in only a visitor with the pay-user cookie). */
export default function PaymentSuccessPage() {
  return <PaymentSuccess />
}
