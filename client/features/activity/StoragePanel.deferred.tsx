/** The StoragePanel's code, loaded with the pages that show it only (decision 037). */
export { StoragePanel as default } from './StoragePanel'
