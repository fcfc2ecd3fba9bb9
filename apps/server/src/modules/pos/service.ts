import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Db } from '../../db/kysely.ts';
import { catalogVersion, readPosCatalog } from './repository.ts';

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

export type Encoding = 'br' | 'gzip' | 'identity';

/** One serialized catalogue and its compressed forms, made once per version on first demand. */
interface Body {
  version: string;
  json: Buffer;
  encoded: Map<'br' | 'gzip', Promise<Buffer>>;
}

/**
 * The compact POS catalogue. Its body is built once per catalogue version and kept in memory (one
 * entry: a new version replaces it), already serialized and compressed, so a POS that needs it is
 * answered from memory and one that holds it gets a 304 after a one-row read.
 */
export class PosService {
  private body: Promise<Body> | undefined;

  constructor(private readonly db: Db) {}

  /** The current version: one row, read on every request (the ETag a 304 is decided on). */
  version(): Promise<string> {
    return catalogVersion(this.db);
  }

  /**
   * The body for the current version, serialized and in the asked encoding. Concurrent requests
   * for a version being built share the one build.
   */
  async catalogue(
    current: string,
    encoding: Encoding,
  ): Promise<{ version: string; payload: Buffer; encoding: Encoding }> {
    let body = await this.body?.catch(() => undefined);
    if (!body || body.version !== current) {
      const building = this.build();
      this.body = building;
      // A failed build is not kept: the next request tries again.
      building.catch(() => {
        if (this.body === building) this.body = undefined;
      });
      body = await building;
    }
    if (encoding === 'identity') return { version: body.version, payload: body.json, encoding };
    let encoded = body.encoded.get(encoding);
    if (!encoded) {
      // zlib's asynchronous forms run on the thread pool, so the event loop keeps serving.
      encoded =
        encoding === 'br'
          ? brotli(body.json, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } })
          : gzip(body.json, { level: 6 });
      body.encoded.set(encoding, encoded);
    }
    return { version: body.version, payload: await encoded, encoding };
  }

  private async build(): Promise<Body> {
    const catalogue = await readPosCatalog(this.db);
    // Serialized here, once, without the per-row zod pass of the response serializer: the rows
    // come typed from the database and the test checks the answer against the contract.
    return { version: catalogue.version, json: Buffer.from(JSON.stringify(catalogue)), encoded: new Map() };
  }
}
