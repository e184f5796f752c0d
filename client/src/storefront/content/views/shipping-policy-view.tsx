import { pagePath } from '@shop/contracts';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router-dom';
import { ContentPage, ContentSection } from '../../../shared/ui/content-page';
import { SupportContact } from '../../../shared/ui/support-contact';

export function ShippingPolicyView() {
  return (
    <ContentPage
      testId="shipping-policy-page"
      eyebrow="Customer care"
      title="Shipping Policy"
      updated="Last updated 1 November 2026"
      intro={
        <>
          <strong>Shipping is free</strong> on every order, in India and worldwide. Every parcel is fully insured until it is in your hands,
          and needs a signature on delivery.
        </>
      }
    >
      <ContentSection title="When your piece leaves us">
        <ul>
          <li>Pieces in stock in your size and purity are packed and dispatched within 2 working days.</li>
          <li>
            Most pieces are crafted to order in the purity, colour and size you choose. They are set, polished, certified and dispatched
            within 10 working days.
          </li>
          <li>Orders placed on Sundays or public holidays are processed on the next working day.</li>
        </ul>
      </ContentSection>

      <ContentSection title="Delivery within India">
        <p>
          Free, insured delivery to every serviceable PIN code by our courier partners. After dispatch, delivery takes 2 to 4 working days
          to metro cities and 3 to 7 working days elsewhere. Cash on delivery and online payment are both available.
        </p>
      </ContentSection>

      <ContentSection title="International delivery">
        <p>
          We ship worldwide by insured express courier at no charge. Delivery takes 5 to 10 working days after dispatch, depending on the
          destination and on customs clearance.
        </p>
        <p>
          To see and pay prices in US dollars, choose USD in the header, or as your account currency when you sign up. Prices do not include
          import duties or local taxes: these are set by the destination country and paid by the recipient on delivery. A parcel refused at
          delivery is returned to us and refunded less the duties and return shipping we are charged.
        </p>
      </ContentSection>

      <ContentSection title="Safe delivery">
        <ul>
          <li>Parcels are plain and unbranded on the outside, sealed with tamper-evident tape.</li>
          <li>
            The courier asks for a signature, and may ask for photo identification, from the person named on the order. We cannot deliver to
            post-office boxes.
          </li>
          <li>If nobody is available, the courier tries twice more before returning the parcel to us; we then contact you.</li>
          <li>Please do not accept a parcel whose seal is broken; refuse it and tell us the same day.</li>
        </ul>
      </ContentSection>

      <ContentSection title="Following your parcel">
        <p>
          Your order moves from <strong>Placed</strong> to <strong>Being made</strong>, <strong>Shipped</strong> and{' '}
          <strong>Delivered</strong> under Profile → My Order; once shipped it shows the courier and the tracking number.{' '}
          <Link component={RouterLink} to={pagePath('track-order')}>
            How to track your order
          </Link>
          .
        </p>
      </ContentSection>

      <SupportContact title="Questions about delivery?" emailSubject="Delivery question" />
    </ContentPage>
  );
}
