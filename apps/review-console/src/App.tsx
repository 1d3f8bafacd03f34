import { lightTheme } from '@sightings/ui';
import { Shell } from './shell/Shell';

export function App() {
  return (
    <div className={lightTheme}>
      <Shell />
    </div>
  );
}
