import { Link } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { siteInfo } from '../../../lib/site-info.ts';
import type { LegalSection } from '../legal-document.tsx';

/**
 * spec 001 §1 and issue 20 §3: the terms of use, with the index of exactly these six sections. No fee,
 * rate or amount is named here (spec 001 §1): the app shows them before each booking.
 */
export const termsIntro = (
  <>
    <p>
      These Terms and Conditions ("Terms") govern your access to and use of the {siteInfo.name} website and
      mobile applications and the services offered through them. Please read them carefully. By creating an
      account or requesting a ride you confirm that you have read, understood and accepted these Terms and our{' '}
      <Link to={paths.privacyPolicy}>Privacy Policy</Link>. If you do not accept them, do not use the
      services.
    </p>
  </>
);

export const termsSections: LegalSection[] = [
  {
    id: 'contractual-relationship',
    title: 'Contractual Relationship',
    body: (
      <>
        <p>
          These Terms form a binding agreement between you and {siteInfo.name}, the company incorporated in
          Nigeria that operates the platform ("{siteInfo.name}", "we", "us"). They apply to riders, to anyone
          who books a ride for someone else, and to every visitor of our website.
        </p>
        <p>
          We may change these Terms, for example when we add a service or when the law changes. When we make a
          material change we will tell you by e-mail or in the app before it takes effect. If you keep using
          the services after that date, you accept the changed Terms; if you do not accept them, you may close
          your account at any time.
        </p>
        <p>
          Some services, promotions or areas may have additional terms, which we will show you before you use
          them. Where they conflict with these Terms, the additional terms apply to that service.
        </p>
      </>
    ),
  },
  {
    id: 'the-services',
    title: 'The Services',
    body: (
      <>
        <p>
          {siteInfo.name} is a technology platform. Through our apps and website we connect people who need a
          ride with independent, third-party drivers who offer rides in their own vehicles, including shared
          rides with other riders going the same way.
        </p>
        <p>
          <strong>
            {siteInfo.name} does not provide transportation services and is not a transport carrier.
          </strong>{' '}
          The ride itself is provided by the driver, who is not our employee or agent and who decides whether
          to accept a trip. Your contract for the ride is with the driver; our role is to arrange it, to
          process the payment on the driver's behalf and to support you before, during and after the trip.
        </p>
        <p>
          We check every driver's licence, vehicle papers and identity before they can accept rides, and we
          act on every complaint we receive, but we cannot guarantee the conduct of any driver or rider.
        </p>
        <p>
          <strong>Promo codes, trip promotions and bundles.</strong> We may offer promo codes, discounted
          trips, ride bundles or other promotions. Unless we state otherwise, they are for personal use only,
          have no cash value, cannot be exchanged for cash, are not transferable and cannot be sold. We may
          withdraw or change a promotion at any time, and every promotion expires on the date shown with it. A
          promotion obtained by mistake, fraud or in breach of its terms may be cancelled and its value
          recovered.
        </p>
      </>
    ),
  },
  {
    id: 'your-use-of-the-services',
    title: 'Your Use of the Services',
    body: (
      <>
        <p>
          <strong>Your account.</strong> You need an account to request a ride. To open one you must give us
          your name, address, mobile phone number and age, and keep them accurate and up to date. You must be
          at least 18 years old to hold an account, and we may ask for proof of identity and age at any time.
          You may hold only one account, and you are responsible for everything done with it: keep your
          password private and tell us at once if you think someone else has used it. A valid payment method
          may be required before you can book.
        </p>
        <p>
          <strong>Riders under 18.</strong> A person under 18 may ride only when accompanied throughout the
          trip by a parent, guardian or another responsible adult who holds the account that booked it. A
          driver may refuse or end a trip when an unaccompanied minor is on board.
        </p>
        <p>
          <strong>Your conduct.</strong> You agree to use the services lawfully and respectfully: not to cause
          nuisance, damage or harm to the driver, other riders or the vehicle; not to carry anything illegal
          or dangerous; to wear a seat belt where one is fitted; and not to use the services to commit fraud.
          We may suspend or close an account that breaks these rules.
        </p>
        <p>
          <strong>Ratings and feedback.</strong> After a trip you may rate the driver and leave feedback, and
          the driver may rate you. Ratings help keep the platform safe; they must be honest and must not
          contain abusive or personal information. We may remove feedback that breaks these rules.
        </p>
        <p>
          <strong>Text messages and e-mails.</strong> By creating an account you agree that we may send you
          text messages and e-mails about your account and your trips, such as codes, receipts and trip
          updates. Marketing messages are optional: you can stop them at any time.
        </p>
      </>
    ),
  },
  {
    id: 'payment',
    title: 'Payment',
    body: (
      <>
        <p>
          <strong>Charges.</strong> You pay the charges for every ride you request ("Charges"). Before you
          book, the app shows you the fare or how it will be worked out. Charges include any applicable taxes
          and are due immediately after the trip. You may pay by a digital method (card, bank transfer or your{' '}
          {siteInfo.name} wallet) or in cash to the driver, where cash is offered.
        </p>
        <p>
          <strong>Pre-authorisation.</strong> When you book a ride paid by a digital method, we may place a
          hold on your payment method for the estimated amount of the trip. The hold is released or adjusted
          to the final Charges when the trip ends.
        </p>
        <p>
          <strong>Secondary payment method.</strong> If a charge to your chosen payment method fails, we may
          charge another payment method saved on your account, or ask you to settle the amount before your
          next trip.
        </p>
        <p>
          <strong>Cancellation fee.</strong> You may cancel a request at any time before the driver arrives,
          but a cancellation fee may apply when you cancel after a driver has accepted the trip and is on the
          way. The app tells you before you confirm the cancellation.
        </p>
        <p>
          <strong>Final and non-refundable.</strong> Charges are final and non-refundable unless{' '}
          {siteInfo.name} decides otherwise, for example when a trip did not follow a reasonable route or you
          were charged twice. If you believe a charge is wrong, contact us within 30 days of the trip and we
          will review it.
        </p>
        <p>
          <strong>Tips.</strong> No part of the Charges is a tip or gratuity for the driver. Tipping is
          entirely voluntary; any tip you give goes to the driver.
        </p>
        <p>
          <strong>Repair and cleaning.</strong> If you or your party damage a vehicle or make it need cleaning
          beyond normal wear and tear, you will pay the reasonable cost of the repair or cleaning once we have
          verified the damage, for example with photographs from the driver. We tell you before we charge it,
          and you may dispute it.
        </p>
        <p>
          <strong>Receipts.</strong> After every trip we send a receipt to the e-mail address on your account.
        </p>
      </>
    ),
  },
  {
    id: 'disclaimers-liability',
    title: 'Disclaimers/Liability',
    body: (
      <>
        <p>
          The services are provided "as is" and "as available". We work hard to keep them running and
          accurate, but we do not promise that they will always be available, free of errors, or that a driver
          will always be found for your request. Arrival and trip times are estimates.
        </p>
        <p>
          As far as the law allows, {siteInfo.name} is not liable for indirect or consequential loss, lost
          profits, lost data or missed appointments arising from your use of the services, and we are not
          responsible for the acts or omissions of drivers or other riders, who are independent third parties.
          Our total liability to you for any claim about the services is limited to the Charges you paid for
          the trip concerned.
        </p>
        <p>
          Nothing in these Terms limits or excludes liability for death or personal injury caused by our
          negligence, for fraud, or any other liability or right that cannot be limited or excluded under
          Nigerian law, including your rights under the Federal Competition and Consumer Protection Act 2018.
        </p>
        <p>
          You agree to compensate {siteInfo.name} for any claims, losses and costs arising from your breach of
          these Terms or your misuse of the services.
        </p>
      </>
    ),
  },
  {
    id: 'governing-law-and-other-provisions',
    title: 'Governing Law and Other Provisions',
    body: (
      <>
        <p>
          <strong>Governing law.</strong> These Terms are governed by the laws of the Federal Republic of
          Nigeria, where {siteInfo.name} is incorporated.
        </p>
        <p>
          <strong>Disputes.</strong> If you have a complaint, please contact us first: most problems are
          solved quickly that way. Any dispute that we cannot settle between us will first be referred to
          mediation before a mediator agreed by both parties. If the dispute is not resolved within 60 days of
          the request for mediation, it will be finally settled by arbitration under the Arbitration and
          Mediation Act 2023, before a sole arbitrator, seated in Lagos. Mediation and arbitration will be
          conducted in English and are confidential: neither party may disclose their existence, content or
          outcome except as the law requires.
        </p>
        <p>
          <strong>Other provisions.</strong> If any part of these Terms is found invalid, the rest remains in
          force. Our failure to enforce a provision is not a waiver of it. You may not transfer your rights
          under these Terms; we may transfer ours to a company that takes over the platform, and we will tell
          you if we do.
        </p>
        <p>
          <strong>Contact us.</strong> {siteInfo.name}, {siteInfo.address}. E-mail{' '}
          <a href={`mailto:${siteInfo.email}`}>{siteInfo.email}</a> or use our{' '}
          <Link to={paths.contact}>contact form</Link>.
        </p>
      </>
    ),
  },
];
