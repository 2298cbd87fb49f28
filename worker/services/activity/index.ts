import { createServiceApp } from '../serviceApp'

/** The built-in activity service; its calls arrive with the activity issues. */
export const activityService = createServiceApp()
