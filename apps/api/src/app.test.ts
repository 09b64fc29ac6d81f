import { messages } from '@carga/domain';
import { describe, expect, it } from 'vitest';
import { drivers, login, useTestApp } from '../test/test-app.ts';

describe.each(drivers)('app on %s', (driver) => {
  const ctx = useTestApp(driver);

  it('reports the database state', async () => {
    const response = await ctx.call('GET', '/api/health');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: 'up', driver });
    expect(response.headers['x-request-id']).toBeTruthy();
  });

  it('serves the OpenAPI document with every endpoint and its schemas', async () => {
    const doc = (await ctx.call('GET', '/api/openapi.json')).json();
    expect(doc.openapi).toMatch(/^3\./);
    for (const path of [
      '/api/Auth',
      '/api/Auth/refresh',
      '/api/Auth/changePassword',
      '/api/Office',
      '/api/Storage',
      '/api/Shipment/Region',
      '/api/Shipment/City',
    ]) {
      expect(Object.keys(doc.paths)).toContain(path);
    }
    expect(
      doc.paths['/api/Auth'].post.requestBody.content['application/json'].schema.properties,
    ).toHaveProperty('username');
    const docs = await ctx.call('GET', '/api/docs/');
    expect(docs.statusCode).toBe(200);
  });

  it('answers unknown API paths with a Spanish JSON 404', async () => {
    const response = await ctx.call('GET', '/api/nothing-here');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'La ruta solicitada no existe' });
  });

  it('answers an id past the database integer range as not found, with the route message', async () => {
    const token = (await login(ctx.app, 'bodega.puq')).accessToken;
    const response = await ctx.call('GET', '/api/Shipment/Detail/99999999999', { token });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: messages.raNotFound });
  });

  it('answers malformed JSON with a Spanish 400 and no stack', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/Auth',
      headers: { 'content-type': 'application/json' },
      payload: '{"username": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Los datos enviados no son válidos' });
  });
});
