import { IconCar, IconClockExclamation } from '@tabler/icons-react';
import { ScreenTabs } from '../../components/screen/index.ts';
import { paths } from '../../lib/paths.ts';

/** issue 17 §2: the dashboard's 'Documents Expiring In 30 Days' opens this tab. */
export const EXPIRING_DAYS = 30;
export const EXPIRING_PARAM = 'expiring';
export const expiringDocumentsPath = `${paths.admin('cardetails')}?${EXPIRING_PARAM}=${EXPIRING_DAYS}`;
export const EXPIRING_TITLE = `Documents Expiring In ${EXPIRING_DAYS} Days`;

/** The cars, and the papers about to expire, as two tabs of the Car Detail Center. */
export function CarDetailTabs({ value }: { value: 'cars' | 'expiring' }) {
  return (
    <ScreenTabs
      label="Car Detail Center"
      value={value}
      tabs={[
        { value: 'cars', label: 'Cars', to: paths.admin('cardetails'), icon: <IconCar size={16} /> },
        {
          value: 'expiring',
          label: EXPIRING_TITLE,
          to: expiringDocumentsPath,
          icon: <IconClockExclamation size={16} />,
        },
      ]}
    />
  );
}
