import { useEffect, useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { createRouter } from './routing/router';
import { restoreSession } from './session/session';

export function App() {
  const [router] = useState(createRouter);
  useEffect(() => {
    void restoreSession();
  }, []);
  return <RouterProvider router={router} />;
}
