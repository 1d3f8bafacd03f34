import { Button } from '../Button/Button';
import { Dialog } from '../Dialog/Dialog';
import * as styles from './ImageCompare.css';
import { ImageCompareView, type ImageCompareViewProps } from './ImageCompareView';

export { IMAGE_COMPARE_SHORTCUTS, type CompareMode, type CompareShortcut } from './shortcuts';
export {
  DEFAULT_BLINK_INTERVAL,
  ImageCompareView,
  type ImageCompareViewProps,
} from './ImageCompareView';

export interface ImageCompareProps extends Omit<
  ImageCompareViewProps,
  'autoFocusPictures' | 'closesOnEscape' | 'actions' | 'className'
> {
  /** Whether the dialog is open. */
  isOpen: boolean;
  /** Called with `false` when Escape or the Close button closes it. */
  onOpenChange: (open: boolean) => void;
  /** The dialog's title. */
  title?: string;
}

/**
 * The compare view in a large modal `Dialog`, for the close calls on the Images page: the pair
 * enlarged side by side with synchronised zoom and pan, or overlaid by swipe or blink, in the
 * grid's order; with `onPrevious` / `onNext` it moves along the pairs without closing. Focus
 * starts on the pictures so the keys work at once; Escape or Close closes it.
 */
export function ImageCompare({
  isOpen,
  onOpenChange,
  title = 'Compare pair',
  ...viewProps
}: ImageCompareProps) {
  return (
    <Dialog
      title={title}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      className={styles.compareDialog}
    >
      <ImageCompareView
        {...viewProps}
        autoFocusPictures
        closesOnEscape
        actions={
          <Button slot="close" variant="secondary">
            Close
          </Button>
        }
      />
    </Dialog>
  );
}
