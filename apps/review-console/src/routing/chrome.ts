/**
 * What surrounds the screens, loaded lazily as one chunk: the sign-in page, the shell (the menu
 * bar around every signed-in screen) and the 403 and 404 pages. Not in the initial JavaScript
 * (a signed-in first paint needs no sign-in form, the sign-in page no menu), and one chunk, not
 * four: they share most of their react-aria code (buttons, links, fields) with each other and
 * with the screens (docs/performance.md, "Bundle size").
 */
export { LoginPage } from '../pages/LoginPage';
export { ForbiddenPage, NotFoundPage } from '../pages/ResultPage';
export { Shell } from '../shell/Shell';
