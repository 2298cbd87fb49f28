import { QueryClientContext, QueryClientProvider } from '@tanstack/react-query'
import { useContext, useState } from 'react'
import { DialogHost } from '../components/DialogHost'
import { Toaster } from '../components/Toaster'
import { createQueryClient } from '../AppProviders'

/**
 * The island's dialogs and toasts, with the query cache their forms use; loaded with the
 * first dialog. An island with a cache of its own (the home page's) shares it with its
 * dialogs, so a login shows in its header; one without gets a cache here. `toasts`: false
 * where the island shows the toasts itself.
 */
export default function DialogLayer({ toasts = true }: { toasts?: boolean }) {
  const parent = useContext(QueryClientContext)
  const [queryClient] = useState(() => parent ?? createQueryClient())
  return (
    <QueryClientProvider client={queryClient}>
      <DialogHost />
      {toasts ? <Toaster /> : null}
    </QueryClientProvider>
  )
}
