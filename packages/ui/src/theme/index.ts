export { vars } from './contract.css';
export { lightTheme, palette } from './lightTheme.css';
export { focusRing, visuallyHidden } from './focusRing.css';
import './reset.css';
