import { Button } from './form'

/** A feature's words for a read that failed or has not answered yet. */
export interface QueryFallbackText {
  failed: string
  retry: string
  loading: string
}

/**
 * What a page shows instead of a react-query read's data: the failure with a retry (also
 * when a refetch of data already shown failed), else the loading line. Use it as
 * `if (query.isError || !query.data) return <QueryFallback query={query} text={TEXT} />`.
 */
export function QueryFallback({ query, text }: { query: { isError: boolean; refetch: () => Promise<unknown> }; text: QueryFallbackText }) {
  if (!query.isError) return <p aria-busy="true">{text.loading}</p>
  return (
    <p role="alert">
      {text.failed}{' '}
      <Button type="button" data-variant="link" onClick={() => void query.refetch()}>
        {text.retry}
      </Button>
    </p>
  )
}
