import sharp from 'sharp';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from '../server/test/support/test-server';
import { type Journey, VIEWPORTS, gotoHydrated, journey } from './harness/shop';
import { buttonHref, primaryLinks, useShopWithMail } from './harness/mail';
import { screenshot } from './harness/browser';
import { recordToasts } from './harness/toasts';
import { AdminShell } from './pages/admin.page';
import { CustomDesignPage, QuotePanel } from './pages/custom-design.page';
import { PaymentPage, TestGatewayPage } from './pages/payment.page';
import { ProfilePage } from './pages/profile.page';

// Issue 20, custom designs (docs/decisions.md#custom-designs), in Chromium at desktop and phone size: a guest
// is sent to log in; a shopper finds "Design Your Own" in the navigation, sends a request with a reference
// picture (the form refuses an empty one under its fields first); the admin sees it in the back-office's
// Custom Orders tab with the picture and quotes a price; the shopper sees the quote in My Order, accepts it and
// pays it through the test gateway. A second request is declined.
// Issue 29, "custom designs are a conversation" (docs/decisions.md#e-mails-that-lead-back): each step of the first
// journey is e-mailed (received, quote ready, quote accepted) to a real SMTP server, each e-mail's one button leads to
// the shop's own address (PUBLIC_URL), the quote e-mail's "View quote" opens the order in My Order with its quote, and
// the admin's history of the order shows the shopper's answer.

const PASSWORD = 'secret12';
const MONEY = '... on Order { id } ... on ErrorResult { message }';

async function newShopper(j: Journey, label: string): Promise<{ email: string; token: string }> {
  const email = `${label}.${j.viewport}.${Date.now()}@example.com`;
  const data = await j.api.gql(`mutation ($input: SignupInput!) { signup(input: $input) { __typename ... on ErrorResult { message } } }`, {
    input: { firstName: 'Anika', lastName: 'Rao', phone: '+919811122233', email, password: PASSWORD, currencyId: 1 },
  });
  if (data.signup.__typename !== 'SignupSuccess') throw new Error(`signup failed: ${JSON.stringify(data.signup)}`);
  return { email, token: (await j.api.session(email, PASSWORD)).token };
}

