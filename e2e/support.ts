// The browser test harness lives in e2e/harness (useShop, journey, ShopApi) and e2e/pages (page objects).
export { CHROMIUM_PATH, SCREENSHOT_DIR, launchChromium, screenshot } from './harness/browser';
