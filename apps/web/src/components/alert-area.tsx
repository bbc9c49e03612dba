import { Alert, CloseButton, Stack } from '@mantine/core';
import { useSyncExternalStore } from 'react';
import { ALERT_FADE_MS, type Alert as AlertShown, type AlertType, alertStore } from '../lib/alerts.ts';

const colors: Record<AlertType, string> = { Success: 'green', Error: 'red', Info: 'blue', Warning: 'yellow' };

/**
 * Where the alerts float: in the bottom corner, clear of the header's buttons (Sign In, My Account, the
 * menu) and of the labels at the top of a form, which the top corner covered (issue 21). The area lets
 * clicks through between its alerts.
 */
const ALERT_AREA_PLACE = {
  position: 'fixed',
  bottom: 16,
  right: 16,
  zIndex: 1000,
  width: 'min(420px, calc(100vw - 32px))',
  pointerEvents: 'none',
} as const;

/** The server's render of a page has no alert (issue 20 §5). */
const NO_ALERTS: AlertShown[] = [];
const noAlerts = () => NO_ALERTS;

/** spec 000 §2.5: the alert area of both layouts; each alert fades out over 250 ms when it closes. */
export function AlertArea() {
  const alerts = useSyncExternalStore(alertStore.subscribe, alertStore.get, noAlerts);
  if (alerts.length === 0) return null;
  return (
    <Stack gap="xs" aria-live="polite" style={ALERT_AREA_PLACE}>
      {alerts.map((alert) => (
        <Alert
          key={alert.id}
          role={alert.type === 'Error' ? 'alert' : 'status'}
          color={colors[alert.type]}
          variant="light"
          title={alert.type}
          data-alert-type={alert.type}
          withCloseButton={false}
          style={{
            pointerEvents: 'auto',
            opacity: alert.closing ? 0 : 1,
            transition: `opacity ${ALERT_FADE_MS}ms ease`,
            boxShadow: 'var(--mantine-shadow-md)',
            // Dark text on the pale tint reads at any colour (white on Mantine's filled colours is under 4.5:1).
            borderLeft: `4px solid var(--mantine-color-${colors[alert.type]}-7)`,
          }}
          styles={{
            title: { color: 'var(--mantine-color-text)' },
            message: { color: 'var(--mantine-color-text)' },
          }}
        >
          <div style={{ display: 'flex', gap: 8, alignItems: 'flex-start', justifyContent: 'space-between' }}>
            <span style={{ whiteSpace: 'pre-line' }}>{alert.message}</span>
            <CloseButton
              aria-label="Close alert"
              variant="transparent"
              onClick={() => alertStore.close(alert.id)}
            />
          </div>
        </Alert>
      ))}
    </Stack>
  );
}
