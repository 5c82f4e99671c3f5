import { createContext, use, useState, type ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';

const Screen = createContext<ReactNode>(null);

function CurrentScreen() {
  return use(Screen);
}

/**
 * A renderHook wrapper for hooks that need a data router (useBlocker, useSearchParams): the hook's test
 * component is the one route's element, and renders again with each rerender's props.
 */
export function InRouter({ children }: { children: ReactNode }) {
  const [router] = useState(() => createMemoryRouter([{ path: '*', element: <CurrentScreen /> }]));
  return (
    <Screen value={children}>
      <RouterProvider router={router} />
    </Screen>
  );
}
