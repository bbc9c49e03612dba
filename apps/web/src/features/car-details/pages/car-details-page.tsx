import { CarDetailsScreen } from '../car-details-screen.tsx';

/** spec 001 §2: /admin/cardetails, the Car Detail Center, and a car's page /admin/cardetails/{id}. */
export default function CarDetailsPage() {
  return <CarDetailsScreen />;
}
