// The module's public face: what the rest of the server may use of it (lint refuses any other file).
export { RETENTION } from './policy.ts';
export { RetentionService } from './service.ts';
