import { MutationCache, QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { ApiError, setUnauthorizedHandler } from '../api/client.js';
import { sessionKey } from '../api/session.js';
import { router } from './router.js';

function isUnauthorized(error: unknown) {
  return error instanceof ApiError && error.status === 401;
}

const queryClient = new QueryClient({
  queryCache: new QueryCache(),
  mutationCache: new MutationCache(),
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      retry: (count, error) =>
        !isUnauthorized(error) &&
        !(error instanceof ApiError && error.status < 500 && error.status > 0) &&
        count < 2,
      refetchOnWindowFocus: true,
    },
  },
});

// An expired session anywhere sends the user back to the login.
setUnauthorizedHandler(() => {
  if (queryClient.getQueryData(sessionKey)) queryClient.setQueryData(sessionKey, null);
});

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}
