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
  WarningIcon,
  MinusIcon,
  SpinnerIcon,
} from './icons';
