// The pictures the README shows (docs/screenshots), taken from a running shop as its users see it:
//   npm start            (in another terminal), then
//   npm run screenshots  (SHOP_URL, default http://localhost:4000; admin login from ADMIN_EMAIL and
//                         ADMIN_PASSWORD, or from data/demo-credentials.txt)
// Debian's Chromium (CHROMIUM_PATH, default /usr/bin/chromium), viewport-size shots, JPEG, small.
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const require = createRequire(path.join(root, 'server', 'package.json'));
const sharp = require('sharp');
const { chromium } = require('playwright-core');

const SHOP_URL = process.env.SHOP_URL ?? 'http://localhost:4000';
const OUT = path.join(root, 'docs', 'screenshots');
const DESKTOP = { width: 1366, height: 900 };
const PHONE = { width: 390, height: 844 };

function adminCredentials() {
  if (process.env.ADMIN_EMAIL && process.env.ADMIN_PASSWORD)
    return { email: process.env.ADMIN_EMAIL, password: process.env.ADMIN_PASSWORD };
  const file = path.join(process.env.DATA_DIR ?? path.join(root, 'data'), 'demo-credentials.txt');
  if (!existsSync(file)) return null;
  const line = readFileSync(file, 'utf8')
    .split('\n')
    .find((l) => /^\s*admin\s/.test(l));
  const [, email, password] = line?.trim().split(/\s+/) ?? [];
  return email && password ? { email, password } : null;
}

async function save(page, name, width) {
  const png = await page.screenshot();
  const info = await sharp(png)
    .resize({ width })
    .jpeg({ quality: 78, mozjpeg: true })
    .toFile(path.join(OUT, `${name}.jpg`));
  console.log(`${name}.jpg: ${info.width}x${info.height}, ${(info.size / 1024).toFixed(0)} KB`);
}

async function settle(page) {
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => globalThis.document.fonts.ready);
  await page.waitForTimeout(600);
}

mkdirSync(OUT, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
try {
  for (const [name, viewport, route, width] of [
    ['storefront-home-desktop', DESKTOP, '/', 760],
    ['storefront-home-phone', PHONE, '/', 300],
    ['storefront-listing-desktop', DESKTOP, '/allproduct/all', 760],
    ['storefront-listing-phone', PHONE, '/allproduct/all', 300],
  ]) {
    const page = await browser.newPage({ viewport });
    await page.goto(SHOP_URL + route);
    await settle(page);
    await save(page, name, width);
    if (name === 'storefront-listing-desktop') {
      await page.getByTestId('product-card').first().click();
      await settle(page);
      await save(page, 'storefront-product-desktop', 760);
    }
    await page.close();
  }
  const admin = adminCredentials();
  if (!admin) console.log('skipped the back-office: no admin credentials');
  else {
    const page = await browser.newPage({ viewport: DESKTOP });
    await page.goto(`${SHOP_URL}/login`);
    await page.getByTestId('login-email').locator('input').fill(admin.email);
    await page.getByTestId('login-password').locator('input').fill(admin.password);
    await page.getByTestId('login-submit').click();
    await page.waitForURL(/\/admin$/);
    for (const [name, route] of [
      ['admin-dashboard-desktop', '/admin'],
      ['admin-orders-desktop', '/admin/orders'],
      ['admin-catalogue-hub-desktop', '/admin/admindashboard'],
      ['admin-metal-types-desktop', '/admin/metal-types'],
      ['admin-products-desktop', '/admin/products'],
    ]) {
      await page.goto(SHOP_URL + route);
      await settle(page);
      await save(page, name, 760);
    }
    await page.close();
  }
} finally {
  await browser.close();
}
