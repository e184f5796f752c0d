import type { RequestHandler } from 'express';
import helmet from 'helmet';

/**
 * Razorpay Checkout (docs/decisions.md#payments), as Razorpay documents for sites with a CSP: its script from
 * checkout.razorpay.com, its payment window in a frame from api.razorpay.com, and its calls to the API and
 * its logging endpoint. The storefront loads the script only when a Razorpay payment starts.
 */
export const RAZORPAY_CHECKOUT_SOURCES = {
  script: ['https://checkout.razorpay.com'],
  frame: ['https://api.razorpay.com', 'https://checkout.razorpay.com'],
  connect: ['https://api.razorpay.com', 'https://lumberjack.razorpay.com'],
} as const;

/** A year, the usual HSTS lifetime (and the minimum for browsers' preload lists). */
const HSTS_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/**
 * The security headers of every answer (the SPA, the API, uploaded pictures): a Content-Security-Policy
 * the built client passes, no framing, nosniff, a strict Referrer-Policy, and HSTS on HTTPS requests.
 */
export function securityHeaders({ graphqlLandingPage }: { graphqlLandingPage: boolean }): RequestHandler {
  const headers = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        // The built client is external module scripts only (Vite emits no inline script); Razorpay Checkout.
        scriptSrc: ["'self'", ...RAZORPAY_CHECKOUT_SOURCES.script],
        // MUI styles through emotion, which inserts <style> elements at run time: they cannot carry a hash
        // known in advance, so styles (never scripts) need 'unsafe-inline'.
        styleSrc: ["'self'", "'unsafe-inline'"],
        // Uploaded pictures are same-origin; a picture field may also hold an https:// URL (legacy data,
        // Instagram posts), and the back-office previews a chosen file through a blob: URL.
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...RAZORPAY_CHECKOUT_SOURCES.connect],
        frameSrc: [...RAZORPAY_CHECKOUT_SOURCES.frame],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // Set below, on HTTPS requests only: over plain HTTP the header means nothing and would only confuse.
    strictTransportSecurity: false,
  });
  return (req, res, next) => {
    // req.secure follows X-Forwarded-Proto from a trusted proxy ('trust proxy' is 'loopback').
    if (req.secure) res.setHeader('Strict-Transport-Security', `max-age=${HSTS_MAX_AGE_SECONDS}; includeSubDomains`);
    headers(req, res, (error?: unknown) => {
      // Apollo's landing page (a development tool, off in production) brings its own policy in a <meta>
      // tag, with a nonce and Apollo's CDN; ours would be intersected with it and blank the page.
      if (graphqlLandingPage && req.method === 'GET' && req.path === '/graphql') {
        res.setHeader('Content-Security-Policy', "frame-ancestors 'none'");
      }
      next(error);
    });
  };
}

/** Pictures may be shown by pages of other origins (an old storefront, a partner's site). */
export const crossOriginPictures: RequestHandler = (_req, res, next) => {
  res.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
  next();
};
