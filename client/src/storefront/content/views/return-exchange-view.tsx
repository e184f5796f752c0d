import { pagePath } from '@shop/contracts';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router-dom';
import { SupportEmailLink } from '../../../shared/shop-identity/support-email-link';
import { ContentPage, ContentSection } from '../../../shared/ui/content-page';
import { SupportContact } from '../../../shared/ui/support-contact';

// eslint-disable-next-line max-lines-per-function -- the policy itself: static text in sections, read top to bottom like the page
export function ReturnExchangeView() {
  return (
    <ContentPage
      testId="return-exchange-page"
      eyebrow="Customer care"
      title="Return & Exchange"
      updated="Last updated 1 November 2026"
      intro={
        <>
          Not quite right? Return or exchange any non-customised piece within <strong>30 days of delivery</strong>. Pickup within India is
          free and insured, and your refund goes back the way you paid.
        </>
      }
    >
      <ContentSection title="30-day returns">
        <p>You can return a piece within 30 days of the day it was delivered when:</p>
        <ul>
          <li>it is unworn, unaltered and undamaged, with no signs of resizing, polishing or engraving;</li>
          <li>it comes back with its diamond grading certificate, invoice and original Aurelia box;</li>
          <li>for earrings, the hygiene seal on the backs is intact.</li>
        </ul>
        <p>
          Every return is inspected at our workshop within 3 working days of arrival. Once it passes, we refund the full amount you paid,
          including stone and making charges.
        </p>
      </ContentSection>

      <ContentSection title="What cannot be returned">
        <ul>
          <li>Customised pieces: engraved, made to a size or design you requested, or set with a stone you chose separately.</li>
          <li>Pieces resized or altered at your request after delivery (these can still be exchanged, see below).</li>
          <li>Gift wrapping and any insurance or certification upgrades bought with the order.</li>
        </ul>
      </ContentSection>

      <ContentSection title="Exchanges">
        <p>
          Within 30 days, exchange a piece for another size, purity, colour or design. If the new piece costs more, you pay the difference;
          if it costs less, we refund it. We make and ship the new piece as soon as the original has passed inspection.
        </p>
        <p>
          <strong>Lifetime exchange:</strong> after 30 days, any Aurelia piece can be exchanged for a new one at any time. We credit the
          metal at the day&apos;s gold rate for its weight and purity, and 100% of the diamond value on your invoice. Making charges are not
          credited.
        </p>
      </ContentSection>

      <ContentSection title="How to start a return or exchange">
        <ol>
          <li>
            Find your order number (ORD- followed by four digits) under <strong>Profile → My Order</strong>, or see{' '}
            <Link component={RouterLink} to={pagePath('track-order')}>
              how to track your order
            </Link>
            .
          </li>
          <li>
            Write to <SupportEmailLink subject="Return or exchange request" /> with the order number, the piece and whether you would like a
            refund or an exchange.
          </li>
          <li>
            Within India we collect it from your address with a free, insured pickup. From elsewhere, we send you the return address and
            ship it back insured; return shipping outside India is at your cost.
          </li>
        </ol>
      </ContentSection>

      <ContentSection title="Refunds">
        <ul>
          <li>Online payments: refunded to the same card, UPI account or net-banking account within 7 working days of approval.</li>
          <li>Cash on delivery: refunded by bank transfer (NEFT/IMPS) to an account in your name within 7 working days of approval.</li>
          <li>
            International orders: refunded in the currency you paid in. Import duties and taxes paid at delivery are not refundable by us.
          </li>
        </ul>
        <p>Your bank may take a few more days to show the amount.</p>
      </ContentSection>

      <ContentSection title="Damaged or wrong piece">
        <p>
          If a parcel arrives damaged or opened, or the piece is not the one you ordered, tell us within 48 hours of delivery with
          photographs of the parcel and the piece. We replace it or refund you in full at no cost, whatever its kind.
        </p>
      </ContentSection>

      <SupportContact title="Questions about a return?" emailSubject="Return or exchange question" />
    </ContentPage>
  );
}
