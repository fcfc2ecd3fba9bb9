import { createBrowserRouter } from 'react-router';
import { appRoutes } from './routes';
import { handleSessionExpiry, reloadWhenRestored } from './session-expiry';

export const router = createBrowserRouter(appRoutes);

handleSessionExpiry(router);
reloadWhenRestored();
