import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/test-app.ts';

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('request id', () => {
  const ctx = useTestApp('pglite');
  const health = (id?: string) =>
    ctx.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: id === undefined ? {} : { 'x-request-id': id },
    });

  it("keeps a client's x-request-id when it is a plain token", async () => {
    expect((await health('abc-123_DEF.4')).headers['x-request-id']).toBe('abc-123_DEF.4');
    expect((await health()).headers['x-request-id']).toMatch(uuid);
  });

  it('replaces any other x-request-id by its own (it reaches the logs and the response)', async () => {
    // Before the fix each of these was taken as the request id and echoed back.
    for (const id of ['', 'a'.repeat(65), 'x"}{"admin":true', 'a b', '<script>', 'ñandú']) {
      const header = (await health(id)).headers['x-request-id'];
      expect(header).not.toBe(id);
      expect(header).toMatch(uuid);
    }
  });
});
