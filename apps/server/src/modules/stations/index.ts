// The module's public face: what the rest of the server may use of it (lint refuses any other file).
export { stationRoutes } from './routes.ts';
export { allStations, stationExists, StationsService } from './service.ts';
