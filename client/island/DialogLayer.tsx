import { QueryClientProvider } from '@tanstack/react-query'
import { DialogHost } from '../components/DialogHost'
import { Toaster } from '../components/Toaster'
import { createQueryClient } from '../AppProviders'

const queryClient = createQueryClient()

/** The island's dialogs and toasts, with the query cache their forms use; loaded with the first dialog. */
export default function DialogLayer() {
  return (
    <QueryClientProvider client={queryClient}>
      <DialogHost />
      <Toaster />
    </QueryClientProvider>
  )
}
