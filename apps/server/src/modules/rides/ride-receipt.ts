import type { RideMoney } from '@wayfare/contracts';
import type { Principal } from '../../auth/principal.ts';
import type { Db } from '../../db/database.ts';
import { shownMoment } from '../../moments.ts';
import { block, heading, LEFT, pdfMoney as money, renderPdf, rule, tableRow } from '../../pdf-document.ts';
import type { RideReceiptContext } from './ride-money-messages.ts';
import { readableRide, rideMoneyOf } from './ride-money-view.ts';
import { refuseUnlessCompleted } from './ride-tips.service.ts';
import { rideById } from './ride-view.ts';

/** issue 30: Ride/Receipt, a completed ride's receipt as a PDF (the layout Order's documents share). */

export type RideFile = { fileName: string; content: Buffer };

/** The rider's and driver's names and the car, from the ride as every other reply shows it. */
async function peopleOf(db: Db, rideId: number) {
  const shown = await rideById(db, rideId);
  const name = (firstname: string | null, surname: string | null) =>
    [firstname, surname].filter(Boolean).join(' ');
  const car = [shown.CarName, shown.CarModel, shown.LicenseNumber && `(${shown.LicenseNumber})`]
    .filter(Boolean)
    .join(' ');
  return {
    rider: name(shown.CustomerFirstname, shown.CustomerSurname),
    driver: name(shown.DriverFirstname, shown.DriverSurname),
    car,
  };
}

const AMOUNT_X = 400;

function fareTable(doc: PDFKit.PDFDocument, fare: RideMoney) {
  const row = (label: string, amount: string, bold = false) =>
    tableRow(
      doc,
      [
        { text: label, x: LEFT },
        { text: amount, x: AMOUNT_X, align: 'right' },
      ],
      bold,
    );
  row('Fare', 'Amount', true);
  rule(doc);
  row('Distance', `${fare.Distance} km`);
  row('Price per km', fare.UnitPrice > 0 ? money(fare.UnitPrice) : 'Agreed price');
  if (fare.SharedDiscount > 0) row('Shared ride discount', `- ${money(fare.SharedDiscount)}`);
  if (fare.PromoDiscount > 0) row(`Promo code ${fare.PromoCode ?? ''}`, `- ${money(fare.PromoDiscount)}`);
  rule(doc);
  row('You paid', money(fare.FinalAmount ?? 0), true);
  row(`VAT included (${fare.VatPercent}%)`, money(fare.Vat));
  if (fare.Tips > 0) row('Tips to the driver', money(fare.Tips));
  if (fare.Fees > 0) row('Fees', money(fare.Fees));
  if (fare.Refunds > 0) row('Refunded', `- ${money(fare.Refunds)}`);
  if (fare.Owed > 0) row('Still owed', money(fare.Owed), true);
}

/** Ride/Receipt: its rider, its driver, Ride view (anyone else 403); 409 before it is completed. */
export async function rideReceiptPdf(
  db: Db,
  input: { rideId: number; caller: Principal; now: Date } & RideReceiptContext,
): Promise<RideFile> {
  const { ride, viewer } = await readableRide(db, input);
  refuseUnlessCompleted(ride);
  const rideMoney = await rideMoneyOf(db, ride, {
    viewer,
    vatBasisPoints: input.vatBasisPoints,
    now: input.now,
  });
  const people = await peopleOf(db, ride.id);
  const content = await renderPdf((doc) => {
    heading(doc, 'RECEIPT', [
      `Ride #${ride.id}`,
      `Completed: ${shownMoment(ride.completedAt!, input.timeZone)}`,
      `Payment: ${rideMoney.PaymentMethodName} (${rideMoney.PaymentStatusName})`,
    ]);
    doc.moveDown(2);
    block(
      doc,
      'Ride',
      [
        `Rider: ${people.rider}`,
        `Driver: ${people.driver}${people.car ? `, ${people.car}` : ''}`,
        `From: ${ride.currentStreet}, ${ride.currentCity}`,
        `To: ${ride.destinationAddress}`,
      ],
      Math.max(doc.y, 140),
    );
    doc.moveDown(1.5);
    fareTable(doc, rideMoney);
  }, `Receipt ride ${ride.id}`);
  return { fileName: `receipt-ride-${ride.id}.pdf`, content };
}
