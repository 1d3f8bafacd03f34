export {
  IMAGE_STATUSES,
  IMAGES_PAGE_DECISIONS,
  isImageStatus,
  isImagesPageDecision,
  type ImageStatus,
  type ImagesPageDecision,
} from './image/imageStatus';
export { API_BASE, type HealthResponse } from './api/health';
