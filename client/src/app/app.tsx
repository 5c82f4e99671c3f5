import { ApolloProvider } from '@apollo/client/react';
import { RouterProvider } from 'react-router/dom';
import { Toaster } from '../ui/toast';
import { router } from './router';
import { apolloClient } from './start-up';

export function App() {
  return (
    <ApolloProvider client={apolloClient}>
      <RouterProvider router={router} />
      <Toaster />
    </ApolloProvider>
  );
}
