import { ReviewScreen } from './ReviewScreen';

/**
 * /social_media_quality_control (spec 001 §2.5): the shared review layout on the QC queue, with
 * the social media fields, NOT PURSUABLE and the verified gate of the legal case.
 */
export default function SocialMediaQualityControlPage() {
  return <ReviewScreen screen="socialMediaQualityControl" />;
}
