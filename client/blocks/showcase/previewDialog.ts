import type { ImageAsset } from '../../components/ResponsiveImage'
import { defineDialog } from '../../components/dialogStore'

export interface ImagePreviewProps {
  image: ImageAsset
}

/**
 * The large preview of a showcase image (zoom by buttons, wheel, pinch and keys). Its code
 * loads on the first open, never with the page (decisions 007 and 018); kept apart from the
 * styled dialog module, which the build evaluates.
 */
export const imagePreviewDialog = defineDialog<ImagePreviewProps>(() => import('./ImagePreview'))
