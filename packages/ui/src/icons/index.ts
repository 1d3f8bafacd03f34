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
