// spec 001 §9: amounts in naira, shown with their sign and always two decimals.
const moneyFormat = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** (1500.5, '₦') -> '₦1,500.50'. */
export const formatMoney = (amount: number, sign: string) => `${sign}${moneyFormat.format(amount)}`;
