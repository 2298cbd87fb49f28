import { createServiceApp } from '../serviceApp'

/** The built-in payment service; its calls arrive with the payment issues. */
export const payService = createServiceApp()
