import { defineArea } from '../../call.ts';
import { exportOf } from '../../csv-export.ts';
import { cityCalls, countryCalls, stateCalls } from '../locations.ts';
import { packageCalls } from '../package.ts';
import { promoCalls } from '../promo.ts';
import { referralCalls } from '../referral.ts';
import { activeStatus, enabledStatus, yesNo } from './columns.ts';

/** spec 001 §2 Countries, States, Cities: Name, Status (countries also their ISO codes). */
export const countryExports = defineArea('Country', {
  ExportCountries: exportOf(countryCalls.GetCountries, 'countries', [
    { title: 'Name', value: (row) => row.Name },
    { title: '3-Letter ISO Code', value: (row) => row.ThreeLetterIsoCode },
    { title: '2-Letter ISO Code', value: (row) => row.TwoLetterIsoCode },
    enabledStatus(),
  ]),
});
export const stateExports = defineArea('State', {
  ExportStates: exportOf(stateCalls.GetStates, 'states', [
    { title: 'Name', value: (row) => row.Name },
    { title: 'Country', value: (row) => row.CountryName },
    enabledStatus(),
  ]),
});
export const cityExports = defineArea('City', {
  ExportCities: exportOf(cityCalls.GetCities, 'cities', [
    { title: 'Name', value: (row) => row.Name },
    { title: 'State', value: (row) => row.StateName },
    { title: 'Country', value: (row) => row.CountryName },
    enabledStatus(),
  ]),
});

/** Issue 16's Packages Center: Name, Frequency, Amount, Bonus, Minimum Wallet, Rides, Status. */
export const packageExports = defineArea('Package', {
  ExportPackages: exportOf(packageCalls.GetPackages, 'packages', [
    { title: 'Name', value: (row) => row.Name },
    { title: 'Frequency', value: (row) => row.PackageFrequencyName },
    { title: 'Amount', value: (row) => row.Amount, as: 'naira' },
    { title: 'Bonus', value: (row) => row.BonusAmount, as: 'naira' },
    { title: 'Minimum Wallet', value: (row) => row.MinimumAmountRequired, as: 'naira' },
    { title: 'Rides', value: (row) => `${row.MinTotalRides}-${row.MaxTotalRides}` },
    { title: 'Status', value: (row) => (row.Publish ? 'Published' : 'Unpublished') },
  ]),
});

/** The promo codes' list: Code, Title, Discount, From, To, Uses, First ride, Status. */
export const promoExports = defineArea('Promo', {
  ExportPromoCodes: exportOf(promoCalls.GetPromoCodes, 'promo-codes', [
    { title: 'Code', value: (row) => row.Code },
    { title: 'Title', value: (row) => row.Title },
    { title: 'Discount (%)', value: (row) => row.DiscountPercent },
    { title: 'Discount', value: (row) => row.DiscountAmount, as: 'naira' },
    { title: 'From', value: (row) => row.StartDate, as: 'date' },
    { title: 'To', value: (row) => row.EndDate, as: 'date' },
    { title: 'Uses', value: (row) => row.UsedCount },
    { title: 'First ride', value: (row) => yesNo(row.FirstRideOnly) },
    activeStatus(),
  ]),
});

/** spec 001 §2 Referral awards: Title, From, To, Cash, Raffle, Status. */
export const referralExports = defineArea('Referral', {
  ExportReferralAwards: exportOf(referralCalls.GetReferralAwards, 'referral-awards', [
    { title: 'Title', value: (row) => row.AwardTitle },
    { title: 'From', value: (row) => row.StartDateIsoString, as: 'date' },
    { title: 'To', value: (row) => row.EndDateIsoString, as: 'date' },
    { title: 'Cash', value: (row) => (row.IsCash ? row.Amount : null), as: 'naira' },
    { title: 'Raffle', value: (row) => yesNo(row.HasRaffleDraw) },
    activeStatus(),
  ]),
});
