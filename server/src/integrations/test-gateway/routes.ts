import { SHOP_NAME, pageTitle } from '@shop/contracts';
import { trackingId } from '../../domain/orders/order-status';
import type { IncomingMessage } from 'node:http';
import { Router } from 'express';
import type { Logger } from 'pino';
import { TEST_GATEWAY_SIGNATURE_HEADER, type TestGatewayProvider, type TestGatewaySession } from './test-gateway';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

function formatAmount(amountMinor: number, currencyCode: string): string {
  try {
    return new Intl.NumberFormat('en-IN', { style: 'currency', currency: currencyCode }).format(amountMinor / 100);
  } catch {
    return `${(amountMinor / 100).toFixed(2)} ${currencyCode}`;
  }
}

const STYLE = `body{font-family:Georgia,'Times New Roman',serif;background:#faf7f2;color:#2b2118;margin:0;display:flex;min-height:100vh;align-items:center;justify-content:center}
main{background:#fff;border:1px solid #e6dccb;border-radius:12px;padding:32px;max-width:420px;width:calc(100% - 32px);box-sizing:border-box;text-align:center}
h1{font-size:1.4rem;margin:0 0 4px}.brand{letter-spacing:.2em;text-transform:uppercase;font-size:.75rem;color:#9a7b4f}
.warning{background:#fff4d6;border:1px solid #e9c46a;border-radius:8px;padding:10px;margin:16px 0;font-family:system-ui,sans-serif;font-size:.95rem}
.amount{font-size:2rem;margin:16px 0}.buttons{display:flex;gap:12px;justify-content:center;flex-wrap:wrap}
button{font:600 1rem system-ui,sans-serif;padding:12px 24px;border-radius:8px;border:1px solid #2b2118;cursor:pointer;min-width:140px}
.approve{background:#2b2118;color:#fff}.decline{background:#fff;color:#2b2118}`;

function page(title: string, content: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(pageTitle(title))}</title><style>${STYLE}</style></head><body><main>
<div class="brand">${escapeHtml(SHOP_NAME)}</div>${content}</main></body></html>`;
}

function sessionPage(session: TestGatewaySession, ticket: string): string {
  const action = (choice: string) => `/pay/test/${encodeURIComponent(session.id)}/${choice}?s=${encodeURIComponent(ticket)}`;
  return page(
    'Test gateway',
    `<h1>Test gateway</h1>
<p class="warning" data-testid="test-gateway-warning"><strong>Test gateway — no money is taken.</strong> Approve or decline to see how the shop answers.</p>
<p>Order ${trackingId(session.orderId)}</p>
<div class="amount" data-testid="test-gateway-amount">${escapeHtml(formatAmount(session.amountMinor, session.currencyCode))}</div>
<p>${escapeHtml(session.currencyCode)}</p>
<div class="buttons">
<form method="post" action="${escapeHtml(action('approve'))}"><button class="approve" type="submit" data-testid="test-gateway-approve">Approve</button></form>
<form method="post" action="${escapeHtml(action('decline'))}"><button class="decline" type="submit" data-testid="test-gateway-decline">Decline</button></form>
</div>`,
  );
}

/** The shop itself, as the socket the request came in on sees it: the gateway posts its events there, never to a Host header. */
function shopAddress(req: IncomingMessage): string {
  const raw = req.socket.localAddress ?? '127.0.0.1';
  const address = raw.startsWith('::ffff:') ? raw.slice('::ffff:'.length) : raw;
  return `http://${address.includes(':') ? `[${address}]` : address}:${req.socket.localPort}`;
}

/**
 * The test gateway's pages, served by the shop (docs/decisions.md#payments): GET /pay/test/<sessionId>?s=<ticket>
 * shows the amount with Approve and Decline; POST .../approve|decline?s=<ticket> records the choice once (any
 * app server), builds the signed event, delivers it to POST /api/payments/webhook/test over real HTTP like a
 * provider, then sends the browser back (303). A missing or wrong ticket is answered as an unknown session.
 */
export function testGatewayRoutes(gateway: TestGatewayProvider, logger: Logger): Router {
  const router = Router();
  const gone = page(
    'Payment session not found',
    '<h1>This payment session has ended</h1><p>Go back to your order and choose Pay now again.</p>',
  );

  // Without the page's ticket (or with another), a session is as unknown as one that never was.
  router.get('/pay/test/:sessionId', async (req, res, next) => {
    try {
      const session = await gateway.session(req.params.sessionId, req.query.s);
      res.setHeader('Cache-Control', 'no-store');
      if (!session) return void res.status(404).type('html').send(gone);
      if (session.outcome) return void res.redirect(303, session.returnUrl);
      res.type('html').send(sessionPage(session, gateway.ticketOf(session.id)));
    } catch (error) {
      next(error);
    }
  });

  router.post('/pay/test/:sessionId/:choice', async (req, res, next) => {
    try {
      const choice = req.params.choice;
      const session = choice === 'approve' || choice === 'decline' ? await gateway.session(req.params.sessionId, req.query.s) : undefined;
      if (!session) return void res.status(404).type('html').send(gone);
      // Decided already, here or on another app server: the browser goes back to the order.
      const event = session.outcome ? null : await gateway.decide(session, choice === 'approve');
      if (!event) return void res.redirect(303, session.returnUrl);
      const { body, signature } = event;
      const delivered = await fetch(`${shopAddress(req)}/api/payments/webhook/test`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [TEST_GATEWAY_SIGNATURE_HEADER]: signature },
        body,
      }).then(
        async (answer) => {
          await answer.arrayBuffer();
          return answer;
        },
        async (error: unknown) => {
          await gateway.undecide(session);
          throw error;
        },
      );
      if (!delivered.ok) {
        await gateway.undecide(session);
        logger.error({ status: delivered.status, sessionId: session.id }, 'test gateway: the shop refused the payment event');
        return void res
          .status(502)
          .type('html')
          .send(page('Not delivered', '<h1>The shop did not accept the payment event</h1><p>Try again.</p>'));
      }
      res.redirect(303, session.returnUrl);
    } catch (error) {
      next(error);
    }
  });
  return router;
}
