import {
  DisplayInput,
  DisplayParam,
  DisplayPushResponse,
  DisplayResponse,
  DisplaySlidesResponse,
} from '../displays.ts';
import type { RouteDef } from './define.ts';

const tags = ['displays'];

/** The displays module's routes. */
export const DisplaysRoutes = {
  'GET /v1/displays/slides': {
    tags,
    summary: "The website's active slides, for an idle counter display",
    response: DisplaySlidesResponse,
    errors: [400],
  },
  'GET /v1/displays/:code': {
    tags,
    summary: 'What the counter display with this pairing code shows now (idle before any push)',
    params: DisplayParam,
    response: DisplayResponse,
  },
  'PUT /v1/displays/:code': {
    tags,
    summary:
      "A till's cart (or the sale paid, or nothing) for the counter display paired with it; the first push pairs the display with this session, and only it may push there while it lasts (403 otherwise)",
    params: DisplayParam,
    body: DisplayInput,
    response: DisplayPushResponse,
  },
  'DELETE /v1/displays/:code': {
    tags,
    summary:
      'Unpair this till from the counter display: it shows nothing and another till may pair with it (403 from any other till)',
    params: DisplayParam,
    response: DisplayPushResponse,
  },
} as const satisfies Record<string, RouteDef>;
