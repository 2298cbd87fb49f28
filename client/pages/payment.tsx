import { agreementQueries, catalogueQueries, PricingView } from '../features/payment/PricingView'
import type { PagePrefetch } from './registry'

/**
 * The catalogue of the chosen app (`?app=`), piece and union products, ready before the page
 * streams; the agreements' links too (a table in the worker), so the phone does not ask for
 * them on arrival and load zod and their schema to read the answer (decision 037). Should
 * that call fail, the client asks for them as before.
 */
export const prefetch: PagePrefetch = ({ queryClient, api, url }) => {
  const queries = catalogueQueries(api, url.searchParams)
  return Promise.all([
    queryClient.ensureQueryData(queries.products),
    queryClient.ensureQueryData(queries.unionProducts),
    ...agreementQueries(api).map((query) => queryClient.prefetchQuery(query)),
  ])
}

/** /payment: open to visitors; the QR dialog loads on purchase. */
export default function PaymentPage() {
  return <PricingView />
}
