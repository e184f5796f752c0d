import { SHOP_NAME } from '@shop/contracts';
import { SupportEmailLink } from '../../../shared/shop-identity/support-email-link';
import { ContentPage, ContentSection } from '../../../shared/ui/content-page';
import { SupportContact } from '../../../shared/ui/support-contact';

// eslint-disable-next-line max-lines-per-function -- the policy itself: static text in sections, read top to bottom like the page
export function PrivacyPolicyView() {
  return (
    <ContentPage
      testId="privacy-policy-page"
      eyebrow="Customer care"
      title="Privacy Policy"
      updated="Last updated 1 November 2026"
      intro={
        <>
          We collect only what we need to make and deliver your jewellery and to look after your account. We never sell your personal data,
          and we do not use advertising trackers.
        </>
      }
    >
      <ContentSection title="Who we are">
        <p>
          {SHOP_NAME} (&ldquo;we&rdquo;) runs this shop and decides how your personal data is used. We process it under India&apos;s Digital
          Personal Data Protection Act, 2023, and, for customers in the European Union or the United Kingdom, under the GDPR.
        </p>
      </ContentSection>

      <ContentSection title="What we collect">
        <ul>
          <li>
            <strong>Your account:</strong> name, e-mail address, phone number, the currency you shop in, and, if you add them, your date of
            birth and gender. Your password is stored only as a one-way hash.
          </li>
          <li>
            <strong>Your orders:</strong> the delivery address and contact details you enter at checkout, the pieces you order and the
            payment method you choose.
          </li>
          <li>
            <strong>Your cart and wishlist</strong>, so they are there on every device you sign in on.
          </li>
          <li>
            <strong>Messages:</strong> what you send through the contact form or by e-mail, and the e-mail address you give for our
            newsletter.
          </li>
        </ul>
        <p>Card, UPI and net-banking details are entered with our payment provider and never reach or stay on our servers.</p>
      </ContentSection>

      <ContentSection title="How we use it">
        <ul>
          <li>To make, ship and deliver your order, and to keep you informed of its status.</li>
          <li>To run your account, and to answer your questions, returns and exchanges.</li>
          <li>To send our newsletter, only if you subscribed; every issue has an unsubscribe link.</li>
          <li>To prevent fraud and to keep the records that tax and accounting law requires.</li>
        </ul>
      </ContentSection>

      <ContentSection title="Who we share it with">
        <p>
          Only with those who help us serve you, and only what they need: courier partners (your name, address and phone), our payment
          provider, and the laboratories that certify the diamonds in a piece made for you. We share data with authorities only when the law
          requires it.
        </p>
      </ContentSection>

      <ContentSection title="Browser storage">
        <p>
          We do not use advertising or analytics cookies. Your browser keeps two entries for this site: your signed-in session (removed when
          you log out) and, if you chose one, the currency you browse in.
        </p>
      </ContentSection>

      <ContentSection title="How long we keep it">
        <p>
          Your account data stays while you have an account. Order and invoice records are kept for eight years, as Indian tax law requires.
          Contact messages are deleted two years after the conversation ends.
        </p>
      </ContentSection>

      <ContentSection title="Your rights">
        <p>
          You can see and correct your details under Profile at any time. To get a copy of your data, withdraw a consent, or have your
          account deleted, write to <SupportEmailLink subject="Privacy request" />; we answer within 30 days. Deleting an account removes
          its cart and wishlist; orders are kept, without a link to you, for as long as the law requires.
        </p>
        <p>
          Our grievance officer can be reached at the same address with &ldquo;Grievance&rdquo; in the subject. If you are not satisfied
          with our answer, you may complain to the Data Protection Board of India or to your local data protection authority.
        </p>
      </ContentSection>

      <ContentSection title="Security and changes">
        <p>
          Every page and call of this shop travels encrypted (HTTPS). If we change this policy, the new version appears on this page with a
          new date; important changes are also announced by e-mail to account holders.
        </p>
      </ContentSection>

      <SupportContact title="Questions about your data?" emailSubject="Privacy question" />
    </ContentPage>
  );
}
