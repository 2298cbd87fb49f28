import { catalogueQueries, PricingView } from '../features/payment/PricingView'
import type { PagePrefetch } from './registry'

/** The catalogue of the chosen app (`?app=`), piece and union products, ready before the page streams. */
export const prefetch: PagePrefetch = ({ queryClient, api, url }) => {
  const queries = catalogueQueries(api, url.searchParams)
  return Promise.all([queryClient.ensureQueryData(queries.products), queryClient.ensureQueryData(queries.unionProducts)])
}

/** /payment: open to visitors; the QR dialog loads on purchase. */
export default function PaymentPage() {
  return <PricingView />
}
