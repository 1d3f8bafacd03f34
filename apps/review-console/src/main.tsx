import { lightTheme } from '@sightings/ui';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element.');

// The theme goes on the body, so dialogs, popovers and toasts in portals get it too.
document.body.classList.add(lightTheme);

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
