// The module's public face: what the rest of the server may use of it (lint refuses any other file).
// Reads other modules make (settings values, the restaurant's day) are in read.ts, public too:
// it stays apart from the service, which asks the orders module whether the currency may change.
export { settingsRoutes } from './routes.ts';
export { SettingsService } from './service.ts';
