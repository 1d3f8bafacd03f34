// Theme
export { vars, lightTheme, palette, contrastRatio, focusRing, visuallyHidden } from './theme';

// Icons
export {
  AlertIcon,
  CheckIcon,
  ChevronDownIcon,
  ChevronLeftIcon,
  ChevronRightIcon,
  CopyIcon,
  CrossIcon,
  ExitIcon,
  InfoIcon,
  MinusIcon,
  SpinnerIcon,
} from './icons';

// Widgets
export { Button, type ButtonProps } from './Button/Button';