describe('custom designs in Chromium', () => {
  // The shop's e-mails go to a real SMTP server; their links to PUBLIC_URL, the address the browser uses.
  const { shop, mailAbout } = useShopWithMail();
  let admin = '';
  const adminGql = async <T = any>(query: string, variables?: Record<string, unknown>): Promise<T> => {
    if (!admin) admin = (await shop.api.session(ADMIN_EMAIL, ADMIN_PASSWORD)).token;
    return shop.api.gql<T>(query, variables, admin);
  };

  journey(shop, 'a shopper designs a ring with a picture, the admin quotes it, the shopper accepts and pays', async (j) => {
    // Arrange
    const shopper = await newShopper(j, 'designer');
    const design = new CustomDesignPage(j.page);
    const picture = await sharp({ create: { width: 600, height: 400, channels: 3, background: '#c9a227' } })
      .png()
      .toBuffer();

    // A guest reads what the page offers (it is public, for search engines too) and is asked to log in, and told why.
    await j.goto('/design-your-own');
    await j.page.getByTestId('design-login').click();
    await j.page.waitForURL(`${j.shop.url}/login`);
    await expect(j.page.getByTestId('login-notice').innerText()).resolves.toContain('Please log in to design your own piece');

    // Act: signed in, the shopper finds the page in the navigation (the phone's menu).
    await j.signIn(shopper.email, PASSWORD);
    await j.goto('/');
    if (j.viewport === 'phone') {
      await j.page.getByRole('button', { name: 'Open menu' }).click();
      await j.page.getByRole('link', { name: 'Design Your Own' }).click();
    } else {
      await j.page.getByTestId('header-design-link').click();
    }
    await design.form.waitFor();
    await expect(design.field('first-name').inputValue()).resolves.toBe('Anika');

    // An empty request is refused under its fields, nothing sent.
    await design.submit.click();
    await design.message('material').filter({ hasText: 'Choose a metal' }).waitFor();
    await expect(design.message('instructions').innerText()).resolves.toBe('Describe the piece you would like (at least 10 characters)');
    await expect(design.message('address').innerText()).resolves.toBe('Address is required');

    // The request, with its picture.
    await design.picture.setInputFiles({ name: 'inspiration.png', mimeType: 'image/png', buffer: picture });
    await design.picturePreview.waitFor();
    await design.choose('material', 'Yellow gold');
    await design.choose('purity', '18K');
    await design.fill({
      stone: 'Lab-grown diamond, oval',
      'carat-wish': '1.5',
      'custom-size': '14 (17.3 mm)',
      budget: '95000',
      instructions: 'A slim band with an oval solitaire, like the picture but with a thinner shank.',
      address: '12 Lavelle Road',
      city: 'Bengaluru',
      'zip-code': '560001',
    });
    // A rupee account's state is a choice of India's states and union territories (docs/decisions.md#delivery-addresses).
    await design.choose('state', 'Karnataka');
    await j.screenshot('custom-design-form', { fullPage: true });
    await design.submit.click();

    // Assert: sent, and waiting for a quote in My Order.
    await design.requested.waitFor();
    const trackingId = (await design.requested.getByRole('heading').innerText()).match(/ORD-\d+/)![0];
    const orderId = Number(trackingId.slice(4));
    await design.toOrders.click();
    const profile = new ProfilePage(j.page);
    const card = profile.order(orderId);
    const quote = new QuotePanel(j.page, card.root);
    await quote.waiting.waitFor();
    await expect(quote.status.innerText()).resolves.toBe('Awaiting quote');
    await expect(card.total.innerText()).resolves.toBe('Awaiting quote');
    await expect(card.root.innerText()).resolves.not.toMatch(/₹0\.00|Payment pending/);
    await expect(quote.instructions.innerText()).resolves.toContain('oval solitaire');
    await expect(card.root.locator('img[src*="uploads/custom-designs/"]').count()).resolves.toBe(1);
    // The shop wrote to say it has the request; its button leads to the order on the shop's own address.
    const myOrder = `${j.shop.url}/profile?tab=orders&order=${orderId}`;
    const received = await mailAbout(shopper.email, trackingId, 1);
    expect(received.subject).toBe(`We received your custom design request ${trackingId}`);
    expect(primaryLinks(received)).toEqual([myOrder]);

    // Act: the admin, in a browser of their own at the same size, finds it in Custom Orders with its picture and quotes it.
    const adminContext = await j.shop.browser.newContext({ ...VIEWPORTS[j.viewport], locale: 'en-IN', timezoneId: 'Asia/Kolkata' });
    try {
      await recordToasts(adminContext);
      const adminPage = await adminContext.newPage();
      const shell = new AdminShell(adminPage);
      await shell.logIn(j.shop.url, ADMIN_EMAIL, ADMIN_PASSWORD);
      await gotoHydrated(adminPage, `${j.shop.url}/admin/orders`);
      await adminPage.getByTestId('orders-tab-custom').click();
      const row = adminPage.locator(`[data-testid="orders-row"][data-row-id="${orderId}"]`);
      await row.waitFor();
      await expect(row.getByTestId('order-quote-status').first().innerText()).resolves.toBe('Awaiting quote');
      // Not quoted yet: no "₹0.00" and no "Payment pending" (issue 30 item 13), in the row or its details.
      await expect(row.getByTestId('order-amount').innerText()).resolves.toBe('To be quoted');
      await expect(row.getByTestId('order-payment').count()).resolves.toBe(0);
      await expect(row.innerText()).resolves.not.toMatch(/₹0\.00|Payment pending/);
      await adminPage.getByRole('button', { name: `Show details of order #${orderId}` }).click();
      const details = adminPage.getByTestId('order-details');
      await expect(details.getByTestId('order-grand-total').innerText()).resolves.toContain('Awaiting quote');
      await expect(details.getByTestId('order-payment-summary').innerText()).resolves.not.toContain('Payment pending');
      const reference = details.getByRole('img', { name: 'Reference picture' });
      await reference.waitFor();
      // The picture itself loads: the shop serves the stored file.
      await adminPage.waitForFunction(
        (img) => (img as unknown as { naturalWidth: number }).naturalWidth > 0,
        await reference.elementHandle(),
      );
      await expect(details.getByTestId('order-item-details').innerText()).resolves.toContain(
        '18K Yellow gold · Lab-grown diamond, oval, 1.5 ct',
      );
      await details.getByTestId('order-quote-send').click();
      await details.getByText('Enter an amount more than 0, with at most two decimals').waitFor();
      await details.getByTestId('order-quote-price').fill('85000');
      await details.getByTestId('order-quote-note').fill('Ready in 3 weeks, hallmarked 18K');
      await screenshot(adminPage, `custom-design-admin-${j.viewport}`);
      await details.getByTestId('order-quote-send').click();
      // The row follows the answer (the cache), and the admin is told.
      await row.getByTestId('order-quote-status').first().filter({ hasText: 'Quoted' }).waitFor();
      await shell.toastShown(`Quote sent for order #${orderId}`);
      await expect(row.getByTestId('order-amount').innerText()).resolves.toBe('₹85,000.00');

      // Assert: the quote is e-mailed, with its amount and note, and "View quote" is its one primary button.
      const quoted = await mailAbout(shopper.email, trackingId, 2);
      expect(quoted.subject).toBe(`Your quote is ready for ${trackingId}`);
      expect(quoted.html).toContain('₹85,000.00');
      expect(quoted.html).toContain('Ready in 3 weeks, hallmarked 18K');
      expect(primaryLinks(quoted)).toEqual([myOrder]);
      const viewQuote = buttonHref(quoted, 'View quote');
      expect(viewQuote).toBe(myOrder);

      // Act: the shopper opens the e-mail's link: My Order, brought to that order, with the quote.
      await gotoHydrated(j.page, viewQuote!);
      await j.page.locator(`#order-${orderId}-heading:focus`).waitFor();
      const top = (await card.root.boundingBox())!.y;
      expect(top).toBeGreaterThanOrEqual(-1);
      expect(top).toBeLessThan(VIEWPORTS[j.viewport].viewport.height);
      await quote.amount.waitFor();
      await expect(quote.amount.innerText()).resolves.toBe('₹85,000.00');
      await expect(quote.note.innerText()).resolves.toBe('Ready in 3 weeks, hallmarked 18K');
      await j.screenshot('custom-design-quote', { fullPage: true });

      // Act: accepts it online.
      await quote.payWith('Online');
      await quote.accept.click();
      await quote.status.filter({ hasText: 'Quote accepted' }).waitFor();
      await expect(card.total.innerText()).resolves.toBe('₹85,000.00');

      // Assert: the acceptance is e-mailed, its button to the payment; the admin's history shows the shopper's answer.
      const accepted = await mailAbout(shopper.email, trackingId, 3);
      expect(accepted.subject).toBe(`Quote accepted — complete your payment (${trackingId})`);
      expect(primaryLinks(accepted)).toEqual([`${j.shop.url}/order/${orderId}/payment`]);
      await gotoHydrated(adminPage, `${j.shop.url}/admin/orders`);
      await adminPage.getByTestId('orders-tab-custom').click();
      await adminPage.getByRole('button', { name: `Show details of order #${orderId}` }).click();
      const answer = details.locator('[data-testid="order-event"][data-kind="quote"]').filter({ hasText: 'Quoted → Accepted' });
      await answer.waitFor();
      await expect(answer.innerText()).resolves.toContain('Anika Rao');
      await expect(answer.getByTestId('order-event-note').innerText()).resolves.toBe('Accepted; to be paid online');
      await screenshot(adminPage, `custom-design-admin-history-${j.viewport}`);
    } finally {
      await adminContext.close();
    }

    // Act: pays it through the test gateway.
    await card.payNow.click();
    const gateway = new TestGatewayPage(j.page);
    await gateway.waitForOpen(j.shop.url);
    await gateway.approve.click();
    await new PaymentPage(j.page).expectStatus('Paid');
    const paid = await adminGql(`query ($id: Int!) { order(id: $id) { paymentStatus total { minorUnits } quote { status } } }`, {
      id: orderId,
    });
    expect(paid.order).toEqual({ paymentStatus: 'PAID', total: { minorUnits: 8500000 }, quote: { status: 'ACCEPTED' } });
  });

  journey(shop, 'a shopper declines a quote; the request closes on both sides', async (j) => {
    // Arrange: a request (no picture) quoted by the admin.
    const shopper = await newShopper(j, 'decliner');
    const asked = await j.api.gql(
      `mutation ($input: CustomDesignInput!) { requestCustomDesign(input: $input) { __typename ${MONEY} } }`,
      {
        input: {
          material: 'Platinum',
          instructions: 'Matching wedding bands, brushed finish, 4 mm wide.',
          firstName: 'Anika',
          lastName: 'Rao',
          email: shopper.email,
          phone: '+919811122233',
          address: '12 Lavelle Road',
          city: 'Bengaluru',
          state: 'Karnataka',
          zipCode: '560001',
        },
      },
      shopper.token,
    );
    const orderId: number = asked.requestCustomDesign.id;
    await adminGql(`mutation ($id: Int!) { quoteCustomOrder(id: $id, amount: 42000) { __typename } }`, { id: orderId });

    // Act: My Order, Decline, confirmed.
    await j.signIn(shopper.email, PASSWORD);
    await j.goto('/profile?tab=orders');
    const card = new ProfilePage(j.page).order(orderId);
    const quote = new QuotePanel(j.page, card.root);
    await quote.decline.click();
    await quote.declineConfirm.click();

    // Assert: closed for the shopper, and for the shop.
    await quote.declined.waitFor();
    await expect(quote.declined.innerText()).resolves.toBe('You declined our quote of ₹42,000.00. This request is closed.');
    await expect(quote.status.innerText()).resolves.toBe('Quote declined');
    await expect(quote.accept.count()).resolves.toBe(0);
    await expect(card.payNow.count()).resolves.toBe(0);
    const seen = await adminGql(`query { adminOrders(kind: CUSTOM, first: 100) { items { id quote { status } } } }`);
    expect(seen.adminOrders.items.find((o: { id: number }) => o.id === orderId).quote).toEqual({ status: 'DECLINED' });
  });
});
