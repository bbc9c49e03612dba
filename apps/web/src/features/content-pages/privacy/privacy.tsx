import { Link } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { siteInfo } from '../../../lib/site-info.ts';
import type { LegalSection } from '../legal-document.tsx';

/**
 * spec 001 §2 and §9, issue 20 §3: the privacy notice, sections I to V (data collected, uses, sharing,
 * retention, your choices), with the retention periods of spec 001 §9.
 */
export const privacyIntro = (
  <>
    <p>
      This Privacy Policy explains what personal data {siteInfo.name} collects when you use our website and
      apps as a rider, a driver or a visitor, why we use it, who we share it with, how long we keep it and the
      choices you have. {siteInfo.name}, {siteInfo.address}, is the data controller. We process personal data
      in line with the Nigeria Data Protection Act 2023 (NDPA) and the regulations of the Nigeria Data
      Protection Commission (NDPC).
    </p>
    <p>
      Our services are for adults. Riders under 18 may travel only when accompanied by a parent, guardian or
      another responsible adult who holds the account that booked the trip, and we do not knowingly collect
      data from children.
    </p>
  </>
);

export const privacySections: LegalSection[] = [
  {
    id: 'data-we-collect',
    title: 'I. The Data We Collect',
    body: (
      <>
        <p>
          <strong>Data you give us.</strong> Your name, e-mail address, mobile phone number, address, age and
          profile picture when you create an account; your payment and wallet details; messages you send to
          our support team or through the contact form; and the ratings and feedback you leave.
        </p>
        <p>
          <strong>Drivers.</strong> In addition: your driver's licence and its expiry date, proof of identity
          (such as your National Identification Number), vehicle details and papers, insurance, the results of
          the checks we carry out before approving you, and your bank details for payouts.
        </p>
        <p>
          <strong>Data created when you use the services.</strong> Pickup and drop-off points, the route and
          the location of your device during a trip (for drivers, whenever the app is online), trip times,
          fares, payments and receipts, referral codes, and the ratings you receive.
        </p>
        <p>
          <strong>Device and usage data.</strong> Your device type, operating system, app version, IP address,
          and how you use our website and apps, collected for security and to keep the services working.
        </p>
      </>
    ),
  },
  {
    id: 'how-we-use-your-data',
    title: 'II. How We Use Your Data',
    body: (
      <>
        <p>We use your data to:</p>
        <ul>
          <li>create and manage your account and verify your identity, age and phone number;</li>
          <li>
            arrange rides, match riders with drivers and with other riders on shared trips, and show ETAs;
          </li>
          <li>
            calculate fares, process payments, pre-authorise estimated amounts, and send receipts by e-mail;
          </li>
          <li>check drivers' documents and eligibility before and while they drive with us;</li>
          <li>keep riders and drivers safe, investigate complaints and incidents, and prevent fraud;</li>
          <li>provide customer support and tell you about your trips and your account;</li>
          <li>improve and test our services; and, with your consent, send you news and offers;</li>
          <li>meet our legal obligations, including tax and accounting rules.</li>
        </ul>
        <p>
          We rely on the contract with you (to provide the services), our legitimate interests (safety, fraud
          prevention, improving the services), our legal obligations, and your consent where the law requires
          it (for example, marketing). You may withdraw consent at any time without affecting what we did
          before.
        </p>
      </>
    ),
  },
  {
    id: 'how-we-share-your-data',
    title: 'III. How We Share Your Data',
    body: (
      <>
        <p>We do not sell your personal data. We share it only as follows:</p>
        <ul>
          <li>
            <strong>Between riders and drivers:</strong> a driver sees the rider's first name, pickup and
            drop-off points and rating; a rider sees the driver's name, photo, vehicle, plate number, location
            during the trip and rating. Riders on a shared trip see each other's first names.
          </li>
          <li>
            <strong>Service providers:</strong> payment processors, banks, SMS and e-mail providers, hosting,
            identity verification and customer support tools, who act on our instructions and under contract.
          </li>
          <li>
            <strong>Authorities:</strong> the police, courts, tax authorities or regulators when the law
            requires it or when it is needed to protect someone's safety.
          </li>
          <li>
            <strong>Insurers and in disputes:</strong> when needed to handle an accident, an insurance claim
            or a legal claim.
          </li>
          <li>
            <strong>A new owner:</strong> if {siteInfo.name} is merged or sold, under the same protections.
          </li>
        </ul>
        <p>
          Where a provider processes data outside Nigeria, we transfer it only as the NDPA allows, with
          safeguards that give your data the same level of protection.
        </p>
      </>
    ),
  },
  {
    id: 'data-retention',
    title: 'IV. How Long We Keep Your Data',
    body: (
      <>
        <p>We keep personal data only as long as we need it for the purposes above:</p>
        <ul>
          <li>
            <strong>Riders:</strong> when you ask us to delete your account, we delete your data within 90
            days of the request, except what we must keep for the reasons below.
          </li>
          <li>
            <strong>Trip routes:</strong> the positions a driver's device sends during a trip, kept as the
            trip's route to settle its fare, are deleted 90 days after the trip, and with the account of its
            driver or rider.
          </li>
          <li>
            <strong>Tax-related data</strong> (fares, payments, receipts and invoices) is kept for 7 years, as
            tax law requires.
          </li>
          <li>
            <strong>Incomplete driver applications</strong> are deleted after 1 year.
          </li>
          <li>
            <strong>Rejected driver applications</strong> are kept for 7 years, so that we can answer
            questions and claims about the decision and prevent fraud.
          </li>
          <li>
            Data needed for an open complaint, an investigation or a legal claim is kept until it is closed.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'your-choices',
    title: 'V. Your Choices and Rights',
    body: (
      <>
        <p>Under the NDPA you have the right to:</p>
        <ul>
          <li>see the personal data we hold about you and receive a copy of it;</li>
          <li>correct data that is wrong, most of it directly in your profile;</li>
          <li>
            delete your account and your data, from the app or on our{' '}
            <Link to={paths.deleteAccount}>delete account</Link> page;
          </li>
          <li>object to or restrict some uses of your data, and withdraw your consent;</li>
          <li>
            stop marketing e-mails and text messages, with the link in each message or by contacting us;
          </li>
          <li>
            turn off location sharing in your device's settings (the app cannot arrange rides without it).
          </li>
        </ul>
        <p>
          To use any of these rights, e-mail <a href={`mailto:${siteInfo.email}`}>{siteInfo.email}</a> or use
          our <Link to={paths.contact}>contact form</Link>. We answer within 30 days. If you are not satisfied
          with our answer, you may complain to the Nigeria Data Protection Commission.
        </p>
        <p>
          We may update this policy; when we make a material change we will tell you by e-mail or in the app
          before it applies.
        </p>
      </>
    ),
  },
];
