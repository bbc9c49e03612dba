// The badge is shared with the dashboard and the account detail's recent rides (components/).
export { RideStatusBadge, rideStatusColour, rideStatusColours } from '../../components/ride-status-badge.tsx';
