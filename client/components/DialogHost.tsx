import { lazy, Suspense, useSyncExternalStore, type ComponentType, type LazyExoticComponent } from 'react'
import { dialogSlots, serverDialogSlots, subscribeDialogs, type DialogControls, type DialogLoader } from './dialogStore'

/** One lazy component per loader, so a reopened dialog is the same component (its state kept when mounted). */
const components = new WeakMap<DialogLoader<object>, LazyExoticComponent<ComponentType<DialogControls>>>()

function componentOf(load: DialogLoader<object>) {
  let component = components.get(load)
  if (!component) {
    component = lazy(load as () => Promise<{ default: ComponentType<DialogControls> }>)
    components.set(load, component)
  }
  return component
}

/**
 * Renders the dialogs opened through `defineDialog` handles (client/components/dialogStore.ts).
 * Mounted once, in the app shell; features never mount dialogs of their own.
 */
export function DialogHost() {
  const slots = useSyncExternalStore(subscribeDialogs, dialogSlots, serverDialogSlots)
  return (
    <>
      {slots.map((slot) => {
        const Component = componentOf(slot.load)
        return (
          <Suspense key={slot.id} fallback={null}>
            <Component {...slot.props} open={slot.open} onClose={slot.close} />
          </Suspense>
        )
      })}
    </>
  )
}
