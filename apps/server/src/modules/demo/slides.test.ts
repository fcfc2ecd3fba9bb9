import { loadImage } from '@napi-rs/canvas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestContext, engines, type TestContext } from '../../test/harness.ts';
import { DEMO_SITE_PAGES } from './site-pages.ts';

/** A slide made for the customer display: a full-HD screen, small enough for a slow network. */
const WIDTH = 1920;
const HEIGHT = 1080;
const MAX_BYTES = 200 * 1024;

describe.each(engines())('the demo slides on %s', (engine) => {
  let t: TestContext;
  let owner: Record<string, string>;
  beforeAll(async () => {
    t = await createTestContext(engine, { demo: true });
    owner = bearer(await t.login());
  });
  afterAll(() => t.close());

  it('are every one a 1920×1080 picture, small, as the counter display reads them', async () => {
    const res = await t.app.inject({ url: '/v1/displays/slides', headers: owner });
    const { slides } = res.json<{ slides: { image: string | null }[] }>();
    // Every slider page of the demo reaches the display, each with a picture.
    expect(slides).toHaveLength(DEMO_SITE_PAGES.filter((p) => p.kind === 'slider').length);
    expect(slides.length).toBeGreaterThan(0);
    for (const { image } of slides) {
      expect(image, 'a demo slide without a picture').toBeTruthy();
      const picture = await t.app.inject({ url: image! });
      expect(picture.statusCode, image!).toBe(200);
      expect(picture.headers['content-type'], image!).toMatch(/^image\/(webp|jpeg)/);
      expect(picture.rawPayload.length, image!).toBeLessThan(MAX_BYTES);
      const decoded = await loadImage(picture.rawPayload);
      expect([decoded.width, decoded.height], image!).toEqual([WIDTH, HEIGHT]);
    }
  });

  it('answers 404 for a slide it does not ship, and refuses names that leave the folder', async () => {
    expect((await t.app.inject({ url: '/demo/slide-nothing.webp' })).statusCode).toBe(404);
    for (const name of ['..%2Fpackage.webp', '%2E%2E.webp', 'Slide.WEBP', 'slide.png']) {
      expect((await t.app.inject({ url: `/demo/${name}` })).statusCode, name).toBe(400);
    }
  });
});
