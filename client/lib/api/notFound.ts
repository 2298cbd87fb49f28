import { ApiError } from './client'

/** A detail call answered 404: the page shows its own "not found" instead of an error. */
export async function orNullWhenMissing<T>(call: Promise<T>): Promise<T | null> {
  try {
    return await call
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return null
    throw error
  }
}
