// One widget and nothing else: the bundle another app pays for a single import.
import { Button, lightTheme } from '@sightings/ui';
import '@sightings/ui/style.css';
import { createRoot } from 'react-dom/client';

document.body.classList.add(lightTheme);
createRoot(document.getElementById('root')!).render(
  <Button variant="primary" onPress={() => undefined}>
    Only a button
  </Button>,
);
