export { vars } from './contract.css';
export { lightTheme } from './lightTheme.css';
export { palette } from './palette';
export { contrastRatio } from './contrast';
export { focusRing, visuallyHidden } from './focusRing.css';
import './reset.css';
