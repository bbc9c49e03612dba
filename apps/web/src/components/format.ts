import dayjs from 'dayjs';

// spec 000 §9: numbers are grouped with thousands commas (en-US grouping gives commas everywhere).
const numberFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/** 1234567.5 -> '1,234,567.5'; text that is not a number is shown as it is. */
export function formatNumber(value: unknown): string {
  if (value === null || value === undefined || value === '') return '';
  const number = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(number) ? numberFormat.format(number) : String(value);
}

export const DATE_FORMAT = 'D MMM YYYY';
export const DATE_TIME_FORMAT = 'D MMM YYYY, h:mm A';
export const TIME_FORMAT = 'h:mm A';

function toDayjs(value: unknown) {
  if (value === null || value === undefined || value === '') return undefined;
  if (typeof value === 'string' && /^\d{1,2}:\d{2}(:\d{2})?$/.test(value)) {
    // A bare time of day ('14:30' or '14:30:00'), as time columns often carry.
    return dayjs(`2000-01-01T${value.length === 4 ? `0${value}` : value}`);
  }
  const parsed = dayjs(value as string | number | Date);
  return parsed.isValid() ? parsed : undefined;
}

const formatWith = (format: string) => (value: unknown) => {
  const parsed = toDayjs(value);
  return parsed ? parsed.format(format) : value === null || value === undefined ? '' : String(value);
};

export const formatDate = formatWith(DATE_FORMAT);
export const formatDateTime = formatWith(DATE_TIME_FORMAT);
export const formatTime = formatWith(TIME_FORMAT);

/** spec 000 §2.5: file sizes in MB with two decimals (1 MB = 1024 × 1024 bytes). */
export const formatMegabytes = (bytes: number) => `${(bytes / (1024 * 1024)).toFixed(2)} MB`;

// Its own module, without dayjs, for the home page's first load (issue 20 §5).
export { formatMoney } from './format-money.ts';
