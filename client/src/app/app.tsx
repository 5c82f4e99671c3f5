import { ApolloProvider } from '@apollo/client/react';
import { RouterProvider } from 'react-router/dom';
import { Toaster } from '../ui/toast';
import { createApolloClient } from './apollo-client';
import { router } from './router';

export const apolloClient = createApolloClient();

export function App() {
  return (
    <ApolloProvider client={apolloClient}>
      <RouterProvider router={router} />
      <Toaster />
    </ApolloProvider>
  );
}
