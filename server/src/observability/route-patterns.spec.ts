import express from 'express';
import { routePatterns } from './route-patterns';

function app() {
  const api = express.Router();
  api.get('/get-product/:p_id', (_req, res) => void res.end());
  const shop = express();
  shop.use('/api', api);
  return routePatterns(shop);
}

describe('routePatterns', () => {
  it('labels a path by the route that answers it, and an unknown one by nothing', () => {
    const routes = app();
    expect(routes('GET', '/api/get-product/12')).toBe('/api/get-product/:p_id');
    expect(routes('GET', '/api/no-such-route/12')).toBeNull();
  });

  // A request's answer is counted when it ends: a throw there would end the process (the REST fuzz found it).
  it('answers nothing, without throwing, for a path whose escapes do not decode', () => {
    const routes = app();
    expect(routes('GET', '/api/get-product/%ZZ')).toBeNull();
  });
});
