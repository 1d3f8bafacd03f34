import { ReviewScreen } from './ReviewScreen';

/** /quality_control (spec 001 §2.3): the shared review layout on the QC queue. */
export default function QualityControlPage() {
  return <ReviewScreen screen="qualityControl" />;
}
